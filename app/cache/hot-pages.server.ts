/**
 * The pages this isolate kept or served last, in its memory in front of `caches.default` (decision 0171). A page
 * is held split at its render's nonce, so a hit joins the parts with this response's nonce: no Cache API read and
 * no HTMLRewriter pass, which together were a hit's largest cost after the data version's read. Keys are the page
 * cache's (deploy, variant, data version), so a held page is right for as long as its key is asked for.
 */
type HotPage = { status: number; headers: [string, string][]; parts: string[] };

/**
 * Characters held per isolate (about 2–4 MB of its 128 MB: 30–50 pages of 40–70 KB). The least recently
 * served page goes first; a key nobody asks for any more (an old data version) goes the same way.
 */
const BUDGET_CHARACTERS = 2_000_000;

const pages = new Map<string, { page: HotPage; size: number }>();
let held = 0;

export function hotPage(key: string): HotPage | undefined {
  const entry = pages.get(key);
  if (!entry) return undefined;
  // A Map iterates in insertion order: re-inserting makes it the most recent.
  pages.delete(key);
  pages.set(key, entry);
  return entry.page;
}

/** Holds a page as the visitor gets it (headers included), given the nonce its render wrote into every `nonce="…"`. */
export function holdHotPage(
  key: string,
  { status, headers, html, nonce }: { status: number; headers: Headers; html: string; nonce: string },
) {
  const size = html.length;
  if (size > BUDGET_CHARACTERS / 10) return;
  const previous = pages.get(key);
  if (previous) {
    pages.delete(key);
    held -= previous.size;
  }
  for (const [oldest, entry] of pages) {
    if (held + size <= BUDGET_CHARACTERS) break;
    pages.delete(oldest);
    held -= entry.size;
  }
  pages.set(key, { page: { status, headers: [...headers], parts: html.split(nonceAttribute(nonce)) }, size });
  held += size;
}

/** The held page with `nonce` on every tag its render gave one (a nonce is 128 random bits: it occurs nowhere else). */
export function answerFromHotPage(page: HotPage, method: string, nonce: string): Response {
  const body = method === "HEAD" ? null : page.parts.join(nonceAttribute(nonce));
  return new Response(body, { status: page.status, headers: page.headers });
}

/** What a fresh isolate holds: nothing. For tests of the Cache API's own hits. */
export function forgetHotPages() {
  pages.clear();
  held = 0;
}

const nonceAttribute = (nonce: string) => ` nonce="${nonce}"`;
