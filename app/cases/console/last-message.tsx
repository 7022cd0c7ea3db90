import type { MessageAuthor, MessageChannel } from "~/domain/case-messages";
import { staffChannelWords } from "~/cases/thread-rules";
import * as styles from "~/staff/staff.css";

/** A row's last word in the conversation: who wrote it, on which channel, how long ago, and its first words. */
export function LastMessage({
  words,
  channel,
  author,
  ago,
}: {
  words: string;
  channel: MessageChannel;
  author: MessageAuthor;
  ago: string;
}) {
  return (
    <span className={styles.lastMessage}>
      <span
        className={styles.lastMessageMeta}
      >{`${author === "patient" ? "Patient" : "Team"} ${staffChannelWords[channel]}, ${ago}`}</span>
      <span dir="auto">{words}</span>
    </span>
  );
}
