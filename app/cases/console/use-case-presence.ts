import { useEffect, useState } from "react";
import { PRESENCE_PING_MS, type Colleague } from "./presence-rules";

/** The reply box of the case page (app/cases/thread-view.tsx): its form's id. */
const REPLY_FORM_ID = "thread-reply";

function isWriting() {
  const body = document.querySelector<HTMLTextAreaElement>(`#${REPLY_FORM_ID} textarea[name="body"]`);
  return Boolean(body?.value.trim());
}

/**
 * With JavaScript, the case page says it is open every 20 seconds while visible, and at once when its reply box
 * turns from empty to written or back; the answer is who else is here (decision 0154). A plain fetch, not a
 * fetcher: a fetcher's post would reload the whole page (and audit a view) after every ping. Without JavaScript the
 * page shows who opened the case recently, from the audit log.
 */
export function useCasePresence(caseId: string): Colleague[] | undefined {
  const [colleagues, setColleagues] = useState<Colleague[]>();
  useEffect(() => {
    let writing = false;
    let latest = 0;
    const ping = async () => {
      // Read at every ping: a sent reply empties the box without an input event.
      writing = isWriting();
      const asked = ++latest;
      try {
        const response = await fetch(`/staff/cases/${caseId}/presence`, { method: "POST", body: new URLSearchParams({ writing: writing ? "1" : "0" }) });
        // An answer that arrives after a newer ping's is stale.
        if (response.ok && asked === latest) setColleagues(((await response.json()) as { colleagues: Colleague[] }).colleagues);
      } catch {
        // Offline for a moment: the next ping tries again.
      }
    };
    const typed = () => {
      if (isWriting() !== writing) void ping();
    };
    void ping();
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void ping();
    }, PRESENCE_PING_MS);
    // Left for another page or closed: colleagues stop seeing this one at once rather than a minute later.
    const leave = () => navigator.sendBeacon(`/staff/cases/${caseId}/presence`, new URLSearchParams({ leaving: "1" }));
    document.addEventListener("input", typed);
    window.addEventListener("pagehide", leave);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("input", typed);
      window.removeEventListener("pagehide", leave);
      latest += 1;
      leave();
    };
  }, [caseId]);
  return colleagues;
}
