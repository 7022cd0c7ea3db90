/**
 * What a coordinator's reply does to the case: it waits for the patient (the clock stops), or, when the reply
 * promised more ("you will have the price today"), it stays in review, due at the follow-up, which reminds the
 * coordinator (a case already waiting on the patient comes back to review then).
 */
export const afterReplyChoices = ["wait", "tomorrow", "monday"] as const;
export type AfterReply = (typeof afterReplyChoices)[number];

export const afterReplyOptions: { value: AfterReply; label: string }[] = [
  { value: "wait", label: "Wait for the patient's answer" },
  { value: "tomorrow", label: "Keep it in review: I follow up tomorrow 09:00 (Cairo)" },
  { value: "monday", label: "Keep it in review: I follow up next Monday 09:00 (Cairo)" },
];
