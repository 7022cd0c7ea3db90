export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

export type Toast = {
  id: string;
  title: string;
  description?: string;
  variant: "default" | "destructive";
};

export type ToastInput = Omit<Toast, "id" | "variant"> & { variant?: Toast["variant"] };
