import { useLocation } from "react-router";
import { container } from "~/styles/ui.css";
import * as styles from "./shell.css";

/**
 * On an English page, for a visitor whose browser asks for Arabic first and who has not chosen yet: an offer,
 * in Arabic, to read the site in Arabic — never a redirect (decision 0131). Either answer is remembered.
 * Written in Arabic only, since it speaks to a reader of Arabic; it never shows on Arabic pages.
 */
export function ArabicSuggestion() {
  const location = useLocation();
  const back = location.pathname + location.search;
  return (
    <form method="post" action="/resources/locale" className={styles.suggestion} lang="ar" dir="rtl">
      <input type="hidden" name="redirectTo" value={back} />
      <div className={`${container} ${styles.suggestionInner}`}>
        <p className={styles.suggestionText}>هذا الموقع متوفر باللغة العربية.</p>
        <button type="submit" name="locale" value="ar" className={styles.suggestionButton}>
          تصفّح بالعربية
        </button>
        <button type="submit" name="locale" value="en" className={styles.suggestionButton} lang="en" dir="ltr">
          Continue in English
        </button>
      </div>
    </form>
  );
}
