import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { site } from "~content/site";
import { requireUserId } from "~/auth/session.server";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { getTranslator, pathFor } from "~/i18n/locale.server";
import { Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { ReviewForm } from "~/reviews/review-form";
import { reviewSchema } from "~/reviews/review-schema";
import * as styles from "~/reviews/reviews.css";
import { reviewedDoctorId, reviewEligibility, submitReview } from "~/reviews/reviews.server";
import * as ui from "~/styles/ui.css";
import { respond } from "~/forms/outcome.server";
import { notFound } from "~/utils/not-found";
import type { Route } from "./+types/requests.$caseId_.review";

/** The signed-in patient's own case only: anyone else's case is a 404, like the request page. */
async function requireOwnCase(args: Route.LoaderArgs | Route.ActionArgs) {
  const userId = requireUserId(args);
  const state = await reviewEligibility(userId, args.params.caseId);
  if (state === "not-found") notFound();
  return { userId, state };
}

const reviewPath = ({ context, params }: Route.LoaderArgs | Route.ActionArgs) => pathFor(context, `/requests/${params.caseId}/review`);

export async function loader(args: Route.LoaderArgs) {
  const { state } = await requireOwnCase(args);
  return {
    state,
    caseId: args.params.caseId,
    // Where the thanks points: the doctor's page, or /stories for a review of the service alone.
    doctorId: state === "reviewed" ? await reviewedDoctorId(args.params.caseId) : null,
    // The page's own path, /ar included: the form posts back to it with or without JavaScript. Built from the
    // route, not the request: a client-side visit loads this with the request's URL ending in ".data".
    actionUrl: reviewPath(args),
    constraint: formConstraint(reviewSchema),
    metaTitle: getTranslator(args.context)("reviews.meta.title"),
  };
}

/** The review is stored once: the INSERT decides who may write it and refuses a second one. */
export async function action(args: Route.ActionArgs) {
  const { userId } = await requireOwnCase(args);
  const form = await readFormBody(args.request);
  const submission = parseWithZod(form, { schema: reviewSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const t = getTranslator(args.context);
  const stored = await submitReview(userId, args.params.caseId, submission.value);
  if (!stored) {
    // Not reviewable (yet), or already reviewed in another tab: the page shows which, nothing is overwritten.
    const now = await reviewEligibility(userId, args.params.caseId);
    const message = now === "reviewed" ? "reviews.done.title" : "reviews.notEligible.lead";
    return data({ result: submission.reply({ formErrors: [t(message)] }) }, { status: 409 });
  }
  const toast = { title: t(submission.value.story && submission.value.storyConsent ? "reviews.toast.storyPending" : "reviews.toast.sent") };
  return respond(args, { status: "done", reply: { result: submission.reply({ resetForm: true }) }, toast, to: reviewPath(args) }, form);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.metaTitle} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function WriteReview({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <div className={styles.page}>
        {d.state === "eligible" ? (
          <>
            <h1>{t("reviews.title")}</h1>
            <p className={ui.muted}>{t("reviews.lead")}</p>
            <ReviewForm actionUrl={d.actionUrl} constraint={d.constraint} />
          </>
        ) : (
          <section className={ui.card} aria-labelledby="review-state">
            <h1 id="review-state">{d.state === "reviewed" ? t("reviews.done.title") : t("reviews.notEligible.title")}</h1>
            {d.state !== "reviewed" ? (
              <p>{t("reviews.notEligible.lead")}</p>
            ) : d.doctorId ? (
              <p>
                {t("reviews.done.lead")} <Link to={`/doctors/${d.doctorId}`}>{t("reviews.done.doctorLink")}</Link>
              </p>
            ) : (
              <p>
                {t("reviews.done.serviceLead")} <Link to="/stories">{t("reviews.done.storiesLink")}</Link>
              </p>
            )}
            <p>
              <Link to={`/requests/${d.caseId}`}>{t("reviews.request.back")}</Link>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
