/**
 * Intake documents: their kinds, how many of each, and the intake's messages about them (what any uploaded file
 * must be is app/uploads/files.ts). Pure code shared by the browser and the server.
 */
import type { Translate } from "~/i18n/message-key";
import type { ToastInput } from "~/toast/toast";
import { fileToasts, shownName } from "~/uploads/files";

import type { DocumentKind } from "~/domain/intake";

export {
  documentKinds,
  MAX_FILE_BYTES,
  storedContentTypes,
  type DocumentKind,
  type StoredContentType,
} from "~/domain/intake";

/** The staff console's names of the kinds (English); patients' pages use `documentKindKey`. */
export const documentKindLabels: Record<DocumentKind, string> = {
  passport: "Passport",
  medicalRecords: "Medical Records",
  insurance: "Insurance",
};

export const documentKindKey = (kind: DocumentKind) => `intake.documents.kind.${kind}` as const;

/** Passport and insurance hold one file (a new upload replaces the old); medical records many, up to a bound. */
export const documentLimits: Record<DocumentKind, number> = { passport: 1, medicalRecords: 10, insurance: 1 };

/** The intake's upload messages in the language of `t` (the page's, or the one the uploader's request names). */
export function uploadToasts(t: Translate) {
  const file = (name: string) => ({ file: shownName(name) });
  return {
    ...fileToasts(t),
    tooMany: (name: string): ToastInput => ({
      title: t("intake.upload.tooMany.title"),
      description: t("intake.upload.tooMany.description", { ...file(name), max: documentLimits.medicalRecords }),
      variant: "destructive",
    }),
    /** An anonymous visitor's daily allowance is used up; `limit` is the rate limit's message with the real wait. */
    overQuota: (name: string, limit: string): ToastInput => ({
      title: t("intake.upload.overQuota.title"),
      description: t("intake.upload.overQuota.description", { ...file(name), limit }),
      variant: "destructive",
    }),
    uploaded: (count: number): ToastInput => ({
      title: t("intake.upload.uploaded.title"),
      description: t("intake.upload.uploaded.description", { count }),
    }),
    removed: (name: string): ToastInput => ({
      title: t("intake.upload.removed.title"),
      description: t("intake.upload.removed.description", file(name)),
    }),
  };
}

export type DocumentSummary = { id: string; kind: DocumentKind; fileName: string; size: number };

/** The intake's has-document flags: true while at least one file of that kind is kept. */
export function documentFlags(documents: readonly { kind: DocumentKind }[]) {
  return {
    hasPassport: documents.some((d) => d.kind === "passport"),
    hasMedicalRecords: documents.some((d) => d.kind === "medicalRecords"),
    hasInsurance: documents.some((d) => d.kind === "insurance"),
  };
}
