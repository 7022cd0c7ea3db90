/**
 * The body of the 503 a deployment that refuses to serve answers with (what a JavaScript client receives as data);
 * the page itself is the root ErrorBoundary's, in the visitor's language (`shell.error.notServing*`).
 */
export const NOT_SERVING_MESSAGE = "This site cannot take visitors right now. Please try again later.";
