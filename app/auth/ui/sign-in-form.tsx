import type { SubmissionResult } from "@conform-to/dom";
import { getFormProps, useForm } from "~/forms/use-form";
import type { MouseEventHandler } from "react";
import { Form, Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import type { FormConstraint } from "~/forms/constraint";
import type { SignInFields } from "../schemas";
import { ErrorList, Field, SubmitButton } from "~/ui/forms";
import * as styles from "./auth.css";
import { usePendingIntent } from "./use-pending";

export function SignInForm({
  lastResult,
  constraint,
  redirectTo,
  unconfirmedEmail,
  onForgotPassword,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  /** Derived from `signInSchema` by the loader. */
  constraint: FormConstraint;
  redirectTo: string | null;
  unconfirmedEmail: string | null;
  onForgotPassword: MouseEventHandler<HTMLAnchorElement>;
}) {
  const t = useT();
  const pending = usePendingIntent("sign-in");
  const [form, fields] = useForm<SignInFields>({ id: "sign-in", lastResult, constraint });
  const action = redirectTo ? `/auth?${new URLSearchParams({ redirectTo })}` : "/auth";

  return (
    <>
      <Form method="post" action={action} className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="sign-in" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <ErrorList id={form.errorId} errors={form.errors} role="alert" />
        <Field meta={fields.email} label={t("auth.field.email")} inputProps={{ type: "email", autoComplete: "email" }} />
        <Field
          meta={fields.password}
          label={t("auth.field.password")}
          inputProps={{ type: "password", autoComplete: "current-password" }}
        />
        <div className={styles.linkRow}>
          <Link to="/auth?view=forgot" className={styles.textLink} onClick={onForgotPassword}>
            {t("auth.signIn.forgotPassword")}
          </Link>
        </div>
        <SubmitButton pending={pending} pendingLabel={t("auth.signIn.pending")} className={styles.fullWidth}>
          {t("auth.signIn.submit")}
        </SubmitButton>
      </Form>
      {unconfirmedEmail ? <ResendConfirmation email={unconfirmedEmail} /> : null}
    </>
  );
}

/** Offered when the password was right but the address is not confirmed yet. */
function ResendConfirmation({ email }: { email: string }) {
  const t = useT();
  const pending = usePendingIntent("resend-confirmation");
  return (
    <Form method="post" action="/auth" className={styles.resendForm}>
      <input type="hidden" name="intent" value="resend-confirmation" />
      <input type="hidden" name="email" value={email} />
      <p className={styles.formErrorLine}>{t("auth.signIn.resendPrompt")}</p>
      <SubmitButton
        pending={pending}
        pendingLabel={t("auth.signIn.resendPending")}
        variant="outline"
        className={styles.fullWidth}
      >
        {t("auth.signIn.resendSubmit")}
      </SubmitButton>
    </Form>
  );
}
