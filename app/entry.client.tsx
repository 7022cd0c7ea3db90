import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { InlineStylesProvider, stylesInDocument } from "./shell/page-styles";
import { CATALOGUE_LINK_ID, CatalogueUrlProvider, createI18n, I18nProvider, type CataloguePayload } from "./i18n/i18n";

/**
 * Hydrates with the page's locale and its compiled messages, from the URL whose preload the document added after
 * its first paint (cached for good once fetched), and the styles the document carries inline. A change of language
 * is a new document (the switcher reloads), so the catalogue is read once. Without it the page stays as the server
 * rendered it.
 */
async function hydrate() {
  const catalogueUrl = document.getElementById(CATALOGUE_LINK_ID)?.getAttribute("href") ?? "";
  const response = await fetch(catalogueUrl);
  const i18n = createI18n((await response.json()) as CataloguePayload);
  const styles = stylesInDocument();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider value={i18n}>
          <CatalogueUrlProvider value={catalogueUrl}>
            <InlineStylesProvider value={styles}>
              <HydratedRouter />
            </InlineStylesProvider>
          </CatalogueUrlProvider>
        </I18nProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
