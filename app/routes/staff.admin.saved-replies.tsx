import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useActionData, useNavigation } from "react-router";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { getFormProps, useForm } from "~/forms/use-form";
import { requireRole } from "~/staff/permissions.server";
import {
  addSavedReply,
  listSavedReplies,
  removeSavedReply,
  removeSavedReplySchema,
  savedReplySchema,
} from "~/cases/console/saved-replies.server";
import * as styles from "~/staff/staff.css";
import { respond } from "~/forms/outcome.server";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import type { Route } from "./+types/staff.admin.saved-replies";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const rows = await listSavedReplies();
  return {
    replies: rows.map((r) => ({ id: r.id, title: r.title, locale: r.locale, body: r.body })),
    constraint: formConstraint(savedReplySchema),
  };
}

/** Admins add and remove the team's saved replies; every post is answered the same with and without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireRole(context, "admin");
  const form = await readFormBody(request);
  if (form.get("intent") === "remove") {
    const submission = parseWithZod(form, { schema: removeSavedReplySchema });
    if (submission.status !== "success" || !(await removeSavedReply(submission.value.id))) {
      return respond({ request, context }, { status: "redirect", to: "/staff/admin/saved-replies", toast: { title: "That reply was already removed." } });
    }
    return respond({ request, context }, { status: "redirect", to: "/staff/admin/saved-replies", toast: { title: "Saved reply removed." } });
  }
  const submission = parseWithZod(form, { schema: savedReplySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await addSavedReply(staff, submission.value);
  return respond({ request, context }, { status: "redirect", to: "/staff/admin/saved-replies", toast: { title: `Saved reply "${submission.value.title}" added.` } });
}

export function meta() {
  return [{ title: "Saved replies | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

const languageLabels = { en: "English", ar: "Arabic" } as const;

export default function SavedReplies({ loaderData }: Route.ComponentProps) {
  const { replies, constraint } = loaderData;
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({ id: "saved-reply", lastResult: answer?.result, constraint });
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Saved replies</h1>
      <p className={styles.summary}>
        Coordinators insert these into a reply. Placeholders filled in for each case: {"{firstName}"} (the patient's first
        name), {"{coordinatorName}"} (the coordinator's first name), {"{bookingLink}"} (the consultation booking page in the
        reply's language).
      </p>
      <section className={styles.panel} aria-labelledby="saved-list">
        <h2 id="saved-list" className={styles.panelTitle}>
          The team's replies
        </h2>
        {replies.length === 0 ? (
          <p className={styles.summary}>No saved replies yet.</p>
        ) : (
          <ul className={styles.plainList}>
            {replies.map((r) => (
              <li key={r.id} className={styles.note}>
                <span className={styles.sectionTitle}>{`${r.title} · ${languageLabels[r.locale]}`}</span>
                <p className={styles.multiline} dir="auto">
                  {r.body}
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={r.id} />
                  <SubmitButton variant="outline" pending={false} pendingLabel="Removing...">
                    {`Remove "${r.title}"`}
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="saved-add">
        <h2 id="saved-add" className={styles.panelTitle}>
          Add a saved reply
        </h2>
        <Form method="post" className={styles.actionForm} {...getFormProps(form)}>
          <input type="hidden" name="intent" value="add" />
          <ErrorList id={form.errorId} errors={form.errors} role="alert" />
          <Field meta={fields.title} label="Title" />
          <SelectField
            meta={fields.locale}
            label="Language"
            placeholder="Choose a language"
            options={[
              { value: "en", label: "English" },
              { value: "ar", label: "Arabic" },
            ]}
          />
          <TextareaField meta={fields.body} label="Reply" textareaProps={{ rows: 6, dir: "auto" }} />
          <div>
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Adding...">
              Add saved reply
            </SubmitButton>
          </div>
        </Form>
      </section>
    </div>
  );
}
