import { type MetaDescriptor, useRouteLoaderData } from "react-router";
import { site } from "~content/site";
import { isLocale, localePath, type Locale } from "~/i18n/locales";
import type { ShareImage } from "./share-image";

export interface SeoInput {
  /** The full page title, e.g. "Doctors | NileCare". */
  title: string;
  description: string;
  /** The page's path without query or hash: the canonical URL never carries filters. */
  path: string;
  /** SITE_URL, given to every page by the root loader (see siteUrlFrom). */
  siteUrl: string;
  /** The page's language (`localeFrom(matches)`): the canonical URL is the page in that language. */
  locale?: Locale;
  type?: "website" | "article" | "profile";
  /** The page's own picture for link previews (`shareImageOf`); public pages without one show the home page's. */
  image?: ShareImage;
}

/**
 * Title, description, canonical link and Open Graph tags for one page. Each language's page is canonical
 * to itself; the hreflang alternates of every page are drawn by the root layout.
 */
export function seoMeta({ title, description, path, siteUrl, locale = "en", type = "website", image }: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(localePath(locale, path), siteUrl);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: locale === "ar" ? "ar_AR" : "en_US" },
    ...(image
      ? [
          { property: "og:image", content: absoluteUrl(image.src, siteUrl) },
          { property: "og:image:alt", content: image.alt },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
}

export function absoluteUrl(path: string, siteUrl: string) {
  return new URL(path, siteUrl).href;
}

/** SITE_URL from the root loader's data, as a meta function sees it in `matches`. */
export function siteUrlFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  return siteUrlOf(matches.find((m) => m?.id === "root")?.loaderData);
}

function siteUrlOf(root: unknown): string {
  if (root && typeof root === "object" && "siteUrl" in root && typeof root.siteUrl === "string") return root.siteUrl;
  throw new Error("The root loader did not provide siteUrl");
}

/** The page's locale from the root loader's data, as a meta function sees it in `matches`. */
export function localeFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): Locale {
  const root = matches.find((m) => m?.id === "root")?.loaderData;
  return root && typeof root === "object" && "locale" in root && isLocale(root.locale) ? root.locale : "en";
}

/** SITE_URL inside a component, for absolute URLs in structured data. */
export function useSiteUrl(): string {
  return siteUrlOf(useRouteLoaderData("root"));
}
