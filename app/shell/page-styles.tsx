import { createContext, useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

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
 * What React Router's `<Links>` would write, with the routes' stylesheets inline: the document's first paint waits
 * for no stylesheet. A stylesheet the document does not carry (a route first reached by a client navigation) is
 * linked, as `<Links>` does; React Router has fetched it before the navigation renders. Then each matched route's
 * own `links()` (the icon). `<Links>` itself is not used: it would link every stylesheet again.
 */
export function PageLinks() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const inline = useContext(InlineStylesContext);
  const matches = useMatches();
  const hrefs = [...new Set(matches.flatMap((match) => framework?.manifest.routes[match.id]?.css ?? []))];
  const links = matches.flatMap((match) => framework?.routeModules[match.id]?.links?.() ?? []);
  return (
    <>
      {hrefs.map((href) =>
        inline[href] === undefined ? (
          <link key={href} rel="stylesheet" href={href} />
        ) : (
          <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: inline[href] }} />
        ),
      )}
      {links.map((link) => ("page" in link ? null : <link key={`${link.rel} ${link.href}`} {...link} />))}
    </>
  );
}
