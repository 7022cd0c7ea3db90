import type { SubmissionResult } from "@conform-to/dom";
import { getFormProps, useForm } from "~/forms/use-form";
import { data } from "react-router";
import { site } from "~content/site";
import * as styles from "~/account/account.css";
import { confirmDeletionPassword, deleteAccount } from "~/account/deletion.server";
import { respond } from "~/forms/outcome.server";
import { deleteAccountSchema, type DeleteAccountFields } from "~/account/schemas";
import { requireUserId } from "~/auth/session.server";
import { usePendingIntent } from "~/auth/ui/use-pending";
import { formConstraint, type FormConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { Form, Link } from "~/i18n/links";
import { getTranslator, pathFor } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import { ErrorList, Field, SubmitButton } from "~/ui/forms";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/account_.delete";

export function loader({ request, context }: Route.LoaderArgs) {
  requireUserId({ request, context });
  return { title: getTranslator(context)("account.delete.metaTitle"), constraint: formConstraint(deleteAccountSchema) };
}

export async function action(args: Route.ActionArgs) {
  const userId = requireUserId(args, pathFor(args.context, "/account/delete"));
  const form = await readFormBody(args.request);
  switch (form.get("intent")) {
    case "verify-password": {
      return respond(args, await confirmDeletionPassword({ ...args, userId, form }));
    }
    case "delete-account":
      return respond(args, await deleteAccount({ ...args, userId, form }));
    default:
      return data({ step: "password" as const, result: undefined }, { status: 400 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

const erased = [
  "account.delete.erasedAccount",
  "account.delete.erasedSessions",
  "account.delete.erasedPlans",
  "account.delete.erasedDocuments",
  "account.delete.erasedNewsletter",
] as const;

function PasswordStep({
  lastResult,
  constraint,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: FormConstraint;
}) {
  const t = useT();
  const pending = usePendingIntent("verify-password");
  const [form, fields] = useForm<DeleteAccountFields>({ id: "delete-account", lastResult, constraint });
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="verify-password" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Field
        meta={fields.password}
        label={t("account.delete.password")}
        inputProps={{ type: "password", autoComplete: "current-password" }}
      />
      <SubmitButton pending={pending} pendingLabel={t("account.delete.checking")}>
        {t("account.delete.continue")}
      </SubmitButton>
    </Form>
  );
}

function ConfirmStep({ token }: { token: string }) {
  const t = useT();
  const pending = usePendingIntent("delete-account");
  return (
    <div role="alert" className={styles.form}>
      <h2>{t("account.delete.confirmHeading")}</h2>
      <p>{t("account.delete.confirmText")}</p>
      <Form method="post" className={ui.buttonRow}>
        <input type="hidden" name="intent" value="delete-account" />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={`${ui.button.primary} ${styles.dangerButton}`} disabled={pending}>
          {t(pending ? "account.delete.deleting" : "account.delete.confirm")}
        </button>
        <Link to="/account" className={ui.button.outline}>
          {t("account.delete.keep")}
        </Link>
      </Form>
    </div>
  );
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <div className={styles.page}>
        <h1 className={styles.title}>{t("account.delete.title")}</h1>
        <section className={`${ui.card} ${styles.card} ${styles.danger}`} aria-label={t("account.delete.sectionLabel")}>
          <p>{t("account.delete.intro")}</p>
          <ul>
            {erased.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
          </ul>
          <p>
            {t("account.delete.kept")} <Link to="/account">{t("account.delete.downloadLink")}</Link>{" "}
            {t("account.delete.beforeYouGo")}
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
