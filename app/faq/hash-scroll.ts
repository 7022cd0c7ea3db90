/** How long to wait for an anchor's element to appear before giving up. */
export const HASH_OBSERVER_TIMEOUT_MS = 2000;
/** Delay between selecting a tab and scrolling to it, so the panel is shown first. */
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * Calls `found` with the element of the given id as soon as it is in the document, watching
 * DOM changes for at most `timeoutMs`. Returns a function that stops waiting.
 */
export function whenElementAppears(
  id: string,
  found: (element: HTMLElement) => void,
  timeoutMs = HASH_OBSERVER_TIMEOUT_MS,
) {
  const existing = document.getElementById(id);
  if (existing) {
    found(existing);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    stop();
    found(element);
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Smooth scrolling, unless the visitor asked for reduced motion. */
export function scrollToElement(element: HTMLElement) {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
}
