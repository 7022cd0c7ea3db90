import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
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
  const t = useT();
  const pending = usePendingIntent("update-password");
  const [form, fields] = useForm<ResetPasswordFields>({ id: "reset-password", ...serverValidated, lastResult, constraint });
  const mismatch = liveMismatch(fields.password.value, fields.confirmPassword.value);

  return (
    <Form method="post" action="/auth?reset=true" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="update-password" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Field
        meta={fields.password}
        label={t("auth.field.newPassword")}
        inputProps={{ type: "password", autoComplete: "new-password" }}
        hint={<PasswordStrength password={fields.password.value ?? ""} />}
      />
      <Field
        meta={fields.confirmPassword}
        label={t("auth.field.confirmNewPassword")}
        inputProps={{ type: "password", autoComplete: "new-password" }}
        errors={mismatch ? [mismatch] : undefined}
      />
      <SubmitButton pending={pending} pendingLabel={t("auth.resetForm.pending")} className={styles.fullWidth}>
        {t("auth.resetForm.submit")}
      </SubmitButton>
    </Form>
  );
}
