import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { useClientToasts } from "./client-toasts";
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, withoutStaleErrors, type Toast } from "./toast";
import * as styles from "./toaster.css";

/**
 * Shows the toasts the server handed to this page and those raised in the browser
 * (client-toasts.ts). Without JavaScript a CSS animation hides each one after the duration and the
 * close control hides it at once; with JavaScript they leave the DOM.
 */
export function Toaster({ toasts: serverToasts }: { toasts: Toast[] }) {
  // Each load brings only the toasts raised since the last one, and the console's list loads again whenever a
  // colleague changes a case: a toast already shown stays until its time is up or it is closed, not until the next load.
  const [held, setHeld] = useState(serverToasts);
  const [lastServerToasts, setLastServerToasts] = useState(serverToasts);
  if (serverToasts !== lastServerToasts) {
    setLastServerToasts(serverToasts);
    const added = serverToasts.filter((toast) => !held.some((h) => h.id === toast.id));
    if (added.length > 0) setHeld(withoutStaleErrors(held, added).slice(-MAX_VISIBLE_TOASTS));
  }
  const clientToasts = useClientToasts();
  const [dismissed, setDismissed] = useState<string[]>([]);
  const t = useT();
  const visible = [...held, ...clientToasts].filter((t) => !dismissed.includes(t.id)).slice(-MAX_VISIBLE_TOASTS);

  const timers = useRef(new Map<string, number>());
  const visibleIds = visible.map((toast) => toast.id).join(" ");
  useEffect(() => {
    for (const id of visibleIds.split(" ").filter(Boolean)) {
      if (timers.current.has(id)) continue;
      timers.current.set(id, window.setTimeout(() => setDismissed((ids) => [...ids, id]), TOAST_DURATION_MS));
    }
  }, [visibleIds]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
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
