import { useLocalePath } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";

/**
 * The visa invitation letter on the patient's request page, in the page's language. Draw it only when the trip has
 * the passport's name and number (`hasVisaLetter`) and the viewer is the signed-in patient: the download answers 404
 * otherwise.
 */
export function VisaLetterLink({ caseId }: { caseId: string }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <section id="visa-letter" className={ui.card} aria-labelledby="visa-letter-title">
      <h2 id="visa-letter-title">{t("visaLetter.link.title")}</h2>
      <p className={ui.muted}>{t("visaLetter.link.text")}</p>
      <p>
        {/* A download, never a page: a plain link skips client routing. */}
        <a href={localePath(`/requests/${caseId}/visa-letter.pdf`)} download className={ui.button.outline}>
          {t("visaLetter.link.download")}
        </a>
      </p>
    </section>
  );
}
