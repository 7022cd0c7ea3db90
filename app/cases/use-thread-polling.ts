import { useEffect, useMemo } from "react";
import { useFetcher } from "react-router";
import type { ThreadMessage } from "./thread.server";
import { THREAD_POLL_MS } from "~/domain/case-messages";

/**
 * The thread's messages, with the ones written since the page loaded: every 30 seconds, and
 * only while the tab is visible, one request asks for messages newer than the last one shown.
 */
export function useThreadPolling(loaded: ThreadMessage[], pollPath: string, key: string | null) {
  const fetcher = useFetcher<{ messages: ThreadMessage[] }>();
  const polled = fetcher.data?.messages;
  const messages = useMemo(() => {
    const known = new Set(loaded.map((m) => m.id));
    return [...loaded, ...(polled ?? []).filter((m) => !known.has(m.id))];
  }, [loaded, polled]);
  const latest = messages.at(-1)?.sentAt ?? "";
  // A new timer starts whenever the inputs change, so requests stay at least 30 s apart.
  const { load } = fetcher;

  useEffect(() => {
    const params = new URLSearchParams({ after: latest });
    if (key) params.set("key", key);
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void load(`${pollPath}?${params}`);
    }, THREAD_POLL_MS);
    return () => window.clearInterval(timer);
  }, [load, pollPath, key, latest]);

  return messages;
}
