/**
 * Files people upload, whoever keeps them (an intake's documents, files a coordinator attaches): which are
 * accepted, how their names are cleaned and shown, and what a form says when one is refused. Pure code shared by
 * the browser (checks before uploading) and the server (the checks that count).
 */
import type { StoredContentType } from "~/domain/intake";
import type { Translate } from "~/i18n/message-key";
import type { ToastInput } from "~/toast/toast";

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
export function shownName(name: string) {
  return name.length <= 60 ? name : `${name.slice(0, 40)}…${name.slice(-19)}`;
}

export type UploadRejection = "tooLarge" | "invalidType" | "tooMany" | "failed" | "overQuota";

export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The messages about a refused file, in the language of `t`. */
export function fileToasts(t: Translate) {
  const file = (name: string) => ({ file: shownName(name) });
  return {
    tooLarge: (name: string): ToastInput => ({
      title: t("uploads.file.tooLarge.title"),
      description: t("uploads.file.tooLarge.description", file(name)),
      variant: "destructive",
    }),
    invalidType: (name: string): ToastInput => ({
      title: t("uploads.file.invalidType.title"),
      description: t("uploads.file.invalidType.description", file(name)),
      variant: "destructive",
    }),
    failed: (name: string): ToastInput => ({
      title: t("uploads.file.failed.title"),
      description: t("uploads.file.failed.description", file(name)),
      variant: "destructive",
    }),
    /** A post the reader could not decode (no file of it is named). */
    malformed: (): ToastInput => ({
      title: t("uploads.file.failed.title"),
      description: t("uploads.file.malformed.description"),
      variant: "destructive",
    }),
  };
}
