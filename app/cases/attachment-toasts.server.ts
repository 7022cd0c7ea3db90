import { translatorFor } from "~/i18n/catalogue.server";
import { fileToasts } from "~/uploads/files";
import type { ToastInput } from "~/toast/toast";
import { MAX_VISIBLE_TOASTS } from "~/toast/toast";
import { MAX_ATTACHMENT_COUNT } from "./attachment-rules";
import type { AttachmentResult } from "./attachments.server";

/** The staff console's toasts (English) for an attachment post: one per refused file, then the count stored. */
export function attachmentToasts(results: AttachmentResult[], malformed: boolean): ToastInput[] {
  const toasts = fileToasts(translatorFor("en"));
  if (malformed) return [toasts.malformed()];
  const list: ToastInput[] = results.flatMap((r): ToastInput[] => {
    if (r.ok) return [];
    const name = r.fileName || "One file";
    if (r.reason === "tooMany") {
      return [{ title: "Too many files", description: `${name}: a case holds at most ${MAX_ATTACHMENT_COUNT} attached files.`, variant: "destructive" }];
    }
    return [r.reason === "overQuota" ? toasts.failed(name) : toasts[r.reason](name)];
  });
  const stored = results.filter((r) => r.ok).length;
  if (stored > 0) list.push({ title: "Attached for the patient", description: `${stored === 1 ? "1 file is" : `${stored} files are`} on the patient's request page.` });
  if (list.length === 0) list.push({ title: "No file chosen", description: "Choose a PDF, JPEG or PNG to attach.", variant: "destructive" });
  return list.slice(-MAX_VISIBLE_TOASTS);
}
