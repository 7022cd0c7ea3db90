import type { FormEvent } from "react";
import { showToast } from "~/toast/client-toasts";
import { authMessages, authToasts } from "../messages";
import { meetsAllPasswordRules } from "../password-rules";

const CONFORM_INTENT = "__intent__";

/**
 * When the browser stops a form for a weak password or a confirmation that differs, it raises the
 * toast the server would have raised (§5), so both paths look the same.
 */
export function toastForPasswordProblem(event: FormEvent<HTMLFormElement>) {
  // Conform validates a field on blur by submitting the form with its own intent button; only a real submit toasts.
  if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === CONFORM_INTENT) return;
  const data = new FormData(event.currentTarget);
  const password = String(data.get("password") ?? "");
  const confirmation = String(data.get("confirmPassword") ?? "");
  if (password && !meetsAllPasswordRules(password)) showToast(authToasts.passwordTooWeak);
  else if (confirmation && password !== confirmation) showToast(authToasts.passwordsDoNotMatch);
}

/** Inline "Passwords do not match" as soon as the confirmation differs. */
export function liveMismatch(password: string | undefined, confirmation: string | undefined) {
  return confirmation && password !== confirmation ? authMessages.passwordsDoNotMatch : undefined;
}
