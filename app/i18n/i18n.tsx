import { createContext, useContext } from "react";
import { createTranslator, type I18n, type Messages } from "./compiled-message";
import type { Locale } from "./locales";

/** What the browser fetches once per locale and version: that locale's compiled messages, nothing else. */
export type CataloguePayload = { locale: Locale; messages: Messages };

/** The translator of one locale's compiled messages (no ICU parser: messages arrive compiled). */
export function createI18n({ locale, messages }: CataloguePayload): I18n {
  return createTranslator(locale, messages);
}

/** The id of the preload link to the catalogue, which `entry.client.tsx` fetches before hydrating. */
export const CATALOGUE_LINK_ID = "nilecare-messages";

const I18nContext = createContext<I18n | null>(null);

/**
 * The page's translator, given by `entry.server.tsx` and `entry.client.tsx`. Our own context instead of
 * `@lingui/react`: a locale never changes within a document, so nothing needs its change events (0.3 KB gzip less).
 */
export const I18nProvider = I18nContext.Provider;

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useI18n() outside I18nProvider");
  return i18n;
}

const CatalogueUrlContext = createContext("");

/** Given by `entry.server.tsx` (from the catalogue's version) and `entry.client.tsx` (from the document). */
export const CatalogueUrlProvider = CatalogueUrlContext.Provider;

/**
 * The preload of the active locale's catalogue, held with the page's scripts until the first paint
 * (`app/shell/deferred-scripts.tsx`): the browser fetches it beside them and keeps it (immutable URL), so messages
 * never travel inside the HTML of each page.
 */
export function CatalogueLink() {
  const href = useContext(CatalogueUrlContext);
  return <link id={CATALOGUE_LINK_ID} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />;
}
