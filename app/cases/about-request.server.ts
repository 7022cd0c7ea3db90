import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cases } from "~/db/schema";
import type { Translate } from "~/i18n/message-key";
import type { Locale } from "~/i18n/locales";
import { formatDayFirst } from "~/i18n/format";
import { treatmentName } from "~/treatments/treatment-name";
import { ABOUT_REQUEST_FIELD, NEW_REQUEST, type OpenRequestChoice } from "./about-request";
import { mergeCases, openCasesOf } from "./merge-cases.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The open requests a signed-in patient may choose, titled in the page's language; none for a visitor. */
export async function openRequestChoices(userId: string | null, t: Translate, locale: Locale): Promise<OpenRequestChoice[]> {
  if (!userId) return [];
  const open = await openCasesOf(userId);
  return open.map((c) => {
    const treatment = treatmentName(c.treatment, locale);
    const what = treatment ? t(`requests.type.${c.type}.about`, { treatment }) : t(`requests.type.${c.type}`);
    return { id: c.id, title: `${what} · ${formatDayFirst(locale, c.receivedAt, { day: "numeric", month: "short" })}` };
  });
}

/** The case the form says the new request is about, or null for a new request (or anything unreadable). */
export function aboutRequestOf(form: FormData) {
  const value = form.get(ABOUT_REQUEST_FIELD);
  return typeof value === "string" && value !== NEW_REQUEST && UUID.test(value) ? value : null;
}

/** `attachToChosenRequest` for a request known by its source (the intake just completed). */
export async function attachSourceToChosenRequest(userId: string | null, source: { intakeId: string }, aboutCaseId: string | null) {
  if (!userId || !aboutCaseId) return null;
  const opened = await db.query.cases.findFirst({ where: eq(cases.intakeId, source.intakeId), columns: { id: true } });
  return opened ? attachToChosenRequest(userId, opened.id, aboutCaseId) : null;
}

/**
 * After a signed-in patient's new request opened its case: when they said it is about one of their open
 * requests, the new case is merged into that one (the patient is the actor). Returns the case the patient
 * should see: the chosen one when it merged, else the new one. Someone else's case, a closed or merged-away
 * one, is refused by the merge's own SQL and by the check here: the request then stays a case of its own.
 */
export async function attachToChosenRequest(userId: string | null, newCaseId: string, aboutCaseId: string | null) {
  if (!userId || !aboutCaseId) return newCaseId;
  const [chosen, opened] = await Promise.all([
    db.query.cases.findFirst({ where: eq(cases.id, aboutCaseId) }),
    db.query.cases.findFirst({ where: eq(cases.id, newCaseId) }),
  ]);
  if (!chosen || !opened || chosen.patientUserId !== userId || chosen.status === "closed") return newCaseId;
  const merged = await mergeCases(chosen, opened, null);
  return merged.ok ? chosen.id : newCaseId;
}
