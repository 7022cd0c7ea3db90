import { parseWithZod } from "@conform-to/zod/v4";
import { site } from "~content/site";
import { greetingName } from "~/auth/account-emails.server";
import { confirmAddressWithPassword, findPendingConfirmation } from "~/auth/address-confirmation.server";
import { authMessages, authToasts, errorToast, passwordRefusal, refusalToast } from "~/auth/messages";
import { resetPasswordSchema } from "~/auth/schemas";
import * as styles from "~/auth/ui/auth.css";
import { NewPasswordForm } from "~/auth/ui/new-password-form";
import { inLocale, queueEmails } from "~/email/email.server";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { getLocale, getTranslator, pathFor } from "~/i18n/locale.server";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import { logSecurityEvent } from "~/security/events.server";
import { container } from "~/styles/ui.css";
import { respond } from "~/forms/outcome.server";
import type { RequestArgs } from "~/utils/request-context";
import type { Route } from "./+types/auth_.confirm";

const hideFields = ["password", "confirmPassword"];

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.title} | ${site.name}` },
    { name: "description", content: loaderData?.description },
    { name: "robots", content: "noindex" },
  ];
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/** A link that confirms nothing (unknown, used, expired, or its address confirmed already): /auth with the error. */
function linkInvalid({ request, context }: RequestArgs) {
  const t = getTranslator(context);
  return respond({ request, context }, { status: "redirect", to: pathFor(context, "/auth"), toast: errorToast(t, t(authMessages.confirmLinkInvalid)) });
}

/**
 * The link in the sign-up confirmation e-mail: /auth/confirm?token=… Opening it changes nothing (mail scanners
 * open links): it shows a form that asks the confirming person to choose the account's password, since the one
 * given at sign-up was chosen by whoever signed up (decision 0141).
 */
export async function loader(args: Route.LoaderArgs) {
  const pending = await findPendingConfirmation(tokenOf(args.request));
  if (!pending) throw await linkInvalid(args);
  const t = getTranslator(args.context);
  return {
    email: pending.email,
    title: t("auth.confirm.metaTitle"),
    description: t("auth.meta.description"),
    constraint: formConstraint(resetPasswordSchema),
  };
}

/**
 * The post uses the link up, sets the password, confirms the address, ends every other session and signs this
 * browser in; the welcome e-mail ("your account is ready") goes then, once, in the language of the page.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const token = tokenOf(request);
  // A link that confirms nothing is answered before its body is even read.
  const pending = token ? await findPendingConfirmation(token) : null;
  if (!token || !pending) return linkInvalid(args);
  const submission = parseWithZod(await readFormBody(request), { schema: resetPasswordSchema });
  const t = getTranslator(context);
  if (submission.status !== "success") {
    const answer = { result: submission.reply({ hideFields }) };
    const toast = refusalToast(t, passwordRefusal(submission.error));
    return respond(args, { status: "reply", reply: answer, toast: toast ?? undefined, httpStatus: 400 });
  }
  const confirmed = await confirmAddressWithPassword(request, token, pending.userId, submission.value.password);
  if (!confirmed) return linkInvalid(args);
  const { userId, email, username, setCookie } = confirmed;
  void queueEmails(
    [{ type: "welcome", to: email, userId, username: greetingName(email, username), ...inLocale(getLocale(context)) }],
    { stored: `The confirmed address of account ${userId}`, later: true },
  );
  logSecurityEvent(request, { type: "password_updated", userId, data: { via: "address_confirmation" } });
  return respond({ request, context }, { status: "redirect", to: pathFor(context, "/dashboard"), toast: authToasts(t).emailConfirmed, headers: { "Set-Cookie": setCookie }, });
}

export default function ConfirmAddress({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.panel}>
        <h1 className={styles.intro}>{t("auth.confirm.title")}</h1>
        <p>
          {t("auth.confirm.address")} <Ltr>{loaderData.email}</Ltr>
        </p>
        <p>{t("auth.confirm.lead")}</p>
        <NewPasswordForm
          id="confirm-address"
          intent="confirm-address"
          submit={{ label: "auth.confirm.submit", pending: "auth.confirm.pending" }}
          lastResult={actionData?.result}
          constraint={loaderData.constraint}
        />
      </div>
    </div>
  );
}
