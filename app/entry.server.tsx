import { isbot } from "isbot";
// React's Node build, not the edge build workerd would resolve: the edge build turns every string it writes into its
// own Uint8Array (a TextEncoder call per attribute and text), the Node build encodes into one buffer; the same HTML
// for 10–18% less CPU per render, measured on the home page, /doctors, /treatments and /ar (nodejs_compat provides
// the Node modules it imports).
import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { catalogueUrl, i18nFor } from "./i18n/catalogue.server";
import { CatalogueUrlProvider, I18nProvider } from "./i18n/i18n";
import { getLocale } from "./i18n/locale.server";
import { InlineStylesProvider } from "./shell/page-styles";
import { builtStyles } from "./shell/page-styles.server";
import { loggableError } from "./utils/loggable-error";
import { NonceProvider } from "./utils/nonce";
import { nonceContext } from "./utils/request-context";

export const streamTimeout = 5_000;

/**
 * Errors thrown by loaders, actions and rendering, logged without the parameters of a failed query. A 4xx answer is
 * an outcome, not a failure: React Router hands one here when an error boundary passes it on (the console's 404 for
 * a visitor), and the operator's log would fill with every probe of /staff.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(loggableError(error));
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  const locale = getLocale(loadContext);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <I18nProvider value={i18nFor(locale)}>
        <CatalogueUrlProvider value={catalogueUrl(locale)}>
          <InlineStylesProvider value={builtStyles}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </InlineStylesProvider>
        </CatalogueUrlProvider>
      </I18nProvider>
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(loggableError(error));
      },
    },
  );
  shellRendered = true;

  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
