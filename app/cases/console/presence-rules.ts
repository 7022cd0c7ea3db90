/** How often an open case page says it is still open (decision 0154). */
export const PRESENCE_PING_MS = 20_000;
/** How long after its last ping a page still counts as open: a page that missed two pings is gone. */
export const PRESENCE_FRESH_MS = 3 * PRESENCE_PING_MS;

/** A colleague on the same case page, as the page shows them. */
export type Colleague = { name: string; writing: boolean };
