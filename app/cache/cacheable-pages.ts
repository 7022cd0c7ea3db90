import type { DataName } from "./data-version.server";

/**
 * The public pages kept in the edge cache (decision 0171), as paths without the `/ar` prefix. `query` is
 * every parameter the page reads; a URL with any other parameter is rendered, never cached. `data` names
 * the runtime data the page shows: its version is part of the key, so an edit shows on the next request.
 * Anything not listed here (forms that keep drafts, booking, accounts, staff) is never cached.
 */
type CacheablePage = { path: RegExp; query: readonly string[]; data?: readonly DataName[] };

/** What home's and About's figures read besides the doctors (`siteFigures`, app/figures/site-figures.server.ts). */
const figuresData = ["facilities", "team", "figures"] as const satisfies readonly DataName[];

export const cacheablePages: readonly CacheablePage[] = [
  // Every page that names the catalogue or states a claim computed from it holds its version (decision 0172). The
  // pages that state the site's figures hold what they count (the facilities, the team's and doctors' languages) and
  // the operator's figures.
  { path: /^\/$/, query: [], data: ["doctors", "catalogue", ...figuresData] },
  { path: /^\/treatments$/, query: [], data: ["doctors", "catalogue"] },
  // A specialty's page links to the facilities offering it.
  { path: /^\/treatments\/[a-z-]+$/, query: [], data: ["doctors", "facilities", "catalogue"] },
  { path: /^\/doctors$/, query: ["q", "specialization", "language"], data: ["doctors"] },
  // A profile links to the facilities the doctor practises at.
  { path: /^\/doctors\/[a-z0-9-]+$/, query: [], data: ["doctors", "facilities"] },
  // A facility's page lists the hotels near it, and links to the specialties it offers that the catalogue offers.
  { path: /^\/facilities\/[a-z0-9-]+$/, query: [], data: ["doctors", "facilities", "hotels", "catalogue"] },
  // A hotel's page names the facility it is near, while that facility is shown.
  { path: /^\/hotels\/[a-z0-9-]+$/, query: [], data: ["hotels", "facilities"] },
  { path: /^\/stories$/, query: [], data: ["doctors", "catalogue"] },
  { path: /^\/blog$/, query: ["category", "page"], data: ["doctors"] },
  { path: /^\/blog\/[a-z0-9-]+$/, query: [], data: ["doctors"] },
  // The FAQ and the travel pages state the shown hotels' nightly prices per category.
  { path: /^\/faq$/, query: ["q"], data: ["catalogue", "hotels"] },
  { path: /^\/travel-info$/, query: ["tab"], data: ["hotels"] },
  { path: /^\/travel-info\/guide$/, query: [], data: ["hotels"] },
  // About states the directory's count of specialists (decision 0122), lists the partner facilities and the team.
  { path: /^\/about$/, query: [], data: ["doctors", "catalogue", ...figuresData] },
  { path: /^\/contact$/, query: [], data: ["catalogue"] },
  // Concierge names the languages the team and the doctors list, and shows the newest verified reviews (the doctors'
  // version, as home and /stories).
  { path: /^\/concierge$/, query: [], data: ["doctors", "team"] },
  { path: /^\/privacy$/, query: [] },
];

/** The runtime data every page shows in its frame (the office hours in the footer): every page's key holds it. */
export const frameData: readonly DataName[] = ["hours"];

/** Cookies that never make a page personal: the theme and language choices are part of the key. */
export const keyedCookies = ["nilecare-theme", "nilecare-locale"] as const;
/** The D1 bookmark only says how fresh reads must be; a cached page is never personal (decision 0172). */
export const neutralCookies = ["nilecare-d1-bookmark"] as const;
