import type { HeadersArgs } from "react-router";

/**
 * A route's `headers`: React Router sends an action's headers with the page only through this export
 * (Set-Cookie aside), so without it a post refused with 429 (by a browser without JavaScript) lost
 * its Retry-After. The wait is passed on; what parent routes set is kept.
 */
export function retryAfterHeaders({ actionHeaders, parentHeaders }: HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const wait = actionHeaders.get("Retry-After");
  if (wait) headers.set("Retry-After", wait);
  return headers;
}
