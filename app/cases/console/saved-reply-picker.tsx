import type { MouseEvent } from "react";
import { SelectField } from "~/ui/forms";
import { button } from "~/styles/ui.css";
import * as styles from "~/staff/staff.css";

type SavedReplyOption = { id: string; title: string; locale: "en" | "ar"; own: boolean; text: string };

const languageNames = { en: "English", ar: "Arabic" } as const;
/** The reply form's id, and its box's: the forms kit names a field `<form id>-<field>`. */
const REPLY_FORM_ID = "thread-reply";
const REPLY_BOX_ID = `${REPLY_FORM_ID}-body`;
const PICKER_ID = "saved-reply-choice";

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
 * The saved replies above the reply box, the writer's own first (decision 0153). The choice and its button belong to
 * the reply form: without JavaScript "Insert reply" posts the draft, and the page comes back with the chosen reply,
 * filled in for this patient, after what was typed, sending nothing. With it, the reply goes in at the cursor.
 */
export function SavedReplyPicker({ replies }: { replies: SavedReplyOption[] }) {
  if (replies.length === 0) return null;
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const choice = document.getElementById(PICKER_ID);
    const chosen = replies.find((r) => choice instanceof HTMLSelectElement && r.id === choice.value);
    if (chosen && insertAtCursor(chosen.text)) event.preventDefault();
  };
  return (
    <div className={styles.coverForm}>
      <SelectField
        label="Saved reply"
        options={replies.map((r) => ({ value: r.id, label: `${r.title} (${r.own ? "yours, " : ""}${languageNames[r.locale]})` }))}
        selectProps={{ id: PICKER_ID, name: "savedReply", form: REPLY_FORM_ID }}
      />
      <button type="submit" name="insert" value="saved-reply" form={REPLY_FORM_ID} formNoValidate className={button.outline} onClick={onClick}>
        Insert reply
      </button>
    </div>
  );
}
