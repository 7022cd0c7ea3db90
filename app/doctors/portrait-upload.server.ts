import { isMultipart, readUploadForm, UploadFormError } from "~/uploads/upload-form.server";
import { encodePortrait } from "./portrait-encoding.server";
import { MAX_PORTRAIT_BYTES, PORTRAIT_FIELD } from "./portrait-rules";

const portraitLimits = {
  maxBodyBytes: MAX_PORTRAIT_BYTES + 64 * 1024,
  maxParts: 4,
  maxFieldBytes: 1024,
  maxHeaderBytes: 8 * 1024,
  // One byte past the limit still arrives, so it is refused as too large rather than as an unreadable post.
  maxFileBytes: MAX_PORTRAIT_BYTES + 1,
};

export type PortraitRefusal = "missing" | "tooLarge" | "invalidType" | "undecodable" | "tooManyPixels" | "malformed" | "failed";

/** The staff console is English. */
export const portraitRefusals: Record<PortraitRefusal, string> = {
  missing: "Choose a photo to upload.",
  tooLarge: "That photo is over 10 MB. Choose a smaller one.",
  invalidType: "That file is not a JPEG, PNG or WebP photo.",
  undecodable: "That photo could not be read: the file is damaged, cut short or not really an image. Choose another photo.",
  tooManyPixels: "That PNG or WebP photo is larger than 5 megapixels. Send it as a JPEG, or upload it with JavaScript on so the page resizes it first.",
  malformed: "The upload could not be read. Please try again.",
  failed: "The photo could not be stored. Please try again.",
};

export type ReadPortrait = { ok: true; bytes: Uint8Array; width: number; height: number } | { ok: false; reason: PortraitRefusal };

/**
 * The photo of a staff member's multipart post (field `portrait`, from a phone or a desktop, with or without
 * JavaScript): a JPEG, PNG or WebP of at most 10 MB, decoded and encoded afresh by the site (`encodePortrait`), so
 * what is stored is the site's own WebP of at most 60 KB and nothing else of the upload. Doctors' portraits and
 * facilities' photos both come through here.
 */
export async function readPortraitUpload(request: Request): Promise<ReadPortrait> {
  if (!isMultipart(request)) return { ok: false, reason: "malformed" };
  let upload: File | undefined;
  try {
    await readUploadForm(
      request,
      async ({ field, file }) => {
        if (field === PORTRAIT_FIELD && !upload) upload = file;
      },
      portraitLimits,
    );
  } catch (error) {
    if (error instanceof UploadFormError) return { ok: false, reason: error.fileTooLarge ? "tooLarge" : "malformed" };
    throw error;
  }
  if (!upload || upload.size === 0) return { ok: false, reason: "missing" };
  if (upload.size > MAX_PORTRAIT_BYTES) return { ok: false, reason: "tooLarge" };
  return encodePortrait(new Uint8Array(await upload.arrayBuffer()));
}
