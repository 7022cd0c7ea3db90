/**
 * The data of the 503 a deployment that refuses to serve answers with: a token the root ErrorBoundary knows it by.
 * The page's words are the boundary's, in the visitor's language (`shell.error.notServing*`), so every page's script
 * carries only this token.
 */
export const NOT_SERVING = "not serving";
