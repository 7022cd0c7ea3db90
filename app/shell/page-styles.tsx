import { createContext, useContext } from "react";
import { Links, UNSAFE_FrameworkContext, useMatches } from "react-router";

const InlineStylesContext = createContext<Readonly<Record<string, string>>>({});

/**
 * The stylesheets' text by URL that the document carries inline: the built files on the server
 * (`page-styles.server.ts`), what the document holds in the browser (`stylesInDocument`).
 */
export const InlineStylesProvider = InlineStylesContext.Provider;

/**
 * The styles the server wrote inline, read before hydration: the browser renders the same `<style>` elements, and
 * puts their text back when a later page's routes need them again.
 */
export function stylesInDocument(): Record<string, string> {
  return Object.fromEntries(
    [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].map((style) => [
      style.dataset.href!,
      style.textContent ?? "",
    ]),
  );
}

/**
 * React Router's `<Links>` with the routes' stylesheets written inline: the document's first paint waits for no
 * stylesheet. A stylesheet the document does not carry (a route first reached by a client navigation) is linked
 * as `<Links>` would; React Router has fetched it before the navigation renders.
 */
export function PageLinks() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const inline = useContext(InlineStylesContext);
  const matches = useMatches();
  if (!framework) return <Links />;
  const { manifest } = framework;
  const hrefs = [...new Set(matches.flatMap((match) => manifest.routes[match.id]?.css ?? []))];
  // `<Links>` reads the matched routes' entries for their stylesheets; these say they have none, and every other
  // entry is read through from the real manifest.
  const routes = Object.create(manifest.routes) as typeof manifest.routes;
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (route) routes[match.id] = { ...route, css: undefined };
  }
  return (
    <>
      {hrefs.map((href) =>
        inline[href] === undefined ? (
          <link key={href} rel="stylesheet" href={href} />
        ) : (
          <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: inline[href] }} />
        ),
      )}
      <UNSAFE_FrameworkContext.Provider value={{ ...framework, manifest: { ...manifest, routes } }}>
        <Links />
      </UNSAFE_FrameworkContext.Provider>
    </>
  );
}
