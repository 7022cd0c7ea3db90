import { data, redirect, useNavigation } from "react-router";
import { site } from "~content/site";
import { PatientConsultations } from "~/booking/patient-consultations";
import { patientConsultations } from "~/booking/patient-consultations.server";
import { AttachmentsSection } from "~/cases/attachments-section";
import { listAttachments } from "~/cases/attachments.server";
import { caseReference } from "~/cases/case-reference";
import { keptCasePath, patientActionCase } from "~/cases/merged-redirect.server";
import { caseRequests, openingMessages } from "~/dashboard/case-requests.server";
import { SentSection } from "~/dashboard/sent-section";
import { JourneySection } from "~/cases/journey-section";
import { patientJourney } from "~/cases/journey.server";
import { requirePatientCase } from "~/cases/case-access.server";
import * as styles from "~/cases/thread.css";
import { patientTimeZone } from "~/cases/patient-zone.server";
import { StatusTimeline } from "~/cases/status-timeline";
import { cancelTripPlan, postPatientMessage } from "~/cases/thread.server";
import { config } from "~/config.server";
import { patientThreadToasts } from "~/cases/thread-toasts";
import { waitTextIn } from "~/security/wait-text";
import { readFormBody } from "~/forms/request-body.server";
import { decideQuote } from "~/cases/quotes/quotes.server";
import { acceptQuote } from "~/cases/quotes/patient-quotes.server";
import { respond } from "~/forms/outcome.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadThreadPage, threadMessageSchema } from "~/cases/thread-page.server";
import { declineQuoteSchema } from "~/cases/quotes/quote-schema";
import { ThreadSection } from "~/cases/thread-view";
import { useLongDate } from "~/cases/use-long-date";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { Form, Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { QuotesSection } from "~/cases/quotes/quote-card";
import { DepositSection } from "~/cases/payments/deposit-section";
import { VisaLetterLink } from "~/cases/itinerary/visa-letter-link";
import { hasVisaLetter } from "~/cases/itinerary/visa-letter.server";
import { depositFor, startDepositCheckout } from "~/cases/payments/payments.server";
import { returnedFromCheckout } from "~/cases/payments/payment-rules";
import { reviewEligibility } from "~/reviews/reviews.server";
import * as ui from "~/styles/ui.css";
import { PlainPostMarker, SubmitButton } from "~/ui/forms";
import { clientIp } from "~/security/request-meta.server";
import { zoneNameFor } from "~/auth/zone.server";
import { CLINIC_ZONE } from "~/i18n/time";
import type { Route } from "./+types/requests.$caseId";

export async function loader(args: Route.LoaderArgs) {
  const access = await requirePatientCase(args, args.params.caseId);
  const locale = getLocale(args.context);
  // A request merged into another is read on that one (one case per treatment path).
  const kept = await keptCasePath(access.caseRow.id, access.viewer, locale);
  if (kept) throw redirect(kept);
  const timeZone = await patientTimeZone(args.request, args.context);
  const key = access.viewer.kind === "link" ? access.viewer.key : null;
  const ics = new URLSearchParams({ lang: locale, ...(key ? { key } : {}) });
  const t = getTranslator(args.context);
  const [page, requests, journey, consultations, attachments, deposit] = await Promise.all([
    loadThreadPage(access, { timeZone, locale }),
    caseRequests(access.caseRow.id, locale),
    patientJourney(access.caseRow, {
      t,
      locale,
      zone: timeZone,
      cairo: { id: CLINIC_ZONE, name: zoneNameFor(args.context, CLINIC_ZONE) },
      icsPath: `/requests/${access.caseRow.id}/itinerary.ics?${ics}`,
    }),
    patientConsultations(access.caseRow.id, locale),
    listAttachments(access.caseRow.id),
    depositFor(access.caseRow.id),
  ]);
  const caseId = access.caseRow.id;
  return {
    ...page,
    reference: caseReference(caseId),
    // The patient's words open the conversation; a plan's or an intake's details stay in their own section.
    openings: openingMessages(requests, caseId, t, (request, own) =>
      request.sent.type === "trip_plan" || request.sent.type === "intake"
        ? { href: own ? "#sent" : `#sent-${request.caseId}`, label: t("requests.opening.details") }
        : null,
    ),
    sent: requests.find((r) => r.caseId === caseId)?.sent ?? null,
    // Requests merged into this one, newest first, each with its own section.
    alsoSent: requests
      .filter((r) => r.caseId !== caseId)
      .reverse()
      .map((r) => ({ id: r.caseId, receivedAt: r.receivedAt, sent: r.sent })),
    journey,
    consultations,
    attachments,
    deposit,
    // Back from the provider's checkout: without paying, or paid before its webhook has reached us.
    depositReturned: returnedFromCheckout(new URL(args.request.url).searchParams.get("deposit")),
    // Intake documents download for their signed-in owner only, never through a conversation link.
    canDownload: access.viewer.kind === "patient",
    // The review invitation shows to the signed-in patient once the case may be reviewed (decision 0161).
    reviewPath: `/requests/${access.caseRow.id}/review`,
    canReview: access.viewer.kind === "patient" && (await reviewEligibility(access.viewer.userId, access.caseRow.id)) === "eligible",
    // The letter names the passport: for the signed-in patient only, once the trip has its name and number.
    visaLetter: access.viewer.kind === "patient" && (await hasVisaLetter(access.caseRow.id)),
    metaTitle: t("requests.meta.title"),
  };
}

/** The patient's posts on their thread: a message, an answer to a quote, cancelling a trip plan. */
export async function action(args: Route.ActionArgs) {
  const { viewer, caseRow } = await patientActionCase(await requirePatientCase(args, args.params.caseId));
  const form = await readFormBody(args.request);
  const actorId = viewer.kind === "patient" ? viewer.userId : null;
  const t = getTranslator(args.context);
  const threadToasts = patientThreadToasts(t, config.operator.phone);
  switch (form.get("intent")) {
    case "message": {
      const submission = parseWithZod(form, { schema: threadMessageSchema });
      if (submission.status !== "success") return data({ messageResult: submission.reply() }, { status: 400 });
      const posted = await postPatientMessage(caseRow, viewer, submission.value.body, getLocale(args.context));
      if (!posted.ok) {
        const toast = threadToasts.limited(waitTextIn(t, posted.retryAfterSeconds));
        return respond(args, { status: "reply", reply: { messageResult: submission.reply() }, toast, httpStatus: 429 });
      }
      return respond(args, { status: "done", reply: { messageResult: submission.reply({ resetForm: true }), ok: true }, toast: threadToasts.sent, hash: "#conversation" }, form);
    }
    case "accept": {
      const quoteId = String(form.get("quoteId") ?? "");
      const decided = await acceptQuote(caseRow, quoteId, actorId, { ip: clientIp(args.request), locale: getLocale(args.context) });
      if (!decided.ok) return respond(args, { status: "reply", reply: {}, toast: quoteRefusal(threadToasts, decided.reason), httpStatus: 409 });
      return respond(args, { status: "done", reply: { ok: true }, toast: threadToasts.accepted, hash: "#quotes" }, form);
    }
    case "decline": {
      const submission = parseWithZod(form, { schema: declineQuoteSchema });
      if (submission.status !== "success") return data({ declineResult: submission.reply() }, { status: 400 });
      const { quoteId, reason } = submission.value;
      const decided = await decideQuote(caseRow, quoteId, { declined: reason }, actorId, { ip: clientIp(args.request) });
      if (!decided.ok) return respond(args, { status: "reply", reply: {}, toast: quoteRefusal(threadToasts, decided.reason), httpStatus: 409 });
      return respond(args, { status: "done", reply: { ok: true }, toast: threadToasts.declined, hash: "#quotes" }, form);
    }
    case "deposit": {
      const checkout = await startDepositCheckout(caseRow, getLocale(args.context));
      if (checkout.ok) return respond(args, { status: "redirect", to: checkout.url });
      const toast = { title: t(checkout.reason === "paid" ? "payments.toast.alreadyPaid" : checkout.reason === "noQuote" ? "payments.toast.noQuote" : "payments.toast.provider") };
      return respond(args, { status: "reply", reply: {}, toast, httpStatus: checkout.reason === "provider" ? 502 : 409 });
    }
    case "cancel-plan": {
      const cancelled = await cancelTripPlan(caseRow, viewer);
      if (!cancelled) return respond(args, { status: "reply", reply: {}, toast: threadToasts.notCancellable, httpStatus: 409 });
      return respond(args, { status: "done", reply: { ok: true }, toast: threadToasts.cancelled, hash: "#status" }, form);
    }
    default:
      throw new Response(null, { status: 400, statusText: "Bad Request" });
  }
}

/** Why a quote could not be answered, in the patient's words. */
function quoteRefusal(toasts: ReturnType<typeof patientThreadToasts>, reason: "closed" | "caseClosed" | "accepted") {
  return reason === "caseClosed" ? toasts.quoteCaseClosed : reason === "accepted" ? toasts.quoteAccepted : toasts.quoteClosed;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.metaTitle} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

/** A patient's request: its status, quotes and the conversation with the coordinators. */
export default function PatientRequest({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const t = useT();
  const longDate = useLongDate(data.timeZone.id);
  const cancelling = useNavigation().formData?.get("intent") === "cancel-plan";
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <div className={styles.page}>
        <div>
          {data.conversationKey ? null : (
            <p>
              <Link to="/dashboard#my-requests">{t("requests.backToList")}</Link>
            </p>
          )}
          <h1 className={styles.heading}>
            {data.treatment
              ? t(`requests.type.${data.type}.about`, { treatment: data.treatment })
              : t(`requests.type.${data.type}`)}
          </h1>
          <p className={ui.muted}>
            {t("requests.sentOn", { date: longDate(data.receivedAt) })} · {t("requests.reference", { reference: data.reference })}
          </p>
        </div>
        <SentSection sent={data.sent} canDownload={data.canDownload} />
        {data.alsoSent.map((also) => (
          <SentSection
            key={also.id}
            id={`sent-${also.id}`}
            title={`${t("caseJourney.merged.title")} (${t("caseJourney.merged.sentOn", { date: longDate(also.receivedAt) })})`}
            sent={also.sent}
            canDownload={data.canDownload}
          />
        ))}
        <StatusTimeline history={data.history} type={data.type} timeZone={data.timeZone.id} />
        <JourneySection journey={data.journey} timeZone={data.timeZone.id} />
        {data.deposit ? (
          <DepositSection deposit={data.deposit} caseId={data.caseId} actionUrl={data.actionUrl} returned={data.depositReturned} timeZone={data.timeZone.id} />
        ) : null}
        <PatientConsultations consultations={data.consultations} />
        {data.canReview ? (
          <section className={ui.card} aria-labelledby="review-invite">
            <h2 id="review-invite">{t("reviews.request.title")}</h2>
            <p>{t("reviews.request.lead")}</p>
            <Link to={data.reviewPath} className={ui.button.primary}>
              {t("reviews.request.link")}
            </Link>
          </section>
        ) : null}
        <AttachmentsSection
          caseId={data.caseId}
          attachments={data.attachments}
          canDownload={data.canDownload}
          timeZone={data.timeZone.id}
        />
        {data.quotes.length > 0 ? (
          <QuotesSection
            title={t("requests.quotesTitle")}
            quotes={data.quotes}
            actionUrl={data.actionUrl}
            timeZone={data.timeZone.id}
            decide
          />
        ) : null}
        <ThreadSection
          openings={data.openings}
          messages={data.messages}
          side="patient"
          actionUrl={data.actionUrl}
          pollPath={data.pollPath}
          conversationKey={data.conversationKey}
          constraint={data.messageConstraint}
          timeZone={data.timeZone}
        />
        {data.canCancelPlan ? (
          <section className={ui.card} aria-labelledby="cancel-title">
            <h2 id="cancel-title">{t("requests.cancel.title")}</h2>
            <p className={ui.muted}>{t("requests.cancel.text")}</p>
            <Form method="post" action={`${data.actionUrl}#status`}>
              <PlainPostMarker />
              <input type="hidden" name="intent" value="cancel-plan" />
              <SubmitButton pending={cancelling} pendingLabel={t("requests.cancel.pending")} variant="outline">
                {t("requests.cancel.submit")}
              </SubmitButton>
            </Form>
          </section>
        ) : data.planCancelled ? (
          <p className={ui.muted}>{t("requests.cancel.done")}</p>
        ) : null}
        {data.visaLetter ? <VisaLetterLink caseId={data.caseId} /> : null}
        {data.conversationKey ? (
          <p className={ui.muted}>
            {t("requests.linkNotice")} <Link to="/auth?tab=signup">{t("requests.linkNoticeSignUp")}</Link>.
          </p>
        ) : null}
      </div>
    </div>
  );
}
