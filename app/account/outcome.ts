import type { accountToasts } from "./messages";

/** A toast of the /account page, by name; the route reads its words in the request's language. */
export type AccountToast = keyof ReturnType<typeof accountToasts>;

/**
 * What an /account action decided; the route builds the response (decision 2405).
 * - `done`: back to /account (or `to`) with the toast, and the session cookie a module made;
 * - `refused`: the form again with its messages (400);
 * - `failed`: D1 or the queue failed: the form again, its message and an error toast (503);
 * - `unchanged`: nothing changed (a stale page, or D1 failed): back to /account with the error toast.
 */
export type AccountOutcome<Answer> =
  | { status: "done"; toast: AccountToast; setCookie?: string; to?: "account" | "home" }
  | { status: "refused"; answer: Answer }
  | { status: "failed"; answer: Answer }
  | { status: "unchanged" };
