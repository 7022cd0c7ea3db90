import { conversationPath } from "~/conversations/conversation-link.server";
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
  return localePath(locale, viewer.kind === "link" ? await conversationPath(kept) : `/requests/${kept}`);
}
