import { z } from "zod";
import { emailAddress } from "~/forms/field-rules";

/**
 * The newsletter sign-up. The form is on every page, so the browser does not load this:
 * its one input carries `type="email"`, `required` and the shared length limit.
 * Preferences (`pref.<key>` fields) are read beside it, bounded in count and size.
 */
export const newsletterSchema = z.object({
  email: emailAddress(),
  /** Where the subscription came from ("footer", "blog"); anything else counts as the footer. */
  source: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,31}$/)
    .catch("footer")
    .default("footer"),
});
