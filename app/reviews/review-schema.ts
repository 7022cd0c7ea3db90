import { z } from "zod";
import { multiLineText, optional, singleLineText } from "~/forms/field-rules";
import { formMessage } from "~/i18n/form-message";

const stars = z.coerce
  .number({ error: formMessage("reviews.field.starsRequired") })
  .int(formMessage("reviews.field.starsRequired"))
  .min(1, formMessage("reviews.field.starsRequired"))
  .max(5, formMessage("reviews.field.starsRequired"));

/** A treated patient's review of their doctor and of NileCare's service, with an optional story; messages are catalogue keys. */
export const reviewSchema = z.object({
  doctorStars: stars,
  serviceStars: stars,
  text: multiLineText({ label: "reviews.field.text", max: 2000, min: 1 }),
  shownName: optional(singleLineText({ label: "reviews.field.shownName", max: 60 })),
  shownCountry: optional(singleLineText({ label: "reviews.field.shownCountry", max: 60 })),
  story: optional(multiLineText({ label: "reviews.field.story", max: 4000 })),
  storyConsent: z.boolean().default(false),
  /** Its own box: showing what the patient paid beside the listed price at home (decision 0161). */
  priceConsent: z.boolean().default(false),
});

export type ReviewFields = z.input<typeof reviewSchema>;
export type ReviewAnswer = z.output<typeof reviewSchema>;

/** Staff hide a review only with a reason, which is shown in its place (English: the staff console). */
export const hideReviewSchema = z.object({
  intent: z.literal("hide"),
  reviewId: z.string().uuid(),
  reason: z.string({ error: "Give the reason shown in place of the review" }).trim().min(5, "Give the reason shown in place of the review (at least 5 characters)").max(200, "Keep the reason under 200 characters"),
});

export const approveStorySchema = z.object({ intent: z.literal("approve-story"), reviewId: z.string().uuid() });
