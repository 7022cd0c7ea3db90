import { useState, type ChangeEvent } from "react";
import * as staffStyles from "~/staff/staff.css";
import { SubmitButton } from "~/ui/forms";
import * as formStyles from "~/ui/forms.css";
import * as styles from "./doctor-admin.css";
import { PORTRAIT_FIELD, PORTRAIT_SIDE, portraitAccept, SERVED_PORTRAIT_BYTES } from "./portrait-rules";

function encode(canvas: HTMLCanvasElement, type: string, quality: number) {
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Draws the photo at most PORTRAIT_SIDE px on its longest side and encodes it as WebP (JPEG where the browser
 * cannot), lowering the quality until it weighs at most 60 KB, so a phone sends 60 KB instead of 10 MB. Null when
 * the browser cannot read the file: the original is then posted as it is, as without JavaScript, and the server,
 * which decodes and encodes every upload itself, says what is wrong with it (decision 0123).
 */
async function resizePortrait(file: File): Promise<File | null> {
  try {
    const bitmap = await createImageBitmap(file);
    let side = PORTRAIT_SIDE;
    for (;;) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of [0.85, 0.75, 0.65, 0.5]) {
        let blob = await encode(canvas, "image/webp", quality);
        if (blob?.type !== "image/webp") blob = await encode(canvas, "image/jpeg", quality);
        if (blob && blob.size <= SERVED_PORTRAIT_BYTES) {
          const extension = blob.type === "image/webp" ? "webp" : "jpg";
          return new File([blob], `portrait.${extension}`, { type: blob.type });
        }
      }
      if (side <= 160) return null;
      side = Math.round(side * 0.75);
    }
  } catch {
    return null;
  }
}

/** What the upload form is for: a doctor's portrait, or one more photo of a facility. */
export type PortraitFormProps = {
  action: string;
  /** The photo as the site shows it now, with its alternative text; none yet: no preview. */
  current: { src: string; alt: string } | null;
  note: string;
  label: string;
  submitLabel: string;
};

/**
 * The photo upload: a plain multipart post to `action`, answered with a redirect back and a toast. With JavaScript
 * the chosen photo is resized in the browser first, so the upload is quick.
 */
export function PortraitForm({ action, current, note, label, submitLabel }: PortraitFormProps) {
  const [preparing, setPreparing] = useState(false);
  const [status, setStatus] = useState("");
  async function prepare(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || file.size <= SERVED_PORTRAIT_BYTES) return;
    setPreparing(true);
    setStatus("Resizing the photo...");
    const resized = await resizePortrait(file);
    if (resized) {
      const transfer = new DataTransfer();
      transfer.items.add(resized);
      input.files = transfer.files;
      setStatus(`Resized to ${Math.ceil(resized.size / 1024)} KB, ready to upload.`);
    } else {
      setStatus("This photo could not be resized here; it will be uploaded as it is.");
    }
    setPreparing(false);
  }
  return (
    <form method="post" action={action} encType="multipart/form-data" className={staffStyles.actionForm}>
      <div className={styles.portraitRow}>
        {current ? <img src={current.src} alt={current.alt} width={96} height={96} className={styles.portrait} /> : null}
        <p className={staffStyles.summary}>{note}</p>
      </div>
      <div className={formStyles.field}>
        <label htmlFor="portrait-file" className={formStyles.label}>
          {label}
        </label>
        <input
          id="portrait-file"
          name={PORTRAIT_FIELD}
          type="file"
          accept={portraitAccept}
          required
          aria-describedby="portrait-hint portrait-status"
          onChange={(event) => void prepare(event)}
        />
        <p id="portrait-hint" className={formStyles.hint}>
          A JPEG, PNG or WebP photo up to 10 MB, taken with a phone is fine. The site makes its own copy of it, at most
          480 pixels and 60 KB, without the photo&apos;s location or camera details.
        </p>
        <p id="portrait-status" className={formStyles.hint} role="status">
          {status}
        </p>
      </div>
      <div>
        <SubmitButton pending={preparing} pendingLabel="Resizing...">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
