import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { MAX_PASSWORD_LENGTH } from "~/auth/password-rules";
import { MAX_EMAIL_LENGTH, MAX_USERNAME_LENGTH } from "~/auth/schemas";
import { Field, FormErrors } from "~/auth/ui/field";
import { liveMismatch } from "~/auth/ui/password-checks";
import { PasswordStrength } from "~/auth/ui/password-strength";
import { SubmitButton } from "~/auth/ui/submit-button";
import { usePendingIntent } from "~/auth/ui/use-pending";
import * as ui from "~/styles/ui.css";
import * as styles from "./account.css";
import { emailChangeSchema, passwordChangeSchema, usernameSchema } from "./schemas";

type LastResult = SubmissionResult<string[]> | undefined;

export function UsernameForm({ username, lastResult }: { username: string; lastResult: LastResult }) {
  const pending = usePendingIntent("username");
  const [form, fields] = useForm({
    id: "account-username",
    lastResult,
    defaultValue: { username },
    constraint: getZodConstraint(usernameSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: usernameSchema }),
  });
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="username" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.username} label="Username" type="text" autoComplete="nickname" maxLength={MAX_USERNAME_LENGTH} />
      <SubmitButton pending={pending} pendingLabel="Saving...">
        Save Username
      </SubmitButton>
    </Form>
  );
}

export function EmailForm({ lastResult }: { lastResult: LastResult }) {
  const pending = usePendingIntent("email");
  const [form, fields] = useForm({
    id: "account-email",
    lastResult,
    constraint: getZodConstraint(emailChangeSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailChangeSchema }),
  });
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="email" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field meta={fields.newEmail} label="New Email Address" type="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} />
      <Field
        meta={fields.currentPassword}
        label="Current Password"
        type="password"
        autoComplete="current-password"
        maxLength={MAX_PASSWORD_LENGTH}
      />
      <SubmitButton pending={pending} pendingLabel="Sending link...">
        Send Confirmation Link
      </SubmitButton>
    </Form>
  );
}

export function PasswordForm({ lastResult }: { lastResult: LastResult }) {
  const pending = usePendingIntent("password");
  const [form, fields] = useForm({
    id: "account-password",
    lastResult,
    constraint: getZodConstraint(passwordChangeSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordChangeSchema }),
  });
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="password" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        meta={fields.currentPassword}
        label="Current Password"
        type="password"
        autoComplete="current-password"
        maxLength={MAX_PASSWORD_LENGTH}
      />
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
      <p className={ui.muted}>Changing your password signs you out everywhere else.</p>
      <SubmitButton pending={pending} pendingLabel="Changing password...">
        Change Password
      </SubmitButton>
    </Form>
  );
}
