import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { readFormBody } from "~/forms/request-body.server";
import { approveStorySchema, hideReviewSchema } from "~/reviews/review-schema";
import { approveStory, hideReview, staffReviews } from "~/reviews/reviews.server";
import { requireStaff } from "~/staff/permissions.server";
import * as styles from "~/staff/staff.css";
import * as formStyles from "~/ui/forms.css";
import { respond } from "~/forms/outcome.server";
import { SubmitButton } from "~/ui/forms";
import type { Route } from "./+types/staff.reviews";

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const rows = await staffReviews(staff);
  return {
    reviews: rows.map(({ review: r, doctorName }) => ({
      id: r.id,
      caseId: r.caseId,
      doctorName,
      doctorStars: r.doctorStars,
      serviceStars: r.serviceStars,
      text: r.text,
      shown: [r.shownName, r.shownCountry].filter(Boolean).join(", ") || "Verified patient (no name)",
      treatedMonth: r.treatedMonth,
      story: r.storyConsent ? r.story : null,
      storyApproved: r.storyApprovedAt !== null,
      priceConsent: r.priceConsent,
      hiddenReason: r.hiddenReason,
    })),
  };
}

/** Hide a review with a reason, or approve a story for /stories: both audited; nothing edits a review's words. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = await readFormBody(request);
  if (form.get("intent") === "approve-story") {
    const submission = parseWithZod(form, { schema: approveStorySchema });
    const approved = submission.status === "success" && (await approveStory(staff, request, submission.value.reviewId));
    return respond({ request, context }, { status: "redirect", to: "/staff/reviews", toast: { title: approved ? "Story approved: it appears on /stories." : "That story cannot be approved (already approved, hidden or not yours)." } });
  }
  const submission = parseWithZod(form, { schema: hideReviewSchema });
  if (submission.status !== "success") {
    const message = submission.error?.reason?.[0] ?? "Give the reason shown in place of the review";
    return respond({ request, context }, { status: "redirect", to: "/staff/reviews", toast: { title: message, variant: "destructive" } });
  }
  const hidden = await hideReview(staff, request, submission.value.reviewId, submission.value.reason);
  return respond({ request, context }, { status: "redirect", to: "/staff/reviews", toast: { title: hidden ? "Review hidden; its place shows your reason." : "That review was already hidden." } });
}

export function meta() {
  return [{ title: "Reviews | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

/** The reviews of the cases this staff member works: hide with a reason, approve a story after reading it for personal data. */
export default function StaffReviews({ loaderData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Reviews and stories</h1>
      <p className={styles.summary}>
        Verified reviews are published at once, good and bad alike, and cannot be edited. Hide one only for a reason you
        can state publicly (it shows as "Removed by NileCare: reason"). A story appears on /stories only after you read
        it for personal details and approve it.
      </p>
      {loaderData.reviews.length === 0 ? <p>No reviews on your cases yet.</p> : null}
      <ul className={styles.plainList}>
        {loaderData.reviews.map((r) => (
          <li key={r.id} className={styles.panel}>
            <p>
              <strong>{r.shown}</strong> · treated {r.treatedMonth} · doctor {r.doctorStars}/5{r.doctorName ? ` (${r.doctorName})` : ""} · service {r.serviceStars}/5 ·{" "}
              <a href={`/staff/cases/${r.caseId}`}>case</a>
            </p>
            <p className={styles.multiline}>{r.text}</p>
            {r.story ? (
              <>
                <p>
                  <strong>Story{r.storyApproved ? " (approved, on /stories)" : " (awaiting your check)"}:</strong>
                </p>
                <p className={styles.multiline}>{r.story}</p>
                <p>{r.priceConsent ? "Shown with what the patient paid and the listed price at home (they agreed)." : "Shown without any price (the patient did not agree to show it)."}</p>
              </>
            ) : null}
            {r.hiddenReason !== null ? (
              <p>
                <strong>Removed by NileCare:</strong> {r.hiddenReason}
              </p>
            ) : (
              <div className={styles.actionForm}>
                {r.story && !r.storyApproved ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="approve-story" />
                    <input type="hidden" name="reviewId" value={r.id} />
                    <SubmitButton pending={pending} pendingLabel="Approving...">
                      Approve story
                    </SubmitButton>
                  </Form>
                ) : null}
                <Form method="post" className={styles.inlineForm}>
                  <input type="hidden" name="intent" value="hide" />
                  <input type="hidden" name="reviewId" value={r.id} />
                  <label htmlFor={`reason-${r.id}`} className={`${formStyles.label} ${styles.inlineLabel}`}>
                    Reason shown in its place
                  </label>{" "}
                  <input id={`reason-${r.id}`} name="reason" required minLength={5} maxLength={200} className={`${formStyles.control} ${styles.inlineInput}`} />{" "}
                  <SubmitButton pending={pending} pendingLabel="Hiding..." variant="outline">
                    Hide review
                  </SubmitButton>
                </Form>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
