import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import type { Colleague } from "./presence-rules";
import * as styles from "~/staff/staff.css";
import { useCasePresence } from "./use-case-presence";

function sentence({ name, writing }: Colleague) {
  return writing ? `${name} is writing a reply now.` : `${name} has this case open.`;
}

/**
 * Who else is on this case: from the audit log, who opened it in the last 10 minutes (the only
 * line without JavaScript); with JavaScript, who has it open now and who is writing, announced as they come and go,
 * and left out of the first line.
 */
export function CasePresence({ caseId, openedBy }: { caseId: string; openedBy: { name: string; at: string }[] }) {
  const colleagues = useCasePresence(caseId) ?? [];
  const here = new Set(colleagues.map((c) => c.name));
  const recently = openedBy.filter((o) => !here.has(o.name));
  return (
    <>
      {recently.length > 0 ? (
        <p className={styles.presence} role="status">
          {`Also opened in the last 10 minutes: ${recently.map((o) => `${o.name} (${formatInstant(o.at, { zone: CLINIC_ZONE, preset: "console" })})`).join(", ")}. Check the conversation before you answer.`}
        </p>
      ) : null}
      <div role="status">
        {colleagues.length > 0 ? <p className={styles.presence}>{colleagues.map(sentence).join(" ")}</p> : null}
      </div>
    </>
  );
}
