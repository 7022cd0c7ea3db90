/** ISO 3166 codes of the countries whose flags the site draws (a symbol each in public/images/flags.svg, shown by app/ui/flag.tsx). */
export const flagCodes = ["us", "gb", "de", "ca", "au", "ae", "sa", "eg"] as const;
export type FlagCode = (typeof flagCodes)[number];
