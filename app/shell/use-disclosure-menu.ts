import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A `<details>` menu that opens without JavaScript and, with it, closes on Escape (focus back on its summary) and
 * after each navigation — not when the page first hydrates: a menu opened while the scripts loaded stays open.
 */
export function useDisclosureMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (details.current) details.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const menu = details.current;
    if (!menu) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape" || !menu?.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
    menu.addEventListener("keydown", closeOnEscape);
    return () => menu.removeEventListener("keydown", closeOnEscape);
  }, []);
  return details;
}
