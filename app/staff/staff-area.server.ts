/** The staff console and the invitation pages: private, never cached, never indexed. */
export function isStaffArea(request: Request) {
  const { pathname } = new URL(request.url);
  return /^\/staff(?:[/.-]|$)/.test(pathname);
}

export function applyStaffAreaHeaders(headers: Headers) {
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
}
