import { AsyncLocalStorage } from "node:async_hooks";
import { fixedNowOf } from "./test-control.server";

const fixedNow = new AsyncLocalStorage<number>();

/**
 * The current instant, in milliseconds, for everything that depends on the time of day (free slots, holds,
 * what is upcoming). It is the real clock, except in a request a test sent with a fixed "now" (outside production
 * and with the server's test token only; docs/decisions/0105-tests.md).
 */
export function requestNow() {
  return fixedNow.getStore() ?? Date.now();
}

/** Handles a request at its fixed "now" when a test asked for one, else at the real time. */
export function atRequestNow<T>(request: Request, handle: () => T): T {
  const at = fixedNowOf(request);
  return at === null ? handle() : fixedNow.run(at, handle);
}
