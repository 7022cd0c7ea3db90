/** Where a newsletter subscription stands (the `newsletter_subscriptions` table's CHECK). */
export const subscriptionStatuses = ["pending", "confirmed", "unsubscribed"] as const;
