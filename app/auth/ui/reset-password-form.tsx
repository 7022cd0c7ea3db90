import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { FormConstraint } from "~/forms/constraint";
import type { ResetPasswordFields } from "../schemas";
import { ErrorList, serverValidated, SubmitButton } from "~/ui/forms";
import * as styles from "./auth.css";
import { NewPasswordFields } from "./new-password-fields";
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

  return (
    <Form method="post" action="/auth?reset=true" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="update-password" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      <SubmitButton pending={pending} pendingLabel="Updating password..." className={styles.fullWidth}>
        Update Password
      </SubmitButton>
    </Form>
  );
}
