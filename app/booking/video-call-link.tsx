import * as styles from "./booking.css";

/** A confirmed consultation's video room for staff (the console is English), opened in a new tab. */
export function VideoCallLink({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <p className={styles.summaryValue}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        Join the video call
      </a>
    </p>
  );
}
