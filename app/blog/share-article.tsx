import { useState } from "react";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "./blog.css";

/**
 * 'Share Article': the system share sheet where the browser has one, otherwise the link is
 * copied. Without JavaScript it is a plain mailto: link carrying the article's address.
 */
export function ShareArticle({ title, url }: { title: string; url: string }) {
  const hydrated = useHydrated();
  const t = useT();
  const [status, setStatus] = useState("");
  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing more to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t("blog.share.copied"));
    } catch {
      setStatus(t("blog.share.copyThis", { url }));
    }
  }

  return (
    <div className={styles.shareRow}>
      {hydrated ? (
        <button type="button" className={ui.button.outline} onClick={share}>
          {t("blog.share.button")}
        </button>
      ) : (
        <a href={mailto} className={ui.button.outline}>
          {t("blog.share.button")}
        </a>
      )}
      <p role="status" className={styles.shareStatus}>
        {status}
      </p>
    </div>
  );
}
