import type { SubmissionResult } from "@conform-to/dom";
import { getFormProps, useFieldValue, useForm } from "~/forms/use-form";
import { Form, Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import type { FormConstraint } from "~/forms/constraint";
import type { SignUpFields } from "../schemas";
import { ErrorList, Field, SubmitButton } from "~/ui/forms";
import { muted } from "~/styles/ui.css";
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
  const t = useT();
  const pending = usePendingIntent("sign-up");
  const [form, fields] = useForm<SignUpFields>({ id: "sign-up", lastResult, constraint });
  const typedPassword = useFieldValue(fields.password);
  const password = typedPassword ?? "";
  const mismatch = liveMismatch(typedPassword, useFieldValue(fields.confirmPassword));

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
        label={t("auth.field.username")}
        markOptional
        inputProps={{ type: "text", autoComplete: "nickname" }}
      />
      <Field meta={fields.email} label={t("auth.field.email")} inputProps={{ type: "email", autoComplete: "email" }} />
      <Field
        meta={fields.password}
        label={t("auth.field.password")}
        inputProps={{ type: "password", autoComplete: "new-password" }}
        hint={<PasswordStrength password={password} />}
      />
      <Field
        meta={fields.confirmPassword}
        label={t("auth.field.confirmPassword")}
        inputProps={{ type: "password", autoComplete: "new-password" }}
        errors={mismatch ? [mismatch] : undefined}
      />
      <p className={muted}>
        {t("auth.signUp.privacy")} <Link to="/privacy">{t("auth.signUp.privacyLink")}</Link>
      </p>
      <SubmitButton pending={pending} pendingLabel={t("auth.signUp.pending")} className={styles.fullWidth}>
        {t("auth.signUp.submit")}
      </SubmitButton>
    </Form>
  );
}
