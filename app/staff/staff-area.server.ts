/** The staff console and the invitation pages: private, never cached, never indexed. */
export function isStaffArea(request: Request) {
  const { pathname } = new URL(request.url);
  return /^\/staff(?:[/.-]|$)/.test(pathname);
}

/** `serverMs`: the worker's time to the response, for the staff browser tools and the benchmark. */
export function applyStaffAreaHeaders(headers: Headers, serverMs: number) {
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  headers.set("Server-Timing", `app;dur=${serverMs}`);
}
