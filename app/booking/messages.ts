/** The staff schedule's words for a consultation's outcome, shared by its server module and page. */
export const outcomeLabels = { confirmed: "Booked", done: "Done", no_show: "No-show" } as const;
