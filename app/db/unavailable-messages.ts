/**
 * The body of the 503 a D1 failure answers with (what a JavaScript client receives as data). The page itself
 * is the root ErrorBoundary's, in the visitor's language (`shell.error.unavailable*`).
 */
export const DATABASE_UNAVAILABLE_MESSAGE = "We could not reach our records; please try again in a minute.";
