import type { FormEvent } from "react";
import { SelectField } from "~/ui/forms";
import { button } from "~/styles/ui.css";
import * as styles from "~/staff/staff.css";

type SavedReplyOption = { id: string; title: string; locale: "en" | "ar"; text: string };

const languageNames = { en: "English", ar: "Arabic" } as const;
/** The reply box's id: the forms kit names it `<form id>-<field>`. */
const REPLY_BOX_ID = "thread-reply-body";

/** Puts the text where the cursor is in the reply box (or at its end), keeping what was typed around it. */
function insertAtCursor(text: string) {
  const box = document.getElementById(REPLY_BOX_ID);
  if (!(box instanceof HTMLTextAreaElement)) return false;
  const start = box.selectionStart ?? box.value.length;
  const end = box.selectionEnd ?? start;
  box.setRangeText(text, start, end, "end");
  box.focus();
  return true;
}

/**
 * The team's saved replies above the reply box (decision 0153). Without JavaScript it is a GET form: the case
 * page comes back with the chosen reply, filled in for this patient, in the box. With it, the reply goes in
 * at the cursor and nothing reloads.
 */
export function SavedReplyPicker({ caseId, replies }: { caseId: string; replies: SavedReplyOption[] }) {
  if (replies.length === 0) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const chosen = replies.find((r) => r.id === new FormData(event.currentTarget).get("savedReply"));
    if (chosen && insertAtCursor(chosen.text)) event.preventDefault();
  };
  return (
    <form method="get" action={`/staff/cases/${caseId}#conversation`} className={styles.coverForm} onSubmit={onSubmit}>
      <SelectField
        label="Saved reply"
        options={replies.map((r) => ({ value: r.id, label: `${r.title} (${languageNames[r.locale]})` }))}
        selectProps={{ name: "savedReply" }}
      />
      <button type="submit" className={button.outline}>
        Insert reply
      </button>
    </form>
  );
}
