import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import { site } from "~content/site";
import * as styles from "~/account/account.css";
import { confirmDeletionPassword, deleteAccount } from "~/account/deletion.server";
import { deleteAccountSchema, type DeleteAccountFields } from "~/account/schemas";
import { requireUserId } from "~/auth/session.server";
import { usePendingIntent } from "~/auth/ui/use-pending";
import { formConstraint, type FormConstraint } from "~/forms/constraint";
import { ErrorList, Field, serverValidated, SubmitButton } from "~/ui/forms";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/account_.delete";

export function loader({ request, context }: Route.LoaderArgs) {
  requireUserId({ request, context });
  return { constraint: formConstraint(deleteAccountSchema) };
}

export async function action(args: Route.ActionArgs) {
  const userId = requireUserId(args, "/account/delete");
  const form = await args.request.formData();
  switch (form.get("intent")) {
    case "verify-password":
      return confirmDeletionPassword({ ...args, userId, form });
    case "delete-account":
      return deleteAccount({ ...args, userId, form });
    default:
      return data({ step: "password" as const, result: undefined }, { status: 400 });
  }
}

export function meta() {
  return [{ title: `Delete Your Account | ${site.name}` }, { name: "robots", content: "noindex" }];
}

const erased = [
  "your account, profile and username",
  "every session (you are signed out everywhere)",
  "your trip plans and intakes, with their health details",
  "every document you uploaded",
  "your newsletter subscription and the emails we sent you",
];

function PasswordStep({
  lastResult,
  constraint,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: FormConstraint;
}) {
  const pending = usePendingIntent("verify-password");
  const [form, fields] = useForm<DeleteAccountFields>({ id: "delete-account", ...serverValidated, lastResult, constraint });
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="verify-password" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Field meta={fields.password} label="Your Password" inputProps={{ type: "password", autoComplete: "current-password" }} />
      <SubmitButton pending={pending} pendingLabel="Checking...">
        Continue
      </SubmitButton>
    </Form>
  );
}

function ConfirmStep({ token }: { token: string }) {
  const pending = usePendingIntent("delete-account");
  return (
    <div role="alert" className={styles.form}>
      <h2>Are you sure?</h2>
      <p>This cannot be undone. We cannot restore a deleted account or its documents.</p>
      <Form method="post" className={ui.buttonRow}>
        <input type="hidden" name="intent" value="delete-account" />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={`${ui.button.primary} ${styles.dangerButton}`} disabled={pending}>
          {pending ? "Deleting..." : "Delete My Account Permanently"}
        </button>
        <Link to="/account" className={ui.button.outline}>
          Keep My Account
        </Link>
      </Form>
    </div>
  );
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <div className={styles.page}>
        <h1 className={styles.title}>Delete Your Account</h1>
        <section className={`${ui.card} ${styles.card} ${styles.danger}`} aria-label="What is deleted">
          <p>Deleting your account erases, at once and for good:</p>
          <ul>
            {erased.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            Security records about the account are kept without your email or network address. We send a last email to
            confirm the deletion. Want a copy first? <Link to="/account">Download your data</Link> before you go.
          </p>
          {actionData?.step === "confirm" ? (
            <ConfirmStep token={actionData.token} />
          ) : (
            <PasswordStep
              lastResult={actionData?.result as SubmissionResult<string[]> | undefined}
              constraint={loaderData.constraint}
            />
          )}
        </section>
      </div>
    </div>
  );
}
