import { useRef, type MouseEvent } from "react";
import { data, redirect } from "react-router";
import { site } from "~content/site";
import { resendConfirmation } from "~/auth/confirmation.server";
import { authMessages, authToasts, errorToast, refusalToast } from "~/auth/messages";
import {
  FORGOT_PASSWORD_PATH,
  SIGNED_IN_HOME,
  requestPasswordReset,
  updatePassword,
} from "~/auth/password-reset.server";
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "~/auth/schemas";
import { sessionOf } from "~/auth/session.server";
import { signIn } from "~/auth/sign-in.server";
import { SIGNED_UP_PATH, signUp } from "~/auth/sign-up.server";
import * as styles from "~/auth/ui/auth.css";
import { ForgotPasswordDialog, ForgotPasswordPage } from "~/auth/ui/forgot-password";
import { NewPasswordForm } from "~/auth/ui/new-password-form";
import { SignInForm } from "~/auth/ui/sign-in-form";
import { SignUpForm } from "~/auth/ui/sign-up-form";
import { formConstraint } from "~/forms/constraint";
import { Link } from "~/i18n/links";
import { formMessageIn } from "~/i18n/catalogue.server";
import { getLocale, getTranslator, pathFor } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import { readFormBody } from "~/forms/request-body.server";
import { container } from "~/styles/ui.css";
import { respond } from "~/forms/outcome.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { retryAfterHeaders } from "~/security/retry-after";
import type { Route } from "./+types/auth";

