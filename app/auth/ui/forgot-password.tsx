import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, type ComponentType, type ReactNode, type RefObject } from "react";
import { Form, Link, useFetcher, type FormProps } from "react-router";
import { button } from "~/styles/ui.css";
import { MAX_EMAIL_LENGTH, forgotPasswordSchema } from "../schemas";
import * as styles from "./auth.css";
import { Field } from "./field";
import { SubmitButton } from "./submit-button";
import { usePendingIntent } from "./use-pending";

type ForgotPasswordResult = {
  intent: "forgot-password";
  result: SubmissionResult<string[]>;
  sent: boolean;
};

const TITLE = "Reset Your Password";
const LEAD = "Enter the email address of your account and we will send you a link to reset your password.";

function ForgotPasswordFields({
  FormComponent,
  lastResult,
  pending,
  cancel,
}: {
  FormComponent: ComponentType<FormProps>;
  lastResult: SubmissionResult<string[]> | undefined;
  pending: boolean;
  cancel: ReactNode;
}) {
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  return (
    <FormComponent method="post" action="/auth?view=forgot" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="forgot-password" />
      <Field meta={fields.email} label="Email" type="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} />
      <div className={styles.actions}>
        {cancel}
        <div>
          <SubmitButton pending={pending} pendingLabel="Sending...">
            Send Reset Email
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
export function ForgotPasswordDialog({ dialogRef }: { dialogRef: RefObject<HTMLDialogElement | null> }) {
  const fetcher = useFetcher<ForgotPasswordResult>({ key: "forgot-password" });
  const sent = fetcher.state === "idle" && fetcher.data?.sent === true;
  useEffect(() => {
    if (sent) dialogRef.current?.close();
  }, [sent, fetcher.data, dialogRef]);

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="forgot-password-title">
      <h2 id="forgot-password-title">{TITLE}</h2>
      <p>{LEAD}</p>
      <ForgotPasswordFields
        FormComponent={fetcher.Form}
        lastResult={fetcher.data?.result}
        pending={fetcher.state !== "idle"}
        cancel={
          <button type="button" className={button.ghost} onClick={() => dialogRef.current?.close()}>
            Cancel
          </button>
        }
      />
    </dialog>
  );
}

/** The same form as a page of its own, for visitors without JavaScript (/auth?view=forgot). */
export function ForgotPasswordPage({ actionData }: { actionData: ForgotPasswordResult | undefined }) {
  const pending = usePendingIntent("forgot-password");
  return (
    <>
      <h1 className={styles.intro}>{TITLE}</h1>
      {actionData?.sent ? (
        <p role="status" className={styles.notice}>
          If an account exists for that address, a link to reset your password is on its way. It works for one hour.
        </p>
      ) : (
        <p>{LEAD}</p>
      )}
      <ForgotPasswordFields
        FormComponent={Form}
        lastResult={actionData?.result}
        pending={pending}
        cancel={
          <Link to="/auth" className={button.ghost}>
            Cancel
          </Link>
        }
      />
    </>
  );
}
