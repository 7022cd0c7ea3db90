import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { Translate } from "~/i18n/message-key";
import { useLocale, useT } from "~/i18n/use-t";
import { showToast } from "~/toast/client-toasts";
import type { ToastInput } from "~/toast/toast";
import { useHydrated } from "~/utils/use-hydrated";
import { documentKindKey, documentLimits, MAX_FILE_BYTES, uploadToasts, type DocumentKind } from "./documents";
import { acceptAttribute, acceptedContentType, SIGNATURE_BYTES } from "~/uploads/files";
import * as styles from "./intake.css";
import { UPLOAD_PATH, withPageLocale } from "./paths";

type Upload = { key: number; name: string; percent: number };
type UploadAnswer = { ok: true } | { ok: false; toast?: ToastInput };

/** The same checks as the server's, before sending: a refused file is not uploaded at all. */
async function refusal(t: Translate, file: File): Promise<ToastInput | null> {
  if (file.size > MAX_FILE_BYTES) return uploadToasts(t).tooLarge(file.name);
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return acceptedContentType(file.name, head) ? null : uploadToasts(t).invalidType(file.name);
}

function send(url: string, file: File, onProgress: (percent: number) => void) {
  return new Promise<UploadAnswer>((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      const body = request.response as UploadAnswer | null;
      resolve(body ?? { ok: false });
    });
    request.addEventListener("error", () => resolve({ ok: false }));
    request.send(file);
  });
}

/**
 * One upload at a time across the page: the first upload of a visit starts the draft and its
 * cookie, which every later one must carry.
 */
let queue: Promise<unknown> = Promise.resolve();
function enqueue<T>(task: () => Promise<T>) {
  const run = queue.then(task);
  queue = run.catch(() => {});
  return run;
}

let uploadKey = 0;

/**
 * A file input for one kind of document. Without JavaScript it is part of its form and the
 * chosen files travel with the form's post. With JavaScript each chosen file is checked, sent on
 * its own with its progress shown, and the page's data is reloaded once all have arrived.
 */
export function DocumentInput({
  kind,
  intakeId,
  describedBy,
  onBusyChange,
}: {
  kind: DocumentKind;
  intakeId?: string;
  /** The id of the text that states the accepted files. */
  describedBy: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const onBusy = useRef(onBusyChange);
  const inputId = `${intakeId ?? "draft"}-${kind}-input`;

  useEffect(() => {
    onBusy.current = onBusyChange;
  });
  useEffect(() => onBusy.current?.(uploads.length > 0), [uploads.length]);

  async function upload(files: File[]) {
    let stored = 0;
    for (const file of files) {
      const problem = await refusal(t, file);
      if (problem) {
        showToast(problem);
        continue;
      }
      const key = ++uploadKey;
      setUploads((list) => [...list, { key, name: file.name, percent: 0 }]);
      const params = new URLSearchParams({ kind, name: file.name });
      if (intakeId) params.set("intake", intakeId);
      const answer = await enqueue(() =>
        send(withPageLocale(`${UPLOAD_PATH}?${params}`, locale), file, (percent) =>
          setUploads((list) => list.map((u) => (u.key === key ? { ...u, percent } : u))),
        ),
      );
      setUploads((list) => list.filter((u) => u.key !== key));
      if (answer.ok) stored += 1;
      else showToast(answer.toast ?? uploadToasts(t).failed(file.name));
    }
    if (stored > 0) showToast(uploadToasts(t).uploaded(stored));
    await revalidator.revalidate();
  }

  return (
    <div className={styles.fileField}>
      <label htmlFor={inputId} className={styles.fileLabel}>
        {t(`intake.documents.choose.${kind}`)}
      </label>
      <input
        id={inputId}
        type="file"
        name={kind}
        accept={acceptAttribute}
        multiple={documentLimits[kind] > 1}
        aria-describedby={describedBy}
        className={styles.fileInput}
        onChange={
          hydrated
            ? (event) => {
                const files = Array.from(event.currentTarget.files ?? []);
                // The files are on their way now; the form's own post must not send them again.
                event.currentTarget.value = "";
                if (files.length > 0) void upload(files);
              }
            : undefined
        }
      />
      {uploads.length > 0 ? (
        <ul className={styles.progressList} aria-label={t("intake.documents.uploadsInProgress", { kind: t(documentKindKey(kind)) })}>
          {uploads.map((u) => (
            <li key={u.key}>
              <span className={styles.progressName}>{u.name}</span>
              <progress max={100} value={u.percent} aria-label={t("intake.documents.uploadingFile", { file: u.name })} />
              <span aria-hidden="true">{u.percent}%</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The has-flag of a document kind, as the wizard and the dashboard both show it. */
export function UploadedFlag({ kind, uploaded }: { kind: DocumentKind; uploaded: boolean }) {
  const t = useT();
  return (
    <p className={`${styles.flag} ${uploaded ? styles.flagOn : ""}`}>
      {uploaded ? t("intake.documents.uploaded", { kind: t(documentKindKey(kind)) }) : t("intake.documents.notUploaded")}
    </p>
  );
}
