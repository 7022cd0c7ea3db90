import { site } from "~content/site";
import { getUserId } from "~/auth/session.server";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { Link, useLocalePath } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import * as styles from "~/reviews/reviews.css";
import { reviewableCases } from "~/reviews/reviews.server";
import * as ui from "~/styles/ui.css";
import { treatmentName } from "~/treatments/treatment-name";
import { localeFrom, seoMeta, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/stories_.share";
import { siteShareImage } from "~/utils/share-image";

/**
 * "Share Your Story": a treated patient's cases that may be reviewed open the review form (the same invitation as
 * the e-mail); everyone else reads plainly that stories come only from patients NileCare treated.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const userId = getUserId(context);
  const t = getTranslator(context);
  return {
    signedIn: userId !== null,
    cases: userId ? (await reviewableCases(userId)).map((c) => ({ ...c, treatment: treatmentName(c.treatment, getLocale(context)) })) : [],
    meta: { title: `${t("reviews.share.meta.title")} | ${site.name}`, description: t("reviews.share.meta.description"), image: siteShareImage(getLocale(context)) },
  };
}

/** A public page (linked from /stories): its anonymous answer is what search engines and shared links show. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return seoMeta({ ...loaderData.meta, path: "/stories/share", siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function ShareStory({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <div className={styles.page}>
        <h1>{t("reviews.share.title")}</h1>
        {d.cases.length > 0 ? (
          <>
            <p>{t("reviews.share.eligible")}</p>
            <ul className={styles.list}>
              {d.cases.map((c) => (
                <li key={c.id} className={ui.card}>
                  <p>{c.treatment ? t("reviews.share.treatment", { treatment: c.treatment }) : t("reviews.share.treatmentUnknown")}</p>
                  <Link to={`/requests/${c.id}/review`} className={`${ui.button.primary} ${styles.action}`}>
                    {t("reviews.request.link")}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <section className={ui.card} aria-label={t("reviews.share.title")}>
            <p>{t("reviews.share.others")}</p>
            <p className={ui.buttonRow}>
              {d.signedIn ? null : (
                <Link to={`/auth?${new URLSearchParams({ redirectTo: localePath("/stories/share") })}`} className={`${ui.button.primary} ${styles.action}`}>
                  {t("reviews.share.signIn")}
                </Link>
              )}
              <Link to="/contact">{t("reviews.share.contact")}</Link>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
