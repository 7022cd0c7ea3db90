/**
 * `wrangler dev`'s own proxy, between the browser and the served worker, drops connections for a second or so under
 * the suite's load (cloudflare/workers-sdk#15002, #15317). It then answers a plain 500 with this body, or closes the
 * connection unanswered. The app never does either: it answers every request it reads, and its failures are pages
 * of their own (a database fault is a 503).
 */
export const PROXY_DROP = "Error: Network connection lost.";

/** How Chromium reports a connection closed unanswered; an aborted request (net::ERR_ABORTED) is not one. */
const UNANSWERED = new Set(["net::ERR_EMPTY_RESPONSE", "net::ERR_CONNECTION_RESET", "net::ERR_CONNECTION_CLOSED"]);
export const isUnanswered = (errorText: string | undefined) => errorText !== undefined && UNANSWERED.has(errorText);

/**
 * Written into a failed test's message when the dev proxy dropped one of the test's requests
 * (tests/browser/browser.ts, auth.ts): vitest.browser.config.ts runs such a test once more, and only such a test.
 */
export const PROXY_DROPPED = "wrangler dev's proxy dropped a request";
