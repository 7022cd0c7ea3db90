import { useLocation } from "react-router";
import { pathWithoutLocale } from "~/i18n/locales";
import { useIsEnglishOnly } from "~/i18n/use-english-only";
import { useLocale, useT } from "~/i18n/use-t";
import { button } from "~/styles/ui.css";
import * as styles from "./shell.css";

/** Each language named in itself, so a reader finds their own. */
const names = { en: "English", ar: "العربية" } as const;

/**
 * English ⇄ Arabic: a plain form (no JavaScript needed) that posts to `/resources/locale`, which remembers
 * the choice and answers with the same page and query in the other language — a new document, since the
 * page's messages and direction change.
 */
export function LanguageSwitch({ tone }: { tone: "band" | "surface" }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const englishOnly = useIsEnglishOnly();
  if (englishOnly) return null;
  const other = locale === "ar" ? "en" : "ar";
  return (
    <form method="post" action="/resources/locale" aria-label={t("shell.language.label")}>
      <input
        type="hidden"
        name="redirectTo"
        value={pathWithoutLocale(location.pathname) + location.search + location.hash}
      />
      <button
        type="submit"
        name="locale"
        value={other}
        lang={other}
        className={tone === "band" ? styles.topBarAction : `${button.ghost} ${styles.languageButton}`}
      >
        {names[other]}
      </button>
    </form>
  );
}
