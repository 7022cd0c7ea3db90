import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { MAX_EMAIL_LENGTH, MAX_USERNAME_LENGTH, signUpSchema } from "../schemas";
import { MAX_PASSWORD_LENGTH } from "../password-rules";
import { muted } from "~/styles/ui.css";
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
      <Field
        meta={fields.username}
        label="Username"
        type="text"
        autoComplete="nickname"
        maxLength={MAX_USERNAME_LENGTH}
        optional
      />
      <Field meta={fields.email} label="Email" type="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} />
      <Field
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        description={<PasswordStrength password={password} />}
      />
      <Field
        meta={fields.confirmPassword}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        error={liveMismatch(fields.password.value, fields.confirmPassword.value)}
      />
      <p className={muted}>
        How we handle your data: <Link to="/privacy">Privacy notice</Link>
      </p>
      <SubmitButton pending={pending} pendingLabel="Creating account...">
        Create Account
      </SubmitButton>
    </Form>
  );
}
