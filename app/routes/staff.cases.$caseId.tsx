import { Link } from "react-router";
import { CLINIC_ZONE, formatInstant, wallClock } from "~/i18n/time";
import { caseTripCanBePlanned, loadTrip, tripFormDefaults } from "~/cases/itinerary/itinerary.server";
import { saveTripPlan } from "~/cases/itinerary/trip-actions.server";
import { TripPanel } from "~/cases/itinerary/trip-panel";
import { listedFacilityNames } from "~/cases/itinerary/listed-facilities.server";
import { hasVisaLetter } from "~/cases/itinerary/visa-letter.server";
import { markAnswerHandled, planCheckins } from "~/aftercare/aftercare-actions.server";
import { AftercarePanel } from "~/aftercare/aftercare-panel";
import { staffCheckins } from "~/aftercare/checkins.server";
import { moveJourneyStage, saveJourneyFacts } from "~/cases/journey-actions.server";
import { stageTitles } from "~/cases/journey-labels";
import { AttachmentsPanel } from "~/cases/attachments-panel";
import { listAttachments } from "~/cases/attachments.server";
import { JourneyPanel } from "~/cases/journey-panel";
import { mergeHistoryLine } from "~/cases/merge-history";
import { MergePanel } from "~/cases/merge-panel";
import { caseMergeView } from "~/cases/merge-cases.server";
import { itineraryLines, journeyFormDefaults, loadJourney } from "~/cases/journey.server";
import { treatmentOptions } from "~/treatments/treatment-name";
import { translatorFor } from "~/i18n/catalogue.server";
import { caseStatusLabels, caseTypeLabels, closingReasonLabels } from "~/cases/case-rules";
import { CaseThreadSections } from "~/cases/case-thread-sections";
import { insertSavedReply, sendCaseQuote } from "~/cases/thread-actions.server";
import { replyToPatient, sendWhatsappTemplate, type CaseThreadAnswer } from "~/cases/staff-reply.server";
import { whatsappReplyPanel } from "~/cases/whatsapp/reply-panel.server";
import { WhatsappReplyTools } from "~/cases/whatsapp/reply-tools";
import { loadCaseThread } from "~/cases/thread-page.server";
import { caseRequests, openingMessages } from "~/dashboard/case-requests.server";
import { respond, type Outcome } from "~/forms/outcome.server";
import { readFormBody } from "~/forms/request-body.server";
import { documentKindLabels } from "~/intake/documents";
import { formatFileSize } from "~/uploads/files";
import { CaseBookings } from "~/booking/case-bookings";
import { bookCallForPatient, cancelCallForPatient, caseCalls, moveCallForPatient, type CallAnswer } from "~/booking/staff-calls.server";
import { CaseStatusBadge, OverdueMark } from "~/cases/console/case-badges";
import { runCaseAction, type CaseFormAnswer } from "~/cases/console/case-actions.server";
import { loadCaseDetail } from "~/cases/console/case-detail.server";
import { nextCaseId } from "~/cases/console/case-list.server";
import { CaseActions } from "~/cases/console/case-forms-ui";
import { CaseHistory } from "~/cases/console/case-history";
import { requireStaff, type StaffUser } from "~/staff/permissions.server";
import { notFound } from "~/utils/not-found";
import { savedRepliesForCase } from "~/cases/console/saved-replies.server";
import { SavedReplyPicker } from "~/cases/console/saved-reply-picker";
import { CasePresence } from "~/cases/console/case-presence";
import { CaseSectionMenu } from "~/cases/console/case-section-menu";
import * as styles from "~/staff/staff.css";

