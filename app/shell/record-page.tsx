import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { site } from "~content/site";
import { Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { loggableError } from "~/utils/loggable-error";
import { localeFrom, seoMeta, siteUrlFrom, type SeoInput } from "~/utils/seo";
import * as styles from "./record-page.css";

type GalleryPhoto = { id: string; src: string; width: number | null; height: number | null };

/**
 * A record's photos on its public page (a facility's, a hotel's), oldest first; nothing when it has none. Each
 * photo's alternative text is the record's name in the page's language and its number.
 */
export function PhotoGallery({ name, photos }: { name: string; photos: readonly GalleryPhoto[] }) {
  const t = useT();
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="photos-title">
      <h2 id="photos-title">{t("pages.photos.title")}</h2>
      <ul className={styles.gallery}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <img
              src={photo.src}
              alt={t("pages.photos.alt", { name, number: index + 1 })}
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              loading={index < 3 ? "eager" : "lazy"}
              className={styles.photo}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What a record's public page shows instead when it failed: the title, text and "back" words under `words`, a link to
 * `back` (a 404 is the record not shown; anything else is also logged).
 */
export function RecordNotFound({ error, words, back }: { error: unknown; words: "facilities.notFound" | "facilities.hotels.notFound"; back: string }) {
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(loggableError(error));
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <h1>{t(`${words}.title`)}</h1>
      <p className={ui.muted}>{t(`${words}.text`)}</p>
      <p>
        <Link to={back} className={ui.button.primary}>
          {t(`${words}.back`)}
        </Link>
      </p>
    </div>
  );
}

/**
 * The meta of a record's public page (a facility, a hotel): its `seoMeta` from the loader's `meta`, or, when the
 * loader answered 404 with `{ metaTitle }`, that title and noindex.
 */
export function recordPageMeta({
  loaderData,
  error,
  location,
  matches,
}: {
  loaderData: { meta: Omit<SeoInput, "path" | "siteUrl" | "locale"> } | undefined;
  error?: unknown;
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}): MetaDescriptor[] {
  if (!loaderData) {
    const title = isRouteErrorResponse(error) && typeof error.data?.metaTitle === "string" ? error.data.metaTitle : site.name;
    return [{ title }, { name: "robots", content: "noindex" }];
  }
  return seoMeta({ ...loaderData.meta, path: location.pathname, siteUrl: siteUrlFrom(matches), locale: localeFrom(matches) });
}
