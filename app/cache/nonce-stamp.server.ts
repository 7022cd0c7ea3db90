/**
 * A cached page with this response's nonce on every tag that carries one, streamed through HTMLRewriter
 * (nothing is buffered): the same pattern as Netlify's csp_nonce_html_transformer. The Content-Security-Policy
 * header is set afterwards with the same nonce by applySecurityHeaders, like a rendered page's.
 */
export function stampNonce(page: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(page);
}
