import { useEffect, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";

const STORAGE_KEY = "nilecare-case-shortcuts";

/** The switch lives in this browser's storage; a change in another tab, or by the switch here, is heard. */
function subscribe(changed: () => void) {
  window.addEventListener("storage", changed);
  return () => window.removeEventListener("storage", changed);
}
const isOn = () => window.localStorage.getItem(STORAGE_KEY) !== "off";

/** Whether a key press belongs to a field (typing an "r" in the reply is not a shortcut). */
function isTyping(target: EventTarget | null) {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

/**
 * The case page's keyboard shortcuts (decision 0153), with JavaScript: r writes a reply, a claims
 * the case (assign to me), n opens the next case. Single-letter shortcuts can be turned off (WCAG 2.1.4), and the
 * choice is kept in this browser. Returns whether they are on and the switch.
 */
export function useCaseShortcuts(nextCaseHref: string | null) {
  const navigate = useNavigate();
  // Null on the server and before hydration: nothing is listening for keys yet.
  const on = useSyncExternalStore(subscribe, isOn, () => null);
  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return;
      if (event.key === "r") {
        const reply = document.querySelector<HTMLTextAreaElement>('#thread-reply textarea[name="body"]');
        if (!reply) return;
        event.preventDefault();
        reply.focus();
      } else if (event.key === "a") {
        const claim = document.querySelector<HTMLInputElement>('form input[name="intent"][value="claim"]')?.form;
        if (!claim) return;
        event.preventDefault();
        claim.requestSubmit();
      } else if (event.key === "n" && nextCaseHref) {
        event.preventDefault();
        void navigate(nextCaseHref);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [on, nextCaseHref, navigate]);
  const toggle = () => {
    window.localStorage.setItem(STORAGE_KEY, isOn() ? "off" : "on");
    // The storage event reaches other tabs only: tell this one too.
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEY }));
  };
  return { on, toggle };
}
