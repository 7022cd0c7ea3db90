import * as styles from "./conversations.css";

/** The case list's mark for a patient message nobody on the staff has read yet. */
export function UnreadReplyMark() {
  return <span className={styles.unread}>Unread reply</span>;
}
