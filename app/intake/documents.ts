/**
 * Intake documents: which files are accepted and the messages about them.
 * Pure code shared by the browser (checks before uploading) and the server (the checks that count).
 */
import type { Translate } from "~/i18n/message-key";
import type { ToastInput } from "~/toast/toast";

import type { DocumentKind, StoredContentType } from "~/domain/intake";

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

const MAX_FILE_NAME_LENGTH = 255;

/** What the file input offers; the server decides by the bytes, not by this. */
export const acceptAttribute = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/** Bytes needed to recognise every accepted type. */
export const SIGNATURE_BYTES = 8;

const signatures: { type: StoredContentType; bytes: number[]; extensions: string[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], extensions: ["pdf"] }, // %PDF-
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff], extensions: ["jpg", "jpeg"] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], extensions: ["png"] },
];

/**
 * The type of an accepted file, or null. The content's signature decides; the name's extension
 * must agree with it, so a PNG or a program renamed to .pdf is refused, and so is an empty file.
 */
export function acceptedContentType(fileName: string, head: Uint8Array): StoredContentType | null {
  const extension = fileName.includes(".") ? fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase() : "";
  const match = signatures.find((s) => s.bytes.every((byte, i) => head[i] === byte));
  return match && match.extensions.includes(extension) ? match.type : null;
}

/**
 * Characters a stored name never keeps: control characters (C0, DEL, C1), the bidi controls that
 * can make `rep\u202Efdp.exe` look like `repexe.pdf` (embeddings, overrides, isolates, the LRM, RLM
 * and Arabic letter marks), line and paragraph separators and the byte-order mark.
 */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069\uFEFF]/gu;

/** The name as shown and stored: no path, no control or bidi characters, bounded. */
export function cleanFileName(raw: string) {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(UNSAFE_NAME_CHARACTERS, "").trim();
  return (cleaned || "document").slice(-MAX_FILE_NAME_LENGTH);
}

/** Long names are shortened in toasts only, keeping the extension visible. */
function shownName(name: string) {
  return name.length <= 60 ? name : `${name.slice(0, 40)}…${name.slice(-19)}`;
}

/** The upload messages in the language of `t` (the page's, or the one the uploader's request names). */
export function uploadToasts(t: Translate) {
  const file = (name: string) => ({ file: shownName(name) });
  return {
    tooLarge: (name: string): ToastInput => ({
      title: t("intake.upload.tooLarge.title"),
      description: t("intake.upload.tooLarge.description", file(name)),
      variant: "destructive",
    }),
    invalidType: (name: string): ToastInput => ({
      title: t("intake.upload.invalidType.title"),
      description: t("intake.upload.invalidType.description", file(name)),
      variant: "destructive",
    }),
    tooMany: (name: string): ToastInput => ({
      title: t("intake.upload.tooMany.title"),
      description: t("intake.upload.tooMany.description", { ...file(name), max: documentLimits.medicalRecords }),
      variant: "destructive",
    }),
    failed: (name: string): ToastInput => ({
      title: t("intake.upload.failed.title"),
      description: t("intake.upload.failed.description", file(name)),
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
    /** A post the reader could not decode (no file of it is named). */
    malformed: (): ToastInput => ({
      title: t("intake.upload.failed.title"),
      description: t("intake.upload.malformed.description"),
      variant: "destructive",
    }),
  };
}

export type UploadRejection = "tooLarge" | "invalidType" | "tooMany" | "failed" | "overQuota";

export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
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