export const headers = retryAfterHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.meta.title} | ${site.name}` },
    { name: "description", content: loaderData?.meta.description },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getTranslator(context);
  const url = new URL(request.url);
  const session = sessionOf(context);
  const dashboard = pathFor(context, "/dashboard");
  if (url.searchParams.get("reset") === "true") {
    // Reset mode needs the recovery session of an e-mailed link: it does not ask for the current password.
    if (!session) {
      throw await respond({ request, context }, { status: "redirect", to: pathFor(context, FORGOT_PASSWORD_PATH), toast: errorToast(t, t(authMessages.resetSessionMissing)) });
    }
    if (!session.isRecovery) {
      throw await respond({ request, context }, { status: "redirect", to: dashboard, toast: errorToast(t, t(authMessages.resetNeedsLink)) });
    }
    return {
      mode: "reset" as const,
      meta: { title: t("auth.meta.resetTitle"), description: t("auth.meta.description") },
      constraint: formConstraint(resetPasswordSchema),
    };
  }
  const requested = url.searchParams.get("redirectTo");
  const redirectTo = requested ? safeRedirectPath(requested, dashboard) : null;
  if (session && !session.isRecovery) throw redirect(redirectTo ?? dashboard);
  const view =
    url.searchParams.get("view") === "forgot"
      ? "forgot"
      : url.searchParams.get("tab") === "signup"
        ? "signup"
        : "signin";
  return {
    mode: "tabs" as const,
    meta: { title: t("auth.meta.title"), description: t("auth.meta.description") },
    view,
    redirectTo,
    checkEmail: url.searchParams.get("notice") === "check-email",
    constraints: {
      signIn: formConstraint(signInSchema),
      signUp: formConstraint(signUpSchema),
      forgotPassword: formConstraint(forgotPasswordSchema),
    },
  };
}

/** The answer to a sign-in: the session and the page asked for, or the form again with its messages and a toast. */
async function signInResponse(args: Route.ActionArgs, form: FormData) {
  const { request, context } = args;
  const t = getTranslator(context);
  // Decided before anything is committed, so an odd value cannot fail after the session exists.
  const redirectTo = safeRedirectPath(form.get("redirectTo"), pathFor(context, "/dashboard"));
  const result = await signIn(request);
  switch (result.status) {
    case "signed-in":
      return respond({ request, context }, { status: "redirect", to: redirectTo, toast: authToasts(t).signedIn, headers: { "Set-Cookie": result.setCookie }, });
    case "refused":
      return data(result.answer, { status: 400 });
    case "blocked":
      return respond(args, { status: "reply", reply: result.answer, toast: errorToast(t, formMessageIn(getLocale(context), result.message)), httpStatus: 429,
        headers: { "Retry-After": String(result.retryAfterSeconds) } });
    case "unconfirmed":
    case "invalid":
      return respond(args, { status: "reply", reply: result.answer, toast: errorToast(t, t(result.message)), httpStatus: result.status === "unconfirmed" ? 403 : 401 });
  }
}

async function signUpResponse(args: Route.ActionArgs, form: FormData) {
  const { request, context } = args;
  const t = getTranslator(context);
  const result = await signUp(args, form);
  switch (result.status) {
    case "created":
      return respond({ request, context }, { status: "redirect", to: pathFor(context, SIGNED_UP_PATH), toast: authToasts(t).accountCreated });
    case "refused": {
      const toast = refusalToast(t, result.toast);
      return respond(args, { status: "reply", reply: result.answer, toast: toast ?? undefined, httpStatus: 400 });
    }
    case "rate-limited":
      return respond(args, { status: "reply", reply: result.answer, toast: errorToast(t, formMessageIn(getLocale(context), result.message)), httpStatus: 429,
        headers: { "Retry-After": String(result.retryAfterSeconds) } });
    case "failed":
      return respond(args, { status: "reply", reply: result.answer, toast: errorToast(t, t(result.message)), httpStatus: 503 });
  }
}

function forgotPasswordResponse(args: Route.ActionArgs, form: FormData) {
  const { sent, result } = requestPasswordReset(args, form);
  const answer = { intent: "forgot-password" as const, result, sent };
  if (!sent) return data(answer, { status: 400 });
  return respond(args, { status: "reply", reply: answer, toast: authToasts(getTranslator(args.context)).resetEmailSent });
}

function resendConfirmationResponse(args: Route.ActionArgs, form: FormData) {
  const { sent } = resendConfirmation(args, form);
  const answer = { intent: "resend-confirmation" as const, sent };
  if (!sent) return data(answer, { status: 400 });
  return respond(args, { status: "reply", reply: answer, toast: authToasts(getTranslator(args.context)).confirmationSent });
}

async function updatePasswordResponse(args: Route.ActionArgs, form: FormData) {
  const { request, context } = args;
  const t = getTranslator(context);
  const result = await updatePassword(args, form);
  switch (result.status) {
    case "no-session":
      return respond({ request, context }, { status: "redirect", to: pathFor(context, FORGOT_PASSWORD_PATH), toast: errorToast(t, t(result.message)) });
    case "not-recovery":
      return respond({ request, context }, { status: "redirect", to: pathFor(context, SIGNED_IN_HOME), toast: errorToast(t, t(result.message)) });
    case "refused": {
      const toast = refusalToast(t, result.toast);
      return respond(args, { status: "reply", reply: result.answer, toast: toast ?? undefined, httpStatus: 400 });
    }
    case "failed":
      return respond(args, { status: "reply", reply: result.answer, toast: errorToast(t, t(result.message)), httpStatus: 503 });
    case "updated":
      return respond({ request, context }, { status: "redirect", to: pathFor(context, SIGNED_IN_HOME), toast: authToasts(t).passwordUpdated, headers: { "Set-Cookie": result.setCookie }, });
  }
}

export async function action(args: Route.ActionArgs) {
  // Read once, through the one body reader (400/415/413 for what no browser's form sends).
  const form = await readFormBody(args.request);
  switch (form.get("intent")) {
    case "sign-in":
      return signInResponse(args, form);
    case "sign-up":
      return signUpResponse(args, form);
    case "forgot-password":
      return forgotPasswordResponse(args, form);
    case "resend-confirmation":
      return resendConfirmationResponse(args, form);
    case "update-password":
      return updatePasswordResponse(args, form);
    default:
      return data({ intent: null }, { status: 400 });
  }
}

const tabs = [
  { view: "signin", label: "auth.page.signInTab", to: "/auth" },
  { view: "signup", label: "auth.page.signUpTab", to: "/auth?tab=signup" },
] as const;

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const forgotDialog = useRef<HTMLDialogElement>(null);

  if (loaderData.mode === "reset") {
    return (
      <div className={`${container} ${styles.page}`}>
        <div className={styles.panel}>
          <h1 className={styles.intro}>{t("auth.reset.title")}</h1>
          <p>{t("auth.reset.lead")}</p>
          <NewPasswordForm
            id="reset-password"
            intent="update-password"
            action="/auth?reset=true"
            submit={{ label: "auth.resetForm.submit", pending: "auth.resetForm.pending" }}
            lastResult={actionData?.intent === "update-password" ? actionData.result : undefined}
            constraint={loaderData.constraint}
          />
        </div>
      </div>
    );
  }

  if (loaderData.view === "forgot" && actionData?.intent !== "sign-in" && actionData?.intent !== "sign-up") {
    return (
      <div className={`${container} ${styles.page}`}>
        <div className={styles.panel}>
          <ForgotPasswordPage
            actionData={actionData?.intent === "forgot-password" ? actionData : undefined}
            constraint={loaderData.constraints.forgotPassword}
          />
        </div>
      </div>
    );
  }

  // After a post without JavaScript the answer decides the tab, whatever the URL says.
  const view =
    actionData?.intent === "sign-up" ? "signup" : actionData?.intent === "sign-in" ? "signin" : loaderData.view;
  const withRedirect = (to: string) =>
    loaderData.redirectTo
      ? `${to}${to.includes("?") ? "&" : "?"}${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`
      : to;
  const openForgotDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!forgotDialog.current?.showModal) return;
    event.preventDefault();
    forgotDialog.current.showModal();
  };

  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.panel}>
        <div className={styles.intro}>
          <h1>{t("auth.page.welcome", { name: site.name })}</h1>
          <p>{t("auth.page.lead")}</p>
        </div>
        {loaderData.checkEmail ? (
          <p role="status" className={styles.notice}>
            {t("auth.page.checkEmail")}
          </p>
        ) : null}
        <nav aria-label={t("auth.page.tabsLabel")}>
          <ul className={styles.tabs}>
            {tabs.map((tab) => (
              <li key={tab.view}>
                <Link
                  to={withRedirect(tab.to)}
                  className={styles.tab}
                  aria-current={view === tab.view ? "page" : undefined}
                  preventScrollReset
                  replace
                >
                  {t(tab.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {view === "signup" ? (
          <>
            <h2 className={styles.tabHeading}>{t("auth.page.signUpHeading")}</h2>
            <SignUpForm
              lastResult={actionData?.intent === "sign-up" ? actionData.result : undefined}
              constraint={loaderData.constraints.signUp}
            />
          </>
        ) : (
          <>
            <h2 className={styles.tabHeading}>{t("auth.page.signInHeading")}</h2>
            <SignInForm
              lastResult={actionData?.intent === "sign-in" ? actionData.result : undefined}
              constraint={loaderData.constraints.signIn}
              redirectTo={loaderData.redirectTo}
              unconfirmedEmail={actionData?.intent === "sign-in" ? actionData.unconfirmedEmail : null}
              onForgotPassword={openForgotDialog}
            />
          </>
        )}
      </div>
      <ForgotPasswordDialog dialogRef={forgotDialog} constraint={loaderData.constraints.forgotPassword} />
    </div>
  );
}