import type { Route } from "./+types/staff.cases.$caseId";
import { CasePanel } from "~/staff/case-panel";
import { casePayments } from "~/cases/payments/payments.server";
import { refundFromCase } from "~/cases/payments/payment-actions.server";
import { PaymentsPanel } from "~/cases/payments/payments-panel";
import { formatMoney } from "~/i18n/money";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const [detail, conversation, consultations, nextCase] = await Promise.all([
    loadCaseDetail(staff, params.caseId, request),
    loadCaseThread({ request, context }, params.caseId),
    caseCalls(staff, params.caseId, request),
    nextCaseId(staff, params.caseId),
  ]);
  const [journey, attachments, merge, savedReplies, aftercare, requests] = await Promise.all([
    loadJourney(detail.case.id),
    listAttachments(detail.case.id),
    caseMergeView(
      detail.case.id,
      detail.otherCases.map((o) => o.id),
    ),
    savedRepliesForCase(staff, { patientName: detail.case.patientName, locale: detail.case.locale }),
    staffCheckins(detail.case.id),
    caseRequests(detail.case.id, "en"),
  ]);
  const [whatsapp, payments, trip, tripOpen, visaLetter, facilityNames] = await Promise.all([
    whatsappReplyPanel(detail.case.id),
    casePayments(detail.case.id),
    loadTrip(detail.case.id),
    caseTripCanBePlanned(detail.case.id),
    hasVisaLetter(detail.case.id),
    listedFacilityNames(),
  ]);
  const { fromAcceptedQuote, ...defaults } = await journeyFormDefaults({ id: detail.case.id, treatment: detail.case.treatmentId }, journey.row);
  return {
    ...detail,
    conversation,
    // The patient's words open the conversation, in the console's English; the rest of what they sent stays in its
    // panel, or on the page of the case it was sent on.
    openings: openingMessages(requests, detail.case.id, translatorFor("en"), (request, own) =>
      !own
        ? { href: `/staff/cases/${request.caseId}#sent`, label: "What they sent there" }
        : request.sent.type === "trip_plan" || request.sent.type === "intake"
          ? { href: "#sent", label: "Everything they sent" }
          : null,
    ),
    consultations,
    nextCase,
    attachments,
    merge,
    savedReplies,
    whatsapp,
    payments,
    aftercare: { ...aftercare, dischargeDate: trip.trip?.discharge ? wallClock(trip.trip.discharge, CLINIC_ZONE).date : "" },
    trip: { open: tripOpen, defaults: await tripFormDefaults(detail.case.id, trip.trip), visaLetter, facilityNames },
    journey: {
      stage: journey.stage,
      changes: journey.changes,
      defaults,
      fromAcceptedQuote,
      treatments: treatmentOptions(),
      stageTitles: stageTitles("en"),
      // The journey's facts in English: the words the patient reads in theirs.
      patientSees: itineraryLines(journey.row, translatorFor("en"), "en"),
    },
  };
}

type CaseIntentHandler = (form: FormData, staff: StaffUser, args: Route.ActionArgs) => Promise<Outcome<CaseThreadAnswer | CaseFormAnswer | CallAnswer>>;

/** The case page's forms, by the `intent` each posts. */
const caseIntentHandlers = {
  // "Insert reply" posts the reply form without JavaScript: it fills the box, it sends nothing.
  message: (form, _staff, args) => (form.get("insert") === "saved-reply" ? insertSavedReply(args, form) : replyToPatient(args, form)),
  "whatsapp-template": (form, _staff, args) => sendWhatsappTemplate(args, form),
  quote: (form, _staff, args) => sendCaseQuote(args, form),
  claim: (form, staff, { params, request }) => runCaseAction(staff, params.caseId, form, request),
  assign: (form, staff, { params, request }) => runCaseAction(staff, params.caseId, form, request),
  status: (form, staff, { params, request }) => runCaseAction(staff, params.caseId, form, request),
  note: (form, staff, { params, request }) => runCaseAction(staff, params.caseId, form, request),
  remind: (form, staff, { params, request }) => runCaseAction(staff, params.caseId, form, request),
  stage: (form, staff, { params, request }) => moveJourneyStage(staff, params.caseId, form, request),
  journey: (form, staff, { params, request }) => saveJourneyFacts(staff, params.caseId, form, request),
  trip: (form, staff, { params, request }) => saveTripPlan(staff, params.caseId, form, request),
  "follow-up": (form, staff, { params, request }) => planCheckins(staff, params.caseId, form, request),
  "checkin-handled": (form, staff, { params, request }) => markAnswerHandled(staff, params.caseId, form, request),
  refund: (form, staff, { params, request }) => refundFromCase(staff, params.caseId, form, request),
  "book-call": (form, staff, { params, request }) => bookCallForPatient(staff, params.caseId, form, request),
  "move-call": (form, staff, { params, request }) => moveCallForPatient(staff, { caseId: params.caseId }, form, request),
  "cancel-call": (form, staff, { params, request }) => cancelCallForPatient(staff, { caseId: params.caseId }, form, request),
} satisfies Record<string, CaseIntentHandler>;

