import { useSyncExternalStore } from "react";
import type { Toast, ToastInput } from "./toast";

/**
 * Toasts raised in the browser, for work done outside a route action (an upload sent with
 * XMLHttpRequest to show its progress). Server toasts still arrive through the root loader.
 */
let clientToasts: Toast[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const none: Toast[] = [];

export function showToast(input: ToastInput) {
  nextId += 1;
  const toast: Toast = { id: `client-${nextId}`, ...input, variant: input.variant ?? "default" };
  clientToasts = [...clientToasts, toast].slice(-10);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useClientToasts() {
  return useSyncExternalStore(
    subscribe,
    () => clientToasts,
    () => none,
  );
}
