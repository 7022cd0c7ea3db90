import { authMessages } from "../messages";

/** Inline "Passwords do not match" as soon as the confirmation differs, before the form is sent. */
export function liveMismatch(password: string | undefined, confirmation: string | undefined) {
  return confirmation && password !== confirmation ? authMessages.passwordsDoNotMatch : undefined;
}
