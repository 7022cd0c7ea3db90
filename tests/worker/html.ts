/**
 * A page's HTML as a reader sees its markup: React's text separators (`<!-- -->`) removed and
 * the common entities decoded, so assertions can quote the page's words.
 */
export async function pageHtml(response: Response) {
  return (await response.text())
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}

/** The visible part of the page inside <main>, where a route renders: no shell, no scripts. */
export function mainOf(html: string) {
  return html.slice(html.indexOf("<main"), html.indexOf("</main>")).replace(/<script\b.*?<\/script>/gs, "");
}
