import { useEffect, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import type { ThreadMessage } from "./thread-page.server";
import { THREAD_POLL_MS } from "~/domain/case-messages";
import { useLiveSocket } from "./use-live-socket";

/**
 * The thread's messages, with the ones written since the page loaded. The case's socket says when one is stored and
 * the page asks for it at once (and when the socket opens, for what it missed); without a socket, every 30 seconds
 * while the tab is visible. Each request asks for everything newer than the page's loaded messages, so one answer
 * holds all that were written since. `lost`: the staff member may no longer work the case (a colleague or an admin took
 * it); the page says so and stops asking.
 */
export function useThreadPolling(loaded: ThreadMessage[], pollPath: string, key: string | null) {
  const fetcher = useFetcher<{ messages: ThreadMessage[]; lost?: true }>();
  const lost = fetcher.data?.lost === true;
  // The last answer that held messages: a `lost` one holds none, and what the page showed stays.
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered && fetcher.data && !lost) setAnswered(fetcher.data);
  const polled = answered?.messages;
  const messages = useMemo(() => {
    const known = new Set(loaded.map((m) => m.id));
    return [...loaded, ...(polled ?? []).filter((m) => !known.has(m.id))];
  }, [loaded, polled]);
  const since = loaded.at(-1)?.sentAt ?? "";
  const { load } = fetcher;
  const newer = useMemo(() => {
    const params = new URLSearchParams({ after: since });
    if (key) params.set("key", key);
    return `${pollPath}?${params}`;
  }, [pollPath, key, since]);

  // The socket sits beside the poll endpoint, behind the same access check.
  const live = useLiveSocket(pollPath.replace(/\/messages$/, "/live"), key, () => {
    if (!lost) void load(newer);
  });

  // A new timer starts whenever the inputs change, so requests stay at least 30 s apart.
  useEffect(() => {
    if (live || lost) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void load(newer);
    }, THREAD_POLL_MS);
    return () => window.clearInterval(timer);
  }, [load, newer, live, lost]);

  return { messages, lost };
}
