import type { SubmissionResult } from "@conform-to/dom";
import { getFormProps, useForm } from "~/forms/use-form";
import { Form } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import type { FormConstraint } from "~/forms/constraint";
import type { ResetPasswordFields } from "../schemas";
import { ErrorList, SubmitButton } from "~/ui/forms";
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
  const t = useT();
  const pending = usePendingIntent("update-password");
  const [form, fields] = useForm<ResetPasswordFields>({ id: "reset-password", lastResult, constraint });

  return (
    <Form method="post" action="/auth?reset=true" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="update-password" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      <SubmitButton pending={pending} pendingLabel={t("auth.resetForm.pending")} className={styles.fullWidth}>
        {t("auth.resetForm.submit")}
      </SubmitButton>
    </Form>
  );
}