const isCaseIntent = (intent: unknown): intent is keyof typeof caseIntentHandlers =>
  typeof intent === "string" && Object.hasOwn(caseIntentHandlers, intent);

export async function action(args: Route.ActionArgs) {
  // Staff first: everyone else gets the 404, whatever body they sent.
  const staff = requireStaff(args.context);
  const form = await readFormBody(args.request);
  const intent = form.get("intent");
  if (!isCaseIntent(intent)) notFound();
  const handler: CaseIntentHandler = caseIntentHandlers[intent];
  return respond(args, await handler(form, staff, args), form);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.case.patientName ?? "Case";
  return [{ title: `${name} | Staff console` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The case page scrolls under its own sticky menu, so the console's header does not stick here (decision 0153). */
export const handle = { ownStickyMenu: true };

export default function CasePage({ loaderData }: Route.ComponentProps) {
  const {
    case: c,
    sections,
    documents,
    otherCases,
    otherCasesHidden,
    history,
    notes,
    staffMembers,
    conversation,
    openings,
    consultations,
    journey,
    attachments,
    merge,
    savedReplies,
    whatsapp,
    payments,
    aftercare,
    trip,
    auditHistory,
    messageHistory,
    openedBy,
    nextCase,
  } = loaderData;
  // A case merged away keeps what the patient sent and its history; everything worked on is on the kept case,
  // so its forms are not offered here (the actions refuse them too).
  const mergedAway = merge.keptCaseId !== null;
  const mergePanel = (
    <MergePanel
      caseId={c.id}
      keptCaseId={merge.keptCaseId}
      mergedIn={merge.merges.filter((m) => m.direction === "in").map((m) => m.otherCaseId)}
      candidates={otherCases
        .filter((o) => merge.candidates.includes(o.id))
        .map((o) => ({
          id: o.id,
          label: `${caseTypeLabels[o.type]}${o.treatment ? ` · ${o.treatment}` : ""} · ${caseStatusLabels[o.status]} · received ${formatInstant(o.receivedAt, { zone: CLINIC_ZONE, preset: "console" })}`,
        }))}
    />
  );
  return (
    <div className={styles.page}>
      <CaseSectionMenu nextCaseId={nextCase} mergedAway={mergedAway} />
      <header className={styles.panel}>
        <h1 className={styles.pageTitle}>{c.patientName}</h1>
        <p className={styles.subtle}>{`Case ${c.reference}`}</p>
        <CasePresence caseId={c.id} openedBy={openedBy} />
        <p className={styles.value}>
          <CaseStatusBadge status={c.status} />
          {c.overdue ? <OverdueMark /> : null}
          {c.closingReason ? (
            <span className={styles.subtle}>{`Closed: ${closingReasonLabels[c.closingReason]}`}</span>
          ) : null}
        </p>
        <dl className={styles.facts}>
          <Fact term="Type" value={caseTypeLabels[c.type]} />
          <Fact term="Journey stage" value={journey.stageTitles[journey.stage]} />
          {payments.some((p) => p.status === "paid") ? (
            <Fact
              term="Deposit"
              value={payments
                .filter((p) => p.status === "paid")
                .map((p) => `Deposit paid: ${formatMoney("en", p.amountMinor, p.currency, { minor: true })}, ${formatInstant(p.paidAt ?? "", { zone: CLINIC_ZONE, preset: "console" })} (Cairo)`)
                .join("; ")}
            />
          ) : null}
          <Fact term="Email" value={c.patientEmail} />
          <div className={styles.fact}>
            <dt className={styles.term}>Patient</dt>
            <dd className={styles.value}>
              <Link to={`/staff/cases/${c.id}/patient`}>All their cases, bookings, quotes and documents</Link>
            </dd>
          </div>
          <Fact term="Account" value={c.hasAccount ? "Signed-in patient" : "No account (contact form)"} />
          <Fact term="Treatment" value={c.treatment ?? "Not given"} />
          <Fact term="Received (Cairo)" value={formatInstant(c.receivedAt, { zone: CLINIC_ZONE, preset: "console" })} />
          <Fact
            term="Reply due (Cairo)"
            value={c.dueIn === null ? "No reply owed" : `${formatInstant(c.dueAt, { zone: CLINIC_ZONE, preset: "console" })} (${c.dueIn})`}
          />
          <Fact term="First reply (Cairo)" value={c.firstReplyAt ? formatInstant(c.firstReplyAt, { zone: CLINIC_ZONE, preset: "console" }) : "Not yet"} />
          <Fact
            term="Assignee"
            value={c.assignee ? (c.assignee.isMe ? `${c.assignee.name} (me)` : c.assignee.name) : "Unassigned"}
          />
        </dl>
      </header>

      <div className={styles.caseLayout}>
        {/* The conversation and its reply box lead; what the patient sent, notes and history sit beside it. */}
        <div className={styles.column}>
          {mergedAway ? (
            mergePanel
          ) : (
            <CaseThreadSections
              data={conversation}
              openings={openings}
              replyTools={
                <>
                  <SavedReplyPicker replies={savedReplies} />
                  {whatsapp ? <WhatsappReplyTools actionUrl={conversation.actionUrl} panel={whatsapp} /> : null}
                </>
              }
            />
          )}
        </div>

        <div className={styles.column}>
          {mergedAway ? null : (
            <CaseActions caseId={c.id} status={c.status} remindAt={c.remindAt} assignee={c.assignee} staffMembers={staffMembers} />
          )}

          <CasePanel id="sent" title="What the patient sent">
            {mergedAway || !sections.some((s) => s.details.some((d) => d.inThread)) ? null : (
              <p className={styles.summary}>Their own words open the conversation.</p>
            )}
            {sections.map((section) => (
              <details key={section.title} className={styles.sentSection} open>
                <summary className={styles.sectionTitle}>{section.title}</summary>
                <dl className={styles.details}>
                  {/* Their words are in the conversation; a case merged away shows no conversation, so shows them here. */}
                  {section.details.filter((detail) => mergedAway || !detail.inThread).map((detail) => (
                    <div key={detail.label} className={styles.detailRow}>
                      <dt className={styles.term}>{detail.label}</dt>
                      <dd className={detail.multiline ? styles.multiline : styles.value}>
                        {detail.phone ? (
                          <>
                            <a href={detail.phone.tel} dir="ltr">
                              {detail.value}
                            </a>
                            {" · "}
                            <a href={detail.phone.whatsapp} rel="noopener noreferrer" target="_blank">
                              WhatsApp
                            </a>
                          </>
                        ) : (
                          detail.value
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              </details>
            ))}
            {c.type === "intake" ? (
              <div>
                <h3 className={styles.sectionTitle}>Documents</h3>
                {documents.length === 0 ? (
                  <p className={styles.summary}>No documents were uploaded.</p>
                ) : (
                  <ul className={styles.plainList}>
                    {documents.map((d) => (
                      <li key={d.id} className={styles.listItem}>
                        {/* A download, never a page: reloadDocument skips client routing. */}
                        <Link reloadDocument to={`/staff/cases/${c.id}/documents/${d.id}`}>
                          <bdi>{d.fileName}</bdi>
                        </Link>
                        <span
                          className={styles.subtle}
                        >{`${documentKindLabels[d.kind]} · ${formatFileSize(d.size)} · opening it is recorded`}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ) : null}
          </CasePanel>

          <CasePanel id="notes" title="Internal notes">
            <p className={styles.internalLabel}>
              Only staff see these notes. They are never shown or sent to the patient.
            </p>
            {notes.length === 0 ? (
              <p className={styles.summary}>No notes yet.</p>
            ) : (
              <ul className={styles.plainList}>
                {notes.map((n) => (
                  <li key={n.id} className={styles.note}>
                    <span className={styles.subtle}>{`${n.authorName} · ${formatInstant(n.at, { zone: CLINIC_ZONE, preset: "console" })}`}</span>
                    <p className={styles.multiline}>{n.body}</p>
                  </li>
                ))}
              </ul>
            )}
          </CasePanel>

          {mergedAway ? null : (
            <>
              <JourneyPanel caseId={c.id} {...journey} />
              <PaymentsPanel caseId={c.id} payments={payments} />
              <TripPanel caseId={c.id} {...trip} />
              <AttachmentsPanel caseId={c.id} attachments={attachments} />
              {mergePanel}
              <AftercarePanel caseId={c.id} {...aftercare} />
              <CaseBookings bookings={consultations.bookings} forms={{ caseId: c.id, slots: consultations.slots }} />
            </>
          )}

          <CasePanel id="other-cases" title="Other cases of this patient">
            {otherCases.length === 0 ? (
              <p className={styles.summary}>{otherCasesHidden > 0 ? "None you can open." : "None."}</p>
            ) : (
              <ul className={styles.plainList}>
                {otherCases.map((o) => (
                  <li key={o.id} className={styles.listItem}>
                    <Link
                      to={`/staff/cases/${o.id}`}
                    >{`${caseTypeLabels[o.type]}${o.treatment ? ` · ${o.treatment}` : ""}`}</Link>
                    <span
                      className={styles.subtle}
                    >{`${caseStatusLabels[o.status]} · received ${formatInstant(o.receivedAt, { zone: CLINIC_ZONE, preset: "console" })}`}</span>
                  </li>
                ))}
              </ul>
            )}
            {otherCasesHidden > 0 && otherCases.length > 0 ? (
              <p className={styles.summary}>{`${otherCasesHidden} more assigned to other coordinators.`}</p>
            ) : null}
          </CasePanel>

          <CaseHistory
            receivedAt={c.receivedAt}
            type={c.type}
            channel={c.requestChannel}
            history={history}
            others={[
              ...auditHistory,
              ...messageHistory,
              ...journey.changes.map((s) => ({
                id: s.id,
                text: `${s.actorName} moved the journey stage: ${journey.stageTitles[s.from]} → ${journey.stageTitles[s.to]}`,
                at: s.at,
              })),
              ...merge.merges.map(mergeHistoryLine),
              ...payments.flatMap((p) => [
                ...(p.paidAt ? [{ id: `paid-${p.id}`, text: `Deposit paid: ${formatMoney("en", p.amountMinor, p.currency, { minor: true })} (quote ${p.quoteReference})`, at: p.paidAt }] : []),
                ...p.refunds.map((r) => ({ id: `refund-${r.id}`, text: `${r.staffName} refunded ${formatMoney("en", r.amountMinor, p.currency, { minor: true })}`, at: r.at })),
              ]),
            ]}
          />
        </div>
      </div>
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}
