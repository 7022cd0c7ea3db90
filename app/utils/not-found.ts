/**
 * The site's ordinary 404, thrown from a loader or action: the root error boundary draws the
 * "page not found" view, and nothing tells a visitor whether the thing asked for exists.
 */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}
