import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { getFormProps, useForm } from "~/forms/use-form";
import { requireStaff, scopeFor } from "~/staff/permissions.server";
import {
  addSavedReply,
  editSavedReply,
  listSavedReplies,
  mayChange,
  removeSavedReply,
  removeSavedReplySchema,
  savedReplySchema,
} from "~/cases/console/saved-replies.server";
import * as styles from "~/staff/staff.css";
import { respond } from "~/forms/outcome.server";
import { CheckboxField, ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import type { Route } from "./+types/staff.saved-replies";

const PAGE = "/staff/saved-replies";

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const rows = await listSavedReplies(staff);
  return {
    replies: rows.map((r) => ({ id: r.id, title: r.title, locale: r.locale, body: r.body, own: r.ownerId !== null, editable: mayChange(staff, r) })),
    mayShare: scopeFor(staff, "team").all,
    constraint: formConstraint(savedReplySchema),
  };
}

/**
 * Every staff member adds, edits and removes their own saved replies; admins also the team's. Every post is answered
 * the same with and without JavaScript; a refused edit comes back in that reply's form with what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = await readFormBody(request);
  const done = (title: string) => respond({ request, context }, { status: "redirect", to: PAGE, toast: { title } });
  if (form.get("intent") === "remove") {
    const submission = parseWithZod(form, { schema: removeSavedReplySchema });
    const removed = submission.status === "success" && (await removeSavedReply(staff, submission.value.id));
    return done(removed ? "Saved reply removed." : "That reply was already removed.");
  }
  const submission = parseWithZod(form, { schema: savedReplySchema });
  if (submission.status !== "success") return data({ result: submission.reply(), replyId: form.get("id") }, { status: 400 });
  const { value } = submission;
  if (value.intent === "add") {
    await addSavedReply(staff, value);
    return done(`Saved reply "${value.title}" added.`);
  }
  const edited = value.id !== undefined && (await editSavedReply(staff, value.id, value));
  return done(edited ? `Saved reply "${value.title}" saved.` : "That reply was removed, or is not yours to change.");
}

export function meta() {
  return [{ title: "Saved replies | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

const languageLabels = { en: "English", ar: "Arabic" } as const;

type Reply = Route.ComponentProps["loaderData"]["replies"][number];

export default function SavedReplies({ loaderData }: Route.ComponentProps) {
  const { replies, mayShare } = loaderData;
  const own = replies.filter((r) => r.own);
  const team = replies.filter((r) => !r.own);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Saved replies</h1>
      <p className={styles.summary}>
        Insert these into a reply on a case page. Placeholders filled in for each case: {"{firstName}"} (the patient's
        first name), {"{coordinatorName}"} (your first name), {"{bookingLink}"} (the consultation booking page in the
        reply's language).
      </p>
      <ReplyList id="saved-own" title="Your replies" empty="None yet: the replies you add here are offered to you alone." replies={own} mayShare={mayShare} />
      <ReplyList id="saved-team" title="The team's replies" empty="No saved replies for the team yet." replies={team} mayShare={mayShare} />
      <section className={styles.panel} aria-labelledby="saved-add">
        <h2 id="saved-add" className={styles.panelTitle}>
          Add a saved reply
        </h2>
        <SavedReplyForm mayShare={mayShare} />
      </section>
    </div>
  );
}

function ReplyList({ id, title, empty, replies, mayShare }: { id: string; title: string; empty: string; replies: Reply[]; mayShare: boolean }) {
  const answer = useActionData<typeof action>();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {replies.length === 0 ? (
        <p className={styles.summary}>{empty}</p>
      ) : (
        <ul className={styles.plainList}>
          {replies.map((r) => (
            <li key={r.id} className={styles.note}>
              <span className={styles.sectionTitle}>{`${r.title} · ${languageLabels[r.locale]}`}</span>
              <p className={styles.multiline} dir="auto">
                {r.body}
              </p>
              {r.editable ? (
                <>
                  {/* Open again after a refused edit, showing what was typed and why. */}
                  <details open={answer?.replyId === r.id}>
                    <summary>{`Edit "${r.title}"`}</summary>
                    {/* Keyed by its words: after a save the form starts again from what is recorded. */}
                    <SavedReplyForm key={JSON.stringify([r.title, r.locale, r.body, r.own])} reply={r} mayShare={mayShare} />
                  </details>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={r.id} />
                    <SubmitButton variant="outline" pending={false} pendingLabel="Removing...">
                      {`Remove "${r.title}"`}
                    </SubmitButton>
                  </Form>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The add form, or one reply's edit form (its recorded words as the defaults). */
function SavedReplyForm({ reply, mayShare }: { reply?: Reply; mayShare: boolean }) {
  const { constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const formId = reply ? `saved-reply-${reply.id}` : "saved-reply";
  const ours = (reply?.id ?? null) === (typeof answer?.replyId === "string" ? answer.replyId : null);
  const [form, fields] = useForm({
    id: formId,
    lastResult: ours ? answer?.result : undefined,
    constraint,
    defaultValue: reply ? { title: reply.title, locale: reply.locale, body: reply.body, shared: reply.own ? undefined : "on" } : undefined,
  });
  return (
    <Form method="post" className={styles.actionForm} {...getFormProps(form)}>
      <input type="hidden" name="intent" value={reply ? "edit" : "add"} />
      {reply ? <input type="hidden" name="id" value={reply.id} /> : null}
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Field meta={fields.title} label="Title" inputProps={{ dir: "auto" }} />
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
      {mayShare ? <CheckboxField meta={fields.shared} label="For the whole team (otherwise yours alone)" /> : null}
      <div>
        <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("id") === (reply?.id ?? null)} pendingLabel="Saving...">
          {reply ? "Save changes" : "Add saved reply"}
        </SubmitButton>
      </div>
    </Form>
  );
}
