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

function changed() {
  for (const listener of listeners) listener();
}

/** Shows a toast; `form` names the form it is about (its action's path), for `withdrawToasts`. */
export function showToast(input: ToastInput, form?: string) {
  nextId += 1;
  const toast: Toast = { id: `client-${nextId}`, ...input, variant: input.variant ?? "default", form };
  clientToasts = [...clientToasts, toast].slice(-10);
  changed();
}

/** Takes back the toasts about a form, once it is sent again: they spoke of the last try. */
export function withdrawToasts(form: string) {
  if (!clientToasts.some((toast) => toast.form === form)) return;
  clientToasts = clientToasts.filter((toast) => toast.form !== form);
  changed();
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
