import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { MouseEventHandler } from "react";
import { Form, Link } from "react-router";
import { MAX_EMAIL_LENGTH, signInSchema } from "../schemas";
import { MAX_PASSWORD_LENGTH } from "../password-rules";
import * as styles from "./auth.css";
import { Field, FormErrors } from "./field";
import { SubmitButton } from "./submit-button";
import { usePendingIntent } from "./use-pending";

export function SignInForm({
  lastResult,
  redirectTo,
  unconfirmedEmail,
  onForgotPassword,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  redirectTo: string | null;
  unconfirmedEmail: string | null;
  onForgotPassword: MouseEventHandler<HTMLAnchorElement>;
}) {
  const pending = usePendingIntent("sign-in");
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    constraint: getZodConstraint(signInSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  const action = redirectTo ? `/auth?${new URLSearchParams({ redirectTo })}` : "/auth";

  return (
    <>
      <Form method="post" action={action} className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="sign-in" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.email} label="Email" type="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} />
        <Field
          meta={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
        />
        <div className={styles.linkRow}>
          <Link to="/auth?view=forgot" className={styles.textLink} onClick={onForgotPassword}>
            Forgot your password?
          </Link>
        </div>
        <SubmitButton pending={pending} pendingLabel="Signing in...">
          Sign In
        </SubmitButton>
      </Form>
      {unconfirmedEmail ? <ResendConfirmation email={unconfirmedEmail} /> : null}
    </>
  );
}

/** Offered when the password was right but the address is not confirmed yet. */
function ResendConfirmation({ email }: { email: string }) {
  const pending = usePendingIntent("resend-confirmation");
  return (
    <Form method="post" action="/auth" className={styles.resendForm}>
      <input type="hidden" name="intent" value="resend-confirmation" />
      <input type="hidden" name="email" value={email} />
      <p className={styles.formErrorLine}>Did not get the e-mail, or was the link too old?</p>
      <SubmitButton pending={pending} pendingLabel="Sending..." variant="outline">
        Send the confirmation link again
      </SubmitButton>
    </Form>
  );
}
