import { useEffect, useMemo, useRef } from "react";
import { useFetcher } from "react-router";
import type { ThreadMessage } from "./thread.server";
import { THREAD_POLL_MS } from "./thread-rules";

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
  const load = useRef(fetcher.load);
  load.current = fetcher.load;

  useEffect(() => {
    const params = new URLSearchParams({ after: latest });
    if (key) params.set("key", key);
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void load.current(`${pollPath}?${params}`);
    }, THREAD_POLL_MS);
    return () => window.clearInterval(timer);
  }, [pollPath, key, latest]);

  return messages;
}
