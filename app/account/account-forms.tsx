import type { SubmissionResult } from "@conform-to/dom";
import { getFormProps, useForm } from "~/forms/use-form";
import { Form } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { NewPasswordFields } from "~/auth/ui/new-password-fields";
import { usePendingIntent } from "~/auth/ui/use-pending";
import type { FormConstraint } from "~/forms/constraint";
import * as ui from "~/styles/ui.css";
import { ErrorList, Field, SubmitButton } from "~/ui/forms";
import * as styles from "./account.css";
import type { EmailChangeFields, PasswordChangeFields, UsernameFields } from "./schemas";

type FormProps = {
  lastResult: SubmissionResult<string[]> | undefined;
  /** Derived from the form's schema by the loader. */
  constraint: FormConstraint;
};

export function UsernameForm({ username, lastResult, constraint }: FormProps & { username: string }) {
  const t = useT();
  const pending = usePendingIntent("username");
  const [form, fields] = useForm<UsernameFields>({
    id: "account-username",
    lastResult,
    constraint,
    defaultValue: { username },
  });
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="username" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Field meta={fields.username} label={t("account.field.username")} inputProps={{ autoComplete: "nickname" }} />
      <SubmitButton pending={pending} pendingLabel={t("account.username.pending")}>
        {t("account.username.submit")}
      </SubmitButton>
    </Form>
  );
}

export function EmailForm({ lastResult, constraint }: FormProps) {
  const t = useT();
  const pending = usePendingIntent("email");
  const [form, fields] = useForm<EmailChangeFields>({ id: "account-email", lastResult, constraint });
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="email" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Field
        meta={fields.newEmail}
        label={t("account.field.newEmail")}
        inputProps={{ type: "email", autoComplete: "email" }}
      />
      <Field
        meta={fields.currentPassword}
        label={t("account.field.currentPassword")}
        inputProps={{ type: "password", autoComplete: "current-password" }}
      />
      <SubmitButton pending={pending} pendingLabel={t("account.email.pendingLabel")}>
        {t("account.email.submit")}
      </SubmitButton>
    </Form>
  );
}

export function PasswordForm({ lastResult, constraint }: FormProps) {
  const t = useT();
  const pending = usePendingIntent("password");
  const [form, fields] = useForm<PasswordChangeFields>({
    id: "account-password",
    lastResult,
    constraint,
  });
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="password" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Field
        meta={fields.currentPassword}
        label={t("account.field.currentPassword")}
        inputProps={{ type: "password", autoComplete: "current-password" }}
      />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      <p className={ui.muted}>{t("account.password.note")}</p>
      <SubmitButton pending={pending} pendingLabel={t("account.password.pending")}>
        {t("account.password.submit")}
      </SubmitButton>
    </Form>
  );
}
