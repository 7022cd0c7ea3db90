import { useEffect, useRef, useState } from "react";
import { THREAD_POLL_MS } from "~/domain/case-messages";

/**
 * A live socket while the page is open (a case's, or the team's case list's): `onChange` runs when it opens (to catch
 * up on what the page missed while it had none) and on every notice. A closed socket is opened again after 1, 2, 4… up to 30 s. Answers whether
 * the socket is open, so the page polls only while it is not.
 */
export function useLiveSocket(path: string, key: string | null, onChange: () => void) {
  const [open, setOpen] = useState(false);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    const url = new URL(path, window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    if (key) url.searchParams.set("key", key);
    let socket: WebSocket | undefined;
    let retry: number | undefined;
    let failures = 0;
    let stopped = false;
    const connect = () => {
      socket = new WebSocket(url);
      socket.addEventListener("open", () => {
        failures = 0;
        setOpen(true);
        changed.current();
      });
      socket.addEventListener("message", (event) => {
        if (event.data !== "pong") changed.current();
      });
      socket.addEventListener("close", () => {
        setOpen(false);
        if (!stopped) retry = window.setTimeout(connect, Math.min(THREAD_POLL_MS, 1000 * 2 ** failures++));
      });
    };
    connect();
    // Proxies drop a socket that stays silent; the object answers the ping without waking.
    const ping = window.setInterval(() => {
      if (socket?.readyState === WebSocket.OPEN) socket.send("ping");
    }, THREAD_POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      window.clearInterval(ping);
      socket?.close();
    };
  }, [path, key]);

  return open;
}
