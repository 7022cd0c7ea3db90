/** The branded answer when D1 cannot be reached (rendered by the root ErrorBoundary on server and client). */
export const DATABASE_UNAVAILABLE_TITLE = "We could not reach our records";
export const DATABASE_UNAVAILABLE_MESSAGE = "We could not reach our records; please try again in a minute.";
