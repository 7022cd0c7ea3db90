import { defaultLocale, isLocale, type Locale } from "~/i18n/locales";

/** The addresses the intake uses, shared by its pages, forms and actions. */
export const WIZARD_PATH = "/start-journey";
export const DASHBOARD_PATH = "/dashboard";
export const UPLOAD_PATH = "/intake/upload";

export const wizardStepPath = (step: number) => `${WIZARD_PATH}?step=${step}`;
export const documentPath = (documentId: string) => `/intake/documents/${documentId}`;

/**
 * The upload and document endpoints are files without an /ar twin (decision 0133's export does the same):
 * an Arabic page adds `locale=ar` to their address, so their messages and the way back stay Arabic.
 */
export function withPageLocale(path: string, locale: Locale) {
  if (locale === defaultLocale) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams({ locale })}`;
}

export function localeOfUpload(url: URL): Locale {
  const requested = url.searchParams.get("locale");
  return isLocale(requested) ? requested : defaultLocale;
}
