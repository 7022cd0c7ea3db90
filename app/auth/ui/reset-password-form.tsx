import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { FormConstraint } from "~/forms/constraint";
import type { ResetPasswordFields } from "../schemas";
import { ErrorList, Field, serverValidated, SubmitButton } from "~/ui/forms";
import * as styles from "./auth.css";
import { liveMismatch } from "./password-checks";
import { PasswordStrength } from "./password-strength";
import { usePendingIntent } from "./use-pending";

export function ResetPasswordForm({
  lastResult,
  constraint,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  /** Derived from `resetPasswordSchema` by the loader. */
  constraint: FormConstraint;
}) {
  const pending = usePendingIntent("update-password");
  const [form, fields] = useForm<ResetPasswordFields>({ id: "reset-password", ...serverValidated, lastResult, constraint });
  const mismatch = liveMismatch(fields.password.value, fields.confirmPassword.value);

  return (
    <Form method="post" action="/auth?reset=true" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="update-password" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Field
        meta={fields.password}
        label="New Password"
        inputProps={{ type: "password", autoComplete: "new-password" }}
        hint={<PasswordStrength password={fields.password.value ?? ""} />}
      />
      <Field
        meta={fields.confirmPassword}
        label="Confirm New Password"
        inputProps={{ type: "password", autoComplete: "new-password" }}
        errors={mismatch ? [mismatch] : undefined}
      />
      <SubmitButton pending={pending} pendingLabel="Updating password..." className={styles.fullWidth}>
        Update Password
      </SubmitButton>
    </Form>
  );
}
