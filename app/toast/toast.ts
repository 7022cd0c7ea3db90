export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

export type Toast = {
  id: string;
  title: string;
  description?: string;
  variant: "default" | "destructive";
  /** The path of the form that raised it: a later success of the same form replaces its errors. */
  form?: string;
};

/** Drops every toast that a later success of the same form has made stale. */
export function withoutStaleErrors(toasts: Toast[]) {
  return toasts.filter(
    (toast, index) =>
      !toast.form ||
      !toasts.some((later, laterIndex) => laterIndex > index && later.form === toast.form && later.variant === "default"),
  );
}

export type ToastInput = Omit<Toast, "id" | "variant" | "form"> & { variant?: Toast["variant"] };
