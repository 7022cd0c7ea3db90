import * as styles from "./thread.css";

/** The case list's mark for a patient message nobody on the staff has read yet. */
export function UnreadReplyMark() {
  return <span className={styles.unread}>Unread reply</span>;
}
