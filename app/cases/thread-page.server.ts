import { formConstraint } from "~/forms/constraint";
import { quoteSchema } from "~/cases/quotes/quote-schema";
import { canQuote } from "~/cases/quotes/quotes.server";
import { quotesForReader } from "~/cases/quotes/patient-quotes.server";
import { defaultTerms } from "~/cases/quotes/quote-defaults.server";
import { CLINIC_ZONE } from "~/i18n/time";
import { localePath, type Locale } from "~/i18n/locales";
import type { RequestArgs } from "~/utils/request-context";
import { requireStaffCase, type CaseAccess } from "./case-access.server";
import { threadMessageSchema } from "./message-schema";
import { markRead, statusHistory, threadMessages, tripPlanStatus } from "./thread.server";
import type { ThreadTimeZone } from "./thread-rules";
import { treatmentName, treatmentOptions } from "~/treatments/treatment-name";

/**
 * Everything a thread page shows, for either side. Opening it marks the thread read by that side.
 * Internal notes are not read here: they never reach a page built from this.
 */
/** The conversation sections of the staff case page (404 for anyone who may not work the case). */
export async function loadCaseThread(args: RequestArgs, caseId: string | undefined) {
  return loadThreadPage(await requireStaffCase(args, caseId), { timeZone: { id: CLINIC_ZONE, name: "Cairo" } });
}

/**
 * `timeZone`: where the viewer reads the times (the patient's zone, Cairo for the staff); `locale`: the
 * page's language, which the page's own links and forms keep.
 */
export async function loadThreadPage(
  { viewer, caseRow }: CaseAccess,
  { timeZone, locale = "en" }: { timeZone: ThreadTimeZone; locale?: Locale },
) {
  const side = viewer.kind === "staff" ? "staff" : "patient";
  const now = new Date();
  const [messages, history, quotes, planStatus] = await Promise.all([
    threadMessages(caseRow.id),
    statusHistory(caseRow),
    quotesForReader(caseRow, locale, now),
    tripPlanStatus(caseRow),
    markRead(caseRow.id, viewer),
  ]);
  const key = viewer.kind === "link" ? viewer.key : null;
  const base = side === "staff" ? `/staff/cases/${caseRow.id}` : `/requests/${caseRow.id}`;
  const withKey = (path: string) => localePath(locale, key ? `${path}?key=${encodeURIComponent(key)}` : path);
  return {
    side,
    caseId: caseRow.id,
    type: caseRow.type,
    treatment: treatmentName(caseRow.treatment, locale),
    timeZone,
    patientName: caseRow.patientName,
    patientEmail: side === "staff" ? caseRow.patientEmail : null,
    receivedAt: caseRow.receivedAt.toISOString(),
    conversationKey: key,
    actionUrl: withKey(base),
    pollPath: `/requests/${caseRow.id}/messages`,
    messages,
    history,
    quotes: quotes.map((quote) => ({ ...quote, printUrl: withKey(`/requests/${caseRow.id}/quotes/${quote.id}`) })),
    canQuote: side === "staff" && canQuote(caseRow),
    canCancelPlan:
      side === "patient" && caseRow.type === "trip_plan" && caseRow.status !== "closed" && (planStatus === "submitted" || planStatus === "reviewing"),
    planCancelled: planStatus === "cancelled",
    messageConstraint: formConstraint(threadMessageSchema),
    quoteConstraint: side === "staff" ? formConstraint(quoteSchema) : {},
    quoteTreatments: side === "staff" ? treatmentOptions() : [],
    quoteStartTerms: await defaultTerms(caseRow.treatment),
    caseTreatment: caseRow.treatment,
  };
}
