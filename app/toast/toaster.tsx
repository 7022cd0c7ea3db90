import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-t";
import { useClientToasts } from "./client-toasts";
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, type Toast } from "./toast";
import * as styles from "./toaster.css";

/**
 * Shows the toasts the server handed to this page and those raised in the browser
 * (client-toasts.ts). Without JavaScript a CSS animation hides each one after the duration and the
 * close control hides it at once; with JavaScript they leave the DOM.
 */
export function Toaster({ toasts: serverToasts }: { toasts: Toast[] }) {
  const clientToasts = useClientToasts();
  const toasts = [...serverToasts, ...clientToasts];
  const [dismissed, setDismissed] = useState<string[]>([]);
  const t = useT();
  const visible = toasts.filter((t) => !dismissed.includes(t.id)).slice(-MAX_VISIBLE_TOASTS);

  useEffect(() => {
    const ids = [...serverToasts, ...clientToasts].map((t) => t.id);
    if (ids.length === 0) return;
    const timer = setTimeout(() => setDismissed((dismissedIds) => [...dismissedIds, ...ids]), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [serverToasts, clientToasts]);

  return (
    <section aria-label={t("shell.toasts.label")} className={styles.region}>
      {/* The live region wraps the list: role="status" on the <ol> itself would strip its list semantics. */}
      <div role="status" aria-live="polite">
        <ol className={styles.list}>
          {visible.map((toast) => (
            <li
              key={toast.id}
              className={toast.variant === "destructive" ? styles.toast.destructive : styles.toast.default}
            >
              <p className={styles.title}>{toast.title}</p>
              {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
              {/* A checkbox, not a button, so the close control also works without JavaScript (CSS hides a checked toast). */}
              <input
                type="checkbox"
                id={`dismiss-${toast.id}`}
                className={styles.dismissToggle}
                aria-label={t("shell.toasts.dismiss", { title: toast.title })}
                onChange={() => setDismissed((ids) => [...ids, toast.id])}
              />
              {/* The check box carries the name; HTML refuses aria-hidden on a label, so only its sign is hidden. */}
              <label htmlFor={`dismiss-${toast.id}`} className={styles.close}>
                <span aria-hidden="true">×</span>
              </label>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
