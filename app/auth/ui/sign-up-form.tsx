import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { FormConstraint } from "~/forms/constraint";
import type { SignUpFields } from "../schemas";
import { ErrorList, Field, serverValidated, SubmitButton } from "~/ui/forms";
import * as styles from "./auth.css";
import { liveMismatch } from "./password-checks";
import { PasswordStrength } from "./password-strength";
import { usePendingIntent } from "./use-pending";

export function SignUpForm({
  lastResult,
  constraint,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  /** Derived from `signUpSchema` by the loader. */
  constraint: FormConstraint;
}) {
  const pending = usePendingIntent("sign-up");
  const [form, fields] = useForm<SignUpFields>({ id: "sign-up", ...serverValidated, lastResult, constraint });
  const password = fields.password.value ?? "";
  const mismatch = liveMismatch(fields.password.value, fields.confirmPassword.value);

  return (
    <Form
      method="post"
      action="/auth?tab=signup"
      className={styles.form}
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="sign-up" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Field
        meta={fields.username}
        label="Username"
        markOptional
        inputProps={{ type: "text", autoComplete: "nickname" }}
      />
      <Field meta={fields.email} label="Email" inputProps={{ type: "email", autoComplete: "email" }} />
      <Field
        meta={fields.password}
        label="Password"
        inputProps={{ type: "password", autoComplete: "new-password" }}
        hint={<PasswordStrength password={password} />}
      />
      <Field
        meta={fields.confirmPassword}
        label="Confirm Password"
        inputProps={{ type: "password", autoComplete: "new-password" }}
        errors={mismatch ? [mismatch] : undefined}
      />
      <SubmitButton pending={pending} pendingLabel="Creating account..." className={styles.fullWidth}>
        Create Account
      </SubmitButton>
    </Form>
  );
}
