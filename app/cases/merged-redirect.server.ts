import { eq } from "drizzle-orm";
import type { CaseAccess } from "~/cases/case-access.server";
import { caseLinkPath } from "~/cases/case-link.server";
import { db } from "~/db/client.server";
import { cases } from "~/db/schema";
import { localePath, type Locale } from "~/i18n/locales";
import { keptCaseOf } from "./merge-cases.server";

/**
 * Where the patient's page of a merged-away case sends its reader: the kept case, in the page's language. A
 * conversation link's holder gets the kept case's own link (they proved access to the same patient's case);
 * null when the case was not merged.
 */
export async function keptCasePath(caseId: string, viewer: { kind: string }, locale: Locale) {
  const kept = await keptCaseOf(caseId);
  if (!kept) return null;
  return localePath(locale, viewer.kind === "link" ? await caseLinkPath(kept) : `/requests/${kept}`);
}

/**
 * The case a patient's post acts on: for a request merged away since its page was opened, the kept one, so a
 * message or a quote decision lands where the patient reads it (the same patient, as `keptCasePath` reasons).
 */
export async function patientActionCase(access: CaseAccess): Promise<CaseAccess> {
  const kept = await keptCaseOf(access.caseRow.id);
  if (!kept) return access;
  const caseRow = await db.query.cases.findFirst({ where: eq(cases.id, kept) });
  return caseRow ? { ...access, caseRow } : access;
}
