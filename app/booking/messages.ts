/** Words the booking pages share between their server modules and components. */
export const expiredHoldMessage = "Your 10-minute hold on this time has ended. Please choose a time again.";

export const outcomeLabels = { confirmed: "Booked", done: "Done", no_show: "No-show" } as const;
