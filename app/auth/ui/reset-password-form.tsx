import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { resetPasswordSchema } from "../schemas";
import { MAX_PASSWORD_LENGTH } from "../password-rules";
import * as styles from "./auth.css";
import { Field, FormErrors } from "./field";
import { liveMismatch, toastForPasswordProblem } from "./password-checks";
import { PasswordStrength } from "./password-strength";
import { SubmitButton } from "./submit-button";
import { usePendingIntent } from "./use-pending";

export function ResetPasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const pending = usePendingIntent("update-password");
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });

  return (
    <Form
      method="post"
      action="/auth?reset=true"
      className={styles.form}
      {...getFormProps(form)}
      onSubmit={(event) => {
        form.onSubmit(event);
        if (event.defaultPrevented) toastForPasswordProblem(event);
      }}
    >
      <input type="hidden" name="intent" value="update-password" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        meta={fields.password}
        label="New Password"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        description={<PasswordStrength password={fields.password.value ?? ""} />}
      />
      <Field
        meta={fields.confirmPassword}
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        error={liveMismatch(fields.password.value, fields.confirmPassword.value)}
      />
      <SubmitButton pending={pending} pendingLabel="Updating password...">
        Update Password
      </SubmitButton>
    </Form>
  );
}
