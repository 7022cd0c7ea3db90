import type { RouterContextProvider } from "react-router";
import { errorToast } from "~/auth/messages";
import type { Outcome } from "~/forms/outcome.server";
import { getTranslator, pathFor } from "~/i18n/locale.server";
import { accountMessages, accountToasts } from "./messages";

type Context = Readonly<RouterContextProvider>;

/** A toast of the /account page, by name, read in the request's language. */
type AccountToast = keyof ReturnType<typeof accountToasts>;

export const ACCOUNT_PATH = "/account";

/** /account in the request's language: where every form of the page comes back to. */
export const accountPath = (context: Context) => pathFor(context, ACCOUNT_PATH);

/** Done: back to /account (home, once the account is deleted) with the toast, and the session cookie a module made. */
export function accountDone(context: Context, toast: AccountToast, options: { setCookie?: string; to?: "home" } = {}): Outcome {
  return {
    status: "redirect",
    to: options.to === "home" ? pathFor(context, "/") : accountPath(context),
    toast: accountToasts(getTranslator(context))[toast],
    headers: options.setCookie ? { "Set-Cookie": options.setCookie } : undefined,
  };
}

/** Refused: the form again with its messages (400). */
export const accountRefused = <Answer>(answer: Answer): Outcome<Answer> => ({ status: "reply", reply: answer, httpStatus: 400 });

/** D1 or the queue failed: the form again, its message and an error toast (503). */
export function accountFailed<Answer>(context: Context, answer: Answer): Outcome<Answer> {
  const t = getTranslator(context);
  return { status: "reply", reply: answer, httpStatus: 503, toast: errorToast(t, t(accountMessages.failed)) };
}

/** Nothing changed (a stale page, or D1 failed): back to /account with the error toast. */
export function accountUnchanged(context: Context): Outcome {
  const t = getTranslator(context);
  return { status: "redirect", to: accountPath(context), toast: errorToast(t, t(accountMessages.failed)) };
}
