import { useContext } from "react";
import { Scripts, UNSAFE_FrameworkContext } from "react-router";
import { CatalogueLink } from "~/i18n/i18n";
import { fitWebFont } from "./fit-web-font";
import { startAfterPaint } from "./start-after-paint";

const HELD_ID = "nilecare-scripts";

/**
 * Written into the server's HTML only: the browser's render of these elements keeps what the document holds
 * (`suppressHydrationWarning`), so their text is not shipped again in the page's JavaScript.
 */
const START_AFTER_PAINT = import.meta.env.SSR ? `(${startAfterPaint.toString()})(${JSON.stringify(HELD_ID)})` : "";
/** The same, for a page with a web font: its faces are first fitted to the face the page painted in. */
const START_AFTER_PAINT_FITTING_FONT = import.meta.env.SSR
  ? `(${startAfterPaint.toString()})(${JSON.stringify(HELD_ID)},${fitWebFont.toString()})`
  : "";

/**
 * React Router's `<Scripts>`, fetched only after the first paint (decision 0127): in the document they are held in a
 * `<noscript>`, which a browser running scripts reads as text, so neither its preload scanner nor the module
 * script asks for 120 KB of JavaScript and the 25 KB catalogue while the document and its hero are on the wire. The
 * pages work without JavaScript, so hydrating a moment later loses nothing. React Router's context script stays
 * inline and runs at once: the loader data the server streams after it is handed to that context as it arrives.
 * `fontFaces` (the Arabic pages' web font) waits there too; without JavaScript the `<noscript>` applies it at once.
 */
export function DeferredScripts({ nonce, fontFaces }: { nonce: string; fontFaces?: string | undefined }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  // React Router's own first script, as `<Scripts>` writes it (the copy inside the <noscript> never runs).
  const context =
    import.meta.env.SSR && framework?.serverHandoffString
      ? `window.__reactRouterContext = ${framework.serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`
      : " ";
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: context }} />
      {/* React never renders a <noscript>'s children in the browser: the document keeps the server's. */}
      <noscript id={HELD_ID}>
        {import.meta.env.SSR && framework ? (
          // Without a nonce: nothing here runs as written, and a cached copy's nonces are stamped on tags only.
          <UNSAFE_FrameworkContext.Provider value={{ ...framework, nonce: undefined }}>
            {fontFaces ? <style>{fontFaces}</style> : null}
            <CatalogueLink />
            <Scripts />
          </UNSAFE_FrameworkContext.Provider>
        ) : null}
      </noscript>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: fontFaces ? START_AFTER_PAINT_FITTING_FONT : START_AFTER_PAINT }} />
    </>
  );
}
