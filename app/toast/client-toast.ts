import { useEffect, useState } from "react";
import type { Toast, ToastInput } from "./toast";

const TOAST_EVENT = "nilecare:toast";
let counter = 0;

/**
 * A toast raised in the browser, for a check that stops a form before it is sent
 * (the server raises the same toast when the form arrives without JavaScript).
 */
export function showToast(input: ToastInput) {
  const toast: Toast = { id: `client-${++counter}`, variant: "default", ...input };
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}

export function useClientToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    const onToast = (event: Event) => setToasts((list) => [...list, (event as CustomEvent<Toast>).detail]);
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  return toasts;
}
