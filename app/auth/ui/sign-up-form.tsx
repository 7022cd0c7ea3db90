import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { signUpSchema } from "../schemas";
import * as styles from "./auth.css";
import { Field, FormErrors } from "./field";
import { liveMismatch, toastForPasswordProblem } from "./password-checks";
import { PasswordStrength } from "./password-strength";
import { SubmitButton } from "./submit-button";
import { usePendingIntent } from "./use-pending";

export function SignUpForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const pending = usePendingIntent("sign-up");
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult,
    constraint: getZodConstraint(signUpSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  const password = fields.password.value ?? "";

  return (
    <Form
      method="post"
      action="/auth?tab=signup"
      className={styles.form}
      {...getFormProps(form)}
      onSubmit={(event) => {
        form.onSubmit(event);
        if (event.defaultPrevented) toastForPasswordProblem(event);
      }}
    >
      <input type="hidden" name="intent" value="sign-up" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.username} label="Username" type="text" autoComplete="nickname" optional />
      <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
      <Field
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="new-password"
        description={<PasswordStrength password={password} />}
      />
      <Field
        meta={fields.confirmPassword}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={liveMismatch(fields.password.value, fields.confirmPassword.value)}
      />
      <SubmitButton pending={pending} pendingLabel="Creating account...">
        Create Account
      </SubmitButton>
    </Form>
  );
}
