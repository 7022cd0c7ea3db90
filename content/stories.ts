import type { HeadlineStat } from "./schema";

/** The stories hero's figure the catalogue gives; the page puts the site's computed figures before it. */
export const storyStats: HeadlineStat[] = [
  { value: "{claim.savingsRange}", label: "Savings on Treatment Prices" },
];
