import type { SubmissionResult } from "@conform-to/dom";
import { getFormProps, useForm } from "~/forms/use-form";
import { Form } from "~/i18n/links";
import type { MessageKey } from "~/i18n/message-key";
import { useT } from "~/i18n/use-t";
import type { FormConstraint } from "~/forms/constraint";
import type { ResetPasswordFields } from "../schemas";
import { ErrorList, SubmitButton } from "~/ui/forms";
import * as styles from "./auth.css";
import { NewPasswordFields } from "./new-password-fields";
import { usePendingIntent } from "./use-pending";

/**
 * A form that only chooses a password, new and confirmed: the reset form (`/auth?reset=true`) and the page of the
 * e-mailed confirmation link, which posts to its own address (`action` left out keeps the link's token).
 */
export function NewPasswordForm({
  id,
  intent,
  action,
  submit,
  lastResult,
  constraint,
}: {
  id: string;
  intent: string;
  action?: string;
  submit: { label: MessageKey; pending: MessageKey };
  lastResult: SubmissionResult<string[]> | undefined;
  /** Derived from `resetPasswordSchema` by the loader. */
  constraint: FormConstraint;
}) {
  const t = useT();
  const pending = usePendingIntent(intent);
  const [form, fields] = useForm<ResetPasswordFields>({ id, lastResult, constraint });

  return (
    <Form method="post" action={action} className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      <SubmitButton pending={pending} pendingLabel={t(submit.pending)} className={styles.fullWidth}>
        {t(submit.label)}
      </SubmitButton>
    </Form>
  );
}
