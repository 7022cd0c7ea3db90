/** The trip planner's budget range, in the chosen currency (the spec's numbers; no words, so no Arabic twin). */
export const budgetLimits = { min: 1000, max: 50000, step: 500, initialMin: 3000, initialMax: 15000 } as const;
