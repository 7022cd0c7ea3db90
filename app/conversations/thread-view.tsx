import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { Constraint } from "@conform-to/dom";
import { useActionData, useFetcher } from "react-router";
import * as ui from "~/styles/ui.css";
import { PlainPostMarker, SubmitButton, TextareaField } from "~/ui/forms";
import * as styles from "./conversations.css";
import type { ThreadMessage } from "./thread.server";
import { MAX_MESSAGE_LENGTH, type MessageAuthor } from "./thread-rules";
import { useThreadPolling } from "./use-thread-polling";

type MessageActionData = { messageResult?: SubmissionResult<string[]> };

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Africa/Cairo",
});

/** "22 Nov 2026, 20:14 Cairo time", the same on the server and in the browser. */
export function formatMessageTime(iso: string) {
  return `${timeFormat.format(new Date(iso))} Cairo time`;
}

/** Patients see "You" and their coordinator's first name; staff see who on the staff wrote each reply. */
function authorLabel(message: ThreadMessage, side: MessageAuthor) {
  if (side === "staff") return message.author === "staff" ? `${message.authorName} (staff)` : "Patient";
  return message.author === "patient" ? "You" : `${message.authorName}, your coordinator`;
}

function ReplyForm({ actionUrl, constraint, side }: { actionUrl: string; constraint: Record<string, Constraint>; side: MessageAuthor }) {
  const fetcher = useFetcher<MessageActionData>();
  const documentAnswer = useActionData<MessageActionData>();
  const [form, fields] = useForm({
    id: "thread-reply",
    lastResult: fetcher.data?.messageResult ?? documentAnswer?.messageResult,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  return (
    <fetcher.Form method="post" action={`${actionUrl}#conversation`} className={styles.inlineForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="message" />
      <TextareaField
        meta={fields.body}
        label={side === "staff" ? "Reply to the patient" : "Your message"}
        hint={side === "staff" ? "The patient gets it by e-mail with your first name and a link back. Internal notes belong in the notes, not here." : `Up to ${MAX_MESSAGE_LENGTH.toLocaleString("en-US")} characters.`}
        textareaProps={{ rows: 5 }}
      />
      <div>
        <SubmitButton pending={fetcher.state !== "idle"} pendingLabel="Sending...">
          {side === "staff" ? "Send reply" : "Send message"}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}

/** The conversation of a case: its messages (kept fresh while open) and the form to answer. */
export function ConversationSection({
  messages: loaded,
  side,
  actionUrl,
  pollPath,
  conversationKey,
  constraint,
}: {
  messages: ThreadMessage[];
  side: MessageAuthor;
  actionUrl: string;
  pollPath: string;
  conversationKey: string | null;
  constraint: Record<string, Constraint>;
}) {
  const messages = useThreadPolling(loaded, pollPath, conversationKey);
  return (
    <section id="conversation" className={ui.card} aria-labelledby="conversation-title">
      <h2 id="conversation-title">Conversation</h2>
      {messages.length === 0 ? (
        <p className={ui.muted}>
          {side === "staff" ? "No messages yet. Your reply is the first the patient will see." : "No messages yet. A coordinator will answer you here."}
        </p>
      ) : (
        <ol className={styles.messages} aria-live="polite">
          {messages.map((message) => (
            <li key={message.id} className={message.author === side ? styles.ownMessage : styles.otherMessage}>
              <p className={styles.messageHead}>
                <span className={styles.messageAuthor}>{authorLabel(message, side)}</span>
                <time dateTime={message.sentAt} className={ui.muted}>
                  {formatMessageTime(message.sentAt)}
                </time>
              </p>
              <p className={styles.messageBody}>{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <ReplyForm actionUrl={actionUrl} constraint={constraint} side={side} />
    </section>
  );
}
