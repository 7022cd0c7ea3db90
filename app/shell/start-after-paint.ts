/**
 * Runs in the page as an inline script (its source is written into the document, `deferred-scripts.tsx`): once the
 * page has loaded (its pictures included) and shown its first contentful paint, it puts the held styles (the web
 * font's faces), module preloads, the catalogue's preload and React Router's module script into the document, with
 * this script's nonce. A browser
 * without paint timing waits two frames after the load instead. Self-contained: it is sent as text. `fit`, on pages
 * with a web font, rewrites its faces before they apply (`fit-web-font.ts`); scripts do not wait for it.
 */
export function startAfterPaint(heldId: string, fit?: (css: string) => Promise<string>) {
  const own = document.currentScript as HTMLScriptElement;
  let loaded = document.readyState === "complete";
  let painted = false;
  let started = false;
  const start = () => {
    if (started || !loaded || !painted) return;
    started = true;
    const held = document.createElement("template");
    held.innerHTML = document.getElementById(heldId)?.textContent ?? "";
    for (const style of held.content.querySelectorAll("style")) {
      if (!fit) {
        document.head.appendChild(document.importNode(style, true));
        continue;
      }
      void fit(style.textContent ?? "").then((css) => {
        const fitted = document.createElement("style");
        fitted.textContent = css;
        document.head.appendChild(fitted);
      });
    }
    for (const link of held.content.querySelectorAll("link")) document.head.appendChild(document.importNode(link, true));
    for (const source of held.content.querySelectorAll('script[type="module"]')) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = own.nonce;
      script.textContent = source.textContent;
      document.head.appendChild(script);
    }
  };
  const paint = () => {
    painted = true;
    setTimeout(start);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      paint();
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(paint));
  }
  if (!loaded) {
    addEventListener(
      "load",
      () => {
        loaded = true;
        setTimeout(start);
      },
      { once: true },
    );
  }
}
