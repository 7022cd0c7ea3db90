/** ISO 3166 codes of the countries whose flags the site draws (app/ui/flag.tsx). */
export const flagCodes = ["us", "gb", "de", "ca", "au", "ae", "sa", "eg"] as const;
export type FlagCode = (typeof flagCodes)[number];
