import { useContext } from "react";
import { Scripts, UNSAFE_FrameworkContext } from "react-router";
import { CatalogueLink } from "~/i18n/i18n";

const HELD_ID = "nilecare-scripts";

/**
 * Once the page has loaded and painted (the `load` event, then the next frame), puts the held module preloads, the
 * catalogue's preload and React Router's module script into the document, with this script's nonce.
 */
const START_AFTER_PAINT = `(()=>{const own=document.currentScript;const start=()=>{const held=document.createElement("template");held.innerHTML=document.getElementById("${HELD_ID}").textContent;for(const link of held.content.querySelectorAll("link"))document.head.append(document.importNode(link));for(const source of held.content.querySelectorAll('script[type="module"]')){const script=document.createElement("script");script.type="module";script.nonce=own.nonce;script.textContent=source.textContent;document.head.append(script)}};const afterPaint=()=>requestAnimationFrame(()=>setTimeout(start));if(document.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true})})()`;

/**
 * React Router's `<Scripts>`, fetched only after the first paint (decision 0127): in the document they are held in a
 * `<noscript>`, which a browser running scripts reads as text, so neither its preload scanner nor the module
 * script asks for 120 KB of JavaScript and the 25 KB catalogue while the document and its hero are on the wire. The
 * pages work without JavaScript, so hydrating a moment later loses nothing. React Router's context script stays
 * inline and runs at once: the loader data the server streams after it is handed to that context as it arrives.
 */
export function DeferredScripts({ nonce }: { nonce: string }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  // React Router's own first script, as `<Scripts>` writes it (the copy inside the <noscript> never runs).
  const context = framework?.serverHandoffString
    ? `window.__reactRouterContext = ${framework.serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`
    : " ";
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: context }} />
      <noscript id={HELD_ID}>
        <CatalogueLink />
        <Scripts nonce={nonce} />
      </noscript>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT }} />
    </>
  );
}
