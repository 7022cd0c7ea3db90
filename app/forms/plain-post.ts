/**
 * How an action tells a plain form post (JavaScript off, or not loaded yet: the browser
 * navigates, so the answer must be a redirect) from a fetcher's request (the page stays, so
 * the answer is data). The kit's `PlainPostMarker` renders this hidden field on the server
 * and removes it once React has hydrated, so only a post the browser makes by itself carries it.
 * No request header is trusted for this: not every browser sends `Sec-Fetch-Mode`.
 */
export const PLAIN_POST_FIELD = "_plain";

export function isPlainPost(form: FormData) {
  return form.get(PLAIN_POST_FIELD) === "1";
}
