import type { SubmissionResult } from "@conform-to/dom";
import { getFormProps, useForm } from "~/forms/use-form";
import { useEffect, type ComponentType, type ReactNode, type RefObject } from "react";
import { Form, useFetcher, type FormProps } from "react-router";
import { Link, useLocalePath } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { button } from "~/styles/ui.css";
import type { FormConstraint } from "~/forms/constraint";
import type { ForgotPasswordFields } from "../schemas";
import { Field, SubmitButton } from "~/ui/forms";
import * as styles from "./auth.css";
import { usePendingIntent } from "./use-pending";

type ForgotPasswordResult = {
  intent: "forgot-password";
  result: SubmissionResult<string[]>;
  sent: boolean;
};

function ForgotPasswordFields({
  FormComponent,
  lastResult,
  constraint,
  pending,
  cancel,
}: {
  FormComponent: ComponentType<FormProps>;
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: FormConstraint;
  pending: boolean;
  cancel: ReactNode;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const [form, fields] = useForm<ForgotPasswordFields>({ id: "forgot-password", lastResult, constraint });
  return (
    <FormComponent method="post" action={localePath("/auth?view=forgot")} className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="forgot-password" />
      <Field meta={fields.email} label={t("auth.field.email")} inputProps={{ type: "email", autoComplete: "email" }} />
      <div className={styles.actions}>
        {cancel}
        <div>
          <SubmitButton pending={pending} pendingLabel={t("auth.forgot.pending")} className={styles.fullWidth}>
            {t("auth.forgot.submit")}
          </SubmitButton>
        </div>
      </div>
    </FormComponent>
  );
}

/**
 * The "Forgot your password?" modal (JavaScript on). It posts through a fetcher, so
 * the sign-in form behind it keeps what was typed; success closes it and clears the field.
 */
export function ForgotPasswordDialog({
  dialogRef,
  constraint,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  constraint: FormConstraint;
}) {
  const t = useT();
  const fetcher = useFetcher<ForgotPasswordResult>({ key: "forgot-password" });
  const sent = fetcher.state === "idle" && fetcher.data?.sent === true;
  useEffect(() => {
    if (sent) dialogRef.current?.close();
  }, [sent, fetcher.data, dialogRef]);

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="forgot-password-title">
      <h2 id="forgot-password-title">{t("auth.forgot.title")}</h2>
      <p>{t("auth.forgot.lead")}</p>
      <ForgotPasswordFields
        FormComponent={fetcher.Form}
        lastResult={fetcher.data?.result}
        constraint={constraint}
        pending={fetcher.state !== "idle"}
        cancel={
          <button type="button" className={button.ghost} onClick={() => dialogRef.current?.close()}>
            {t("auth.forgot.cancel")}
          </button>
        }
      />
    </dialog>
  );
}

/** The same form as a page of its own, for visitors without JavaScript (/auth?view=forgot). */
export function ForgotPasswordPage({
  actionData,
  constraint,
}: {
  actionData: ForgotPasswordResult | undefined;
  constraint: FormConstraint;
}) {
  const t = useT();
  const pending = usePendingIntent("forgot-password");
  return (
    <>
      <h1 className={styles.intro}>{t("auth.forgot.title")}</h1>
      {actionData?.sent ? (
        <p role="status" className={styles.notice}>
          {t("auth.forgot.sent")}
        </p>
      ) : (
        <p>{t("auth.forgot.lead")}</p>
      )}
      <ForgotPasswordFields
        FormComponent={Form}
        lastResult={actionData?.result}
        constraint={constraint}
        pending={pending}
        cancel={
          <Link to="/auth" className={button.ghost}>
            {t("auth.forgot.cancel")}
          </Link>
        }
      />
    </>
  );
}
