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

/** Earlier toasts followed by new ones, without the earlier errors of a form that has now succeeded. */
export function withoutStaleErrors(earlier: Toast[], added: Toast[]) {
  const succeeded = new Set(added.filter((t) => t.variant === "default" && t.form).map((t) => t.form));
  return [...earlier.filter((t) => t.variant !== "destructive" || !t.form || !succeeded.has(t.form)), ...added];
}

export type ToastInput = Omit<Toast, "id" | "variant" | "form"> & { variant?: Toast["variant"] };
