import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { getFormProps, useForm } from "~/forms/use-form";
import type { ReactNode } from "react";
import { useActionData, useFetcher } from "react-router";
import { dayAndTime } from "~/i18n/format";
import { useFormat, useT } from "~/i18n/use-t";
import type { Translate } from "~/i18n/message-key";
import type { DeliveryStatus, MessageChannel } from "~/domain/case-messages";
import * as ui from "~/styles/ui.css";
import { ErrorList, PlainPostMarker, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import { afterReplyOptions } from "./after-reply";
import * as styles from "./thread.css";
import type { ThreadMessage } from "./thread-page.server";
import { MAX_MESSAGE_LENGTH, staffChannelWords, type MessageAuthor, type OpeningMessage, type ThreadTimeZone } from "./thread-rules";
import { useThreadPolling } from "./use-thread-polling";

type MessageActionData = {
  messageResult?: SubmissionResult<string[]>;
  /** A refused staff reply: the patient's messages that arrived since the page was opened, and the newest one's time. */
  newerMessages?: ThreadMessage[];
  seenUpTo?: number;
  /** A staff reply held back by a colleague's: the newest one's time, and the question whether to send anyway. */
  teamSeenUpTo?: number;
  askToSend?: true;
};

/**
 * "Nov 22, 2026, 20:14 Riyadh time" ("22 نوفمبر 2026، 20:14 بتوقيت الرياض"): a 24-hour clock and the zone
 * named by the loader, so the server and the browser write the same text.
 */
function useMessageTime(zone: ThreadTimeZone) {
  const t = useT();
  const format = useFormat();
  return (iso: string) =>
    t("requests.conversation.zoneTime", {
      time: format.date(new Date(iso), {
        ...dayAndTime,
        timeZone: zone.id,
      }),
      zone: zone.name,
    });
}

/** Patients see "You" and their coordinator's first name; staff see who on the staff wrote each reply (in English). */
function authorLabel(message: ThreadMessage, side: MessageAuthor, t: Translate) {
  if (side === "staff") return message.author === "staff" ? `${message.authorName} (staff)` : "Patient";
  return message.author === "patient"
    ? t("requests.conversation.you")
    : t("requests.conversation.coordinator", { name: message.authorName });
}

function ReplyForm({
  actionUrl,
  constraint,
  side,
  newestShown,
  newestTeamLoaded,
}: {
  actionUrl: string;
  constraint: Record<string, Constraint>;
  side: MessageAuthor;
  /** The newest message's time on the page: a staff reply is refused if the patient wrote after it. */
  newestShown: number;
  /** The newest team reply the page was drawn with: a colleague's reply after it asks before a staff reply goes. */
  newestTeamLoaded: number;
}) {
  const t = useT();
  const fetcher = useFetcher<MessageActionData>();
  const documentAnswer = useActionData<MessageActionData>();
  const answer = fetcher.data ?? documentAnswer;
  const seenUpTo = Math.max(newestShown, answer?.seenUpTo ?? 0);
  const teamSeenUpTo = Math.max(newestTeamLoaded, answer?.teamSeenUpTo ?? 0);
  const [form, fields] = useForm({
    id: "thread-reply",
    lastResult: fetcher.data?.messageResult ?? documentAnswer?.messageResult,
    constraint,
    defaultValue: { body: "", after: "wait" },
  });
  return (
    <fetcher.Form
      method="post"
      action={`${actionUrl}#conversation`}
      className={styles.inlineForm}
      defaultShouldRevalidate
      {...getFormProps(form)}
    >
      <PlainPostMarker />
      <input type="hidden" name="intent" value="message" />
      {side === "staff" ? (
        <>
          <input type="hidden" name="seenUpTo" value={seenUpTo} />
          <input type="hidden" name="teamSeenUpTo" value={teamSeenUpTo} />
        </>
      ) : null}
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      {side === "staff" && answer?.newerMessages?.length ? (
        <ol className={styles.messages} aria-label="The patient's new messages">
          {answer.newerMessages.map((message) => (
            <li key={message.id} className={styles.otherMessage}>
              <p className={styles.messageBody} dir="auto">
                {message.body}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      <TextareaField
        meta={fields.body}
        label={side === "staff" ? "Reply to the patient" : t("requests.conversation.messageLabel")}
        hint={
          side === "staff"
            ? "The patient gets it with your first name: by e-mail with a link back, or on WhatsApp when chosen. Internal notes belong in the notes, not here."
            : t("requests.conversation.messageHint", { max: MAX_MESSAGE_LENGTH })
        }
        // Arabic typed into an English page keeps its punctuation on the right side.
        textareaProps={{ rows: 5, dir: "auto" }}
      />
      {side === "staff" ? <SelectField meta={fields.after} label="After sending" options={afterReplyOptions} /> : null}
      <div>
        <SubmitButton pending={fetcher.state !== "idle"} pendingLabel={t("requests.conversation.sending")}>
          {side === "staff" ? (answer?.askToSend ? "Send anyway" : "Send reply") : t("requests.conversation.send")}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}

/** A message of the thread as drawn: a stored one, or what the patient sent when opening the case. */
type ThreadEntry = ThreadMessage & { opening?: OpeningMessage };

/** The requests and the messages, each at its time; a request comes before a message of the same instant. */
function threadEntries(openings: OpeningMessage[], messages: ThreadMessage[]): ThreadEntry[] {
  const requests = openings.map((opening) => ({ id: opening.id, author: "patient" as const, authorName: "Patient", body: opening.body, sentAt: opening.sentAt, channel: opening.channel, deliveryStatus: null, opening }));
  return [...requests, ...messages]
    .map((entry, order) => ({ entry, order, at: Date.parse(entry.sentAt) }))
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map(({ entry }) => entry);
}

/** How a message came (the site, e-mail, WhatsApp), as its reader calls it: the console in English (decision 0131). */
function channelLabel(channel: MessageChannel, side: MessageAuthor, t: Translate) {
  if (side === "staff") return staffChannelWords[channel];
  const keys = { site: "requests.conversation.bySite", email: "requests.conversation.byEmail", whatsapp: "requests.conversation.byWhatsapp" } as const;
  return t(keys[channel]);
}

/** What WhatsApp last said of a coordinator's message there. */
const deliveryLabels = { sent: "sent", delivered: "delivered", read: "read", failed: "not delivered" } as const satisfies Record<DeliveryStatus, string>;

/** Which request a first message is, as its reader calls it. */
function openingLabel(opening: OpeningMessage, side: MessageAuthor, t: Translate) {
  if (side === "staff") return opening.merged ? "Request of a case merged into this one" : "Their request";
  return t(opening.merged ? "requests.opening.merged" : "requests.opening.request");
}

/**
 * The conversation of a case: what the patient sent when opening it (and on cases merged into it), its messages
 * (kept fresh while open) and the form to answer. Only stored messages count for the poll and the reply check.
 */
export function ThreadSection({
  openings,
  messages: loaded,
  side,
  actionUrl,
  pollPath,
  conversationKey,
  constraint,
  timeZone,
  replyTools,
}: {
  /** Staff only: what sits above the reply box (the saved replies). */
  replyTools?: ReactNode;
  openings: OpeningMessage[];
  messages: ThreadMessage[];
  side: MessageAuthor;
  actionUrl: string;
  pollPath: string;
  conversationKey: string | null;
  constraint: Record<string, Constraint>;
  timeZone: ThreadTimeZone;
}) {
  const t = useT();
  const messageTime = useMessageTime(timeZone);
  const { messages, lost } = useThreadPolling(loaded, pollPath, conversationKey);
  return (
    <section id="conversation" className={ui.card} aria-labelledby="conversation-title">
      <h2 id="conversation-title">{t("requests.conversation.title")}</h2>
      {messages.length === 0 && openings.length === 0 ? (
        <p className={ui.muted}>
          {side === "staff"
            ? "No messages yet. Your reply is the first the patient will see."
            : t("requests.conversation.empty")}
        </p>
      ) : (
        <ol className={styles.messages} aria-live="polite">
          {threadEntries(openings, messages).map((message) => (
            <li key={message.id} className={message.author === side ? styles.ownMessage : styles.otherMessage}>
              <p className={styles.messageHead}>
                <span className={styles.messageAuthor}>{authorLabel(message, side, t)}</span>
                {message.opening ? <span className={styles.openingLabel}>{openingLabel(message.opening, side, t)}</span> : null}
                <span className={styles.openingLabel}>{channelLabel(message.channel, side, t)}</span>
                {side === "staff" && message.deliveryStatus ? <span className={ui.muted}>{deliveryLabels[message.deliveryStatus]}</span> : null}
                <time dateTime={message.sentAt} className={ui.muted}>
                  {messageTime(message.sentAt)}
                </time>
              </p>
              {/* Patients write in their language, coordinators in theirs: each message runs in its own direction. */}
              <p className={styles.messageBody} dir="auto">
                {message.body}
              </p>
              {message.opening?.details ? (
                <p className={styles.openingDetails}>
                  <a href={message.opening.details.href}>{message.opening.details.label}</a>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {lost ? (
        <p role="alert" className={ui.muted}>
          This case was given to a colleague (or merged) while you had it open, so it is no longer in your cases and
          nothing new of it is shown. Your draft stays in the box; a reply from here is not sent.
        </p>
      ) : null}
      {replyTools}
      <ReplyForm
        actionUrl={actionUrl}
        constraint={constraint}
        side={side}
        newestShown={messages.reduce((newest, m) => Math.max(newest, Date.parse(m.sentAt)), 0)}
        newestTeamLoaded={loaded.reduce((newest, m) => (m.author === "staff" ? Math.max(newest, Date.parse(m.sentAt)) : newest), 0)}
      />
    </section>
  );
}
