/** What the developer does on the stand-in's checkout page, as the patient at Stripe's. */
export const checkoutChoices = ["complete", "fail", "cancel"] as const;
export type CheckoutChoice = (typeof checkoutChoices)[number];
