import { visuallyHidden } from "~/styles/ui.css";

/** People never see or fill this field; bots that fill every input do. */
export const HONEYPOT_FIELD = "website";

export function HoneypotField() {
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" maxLength={200} />
      </label>
    </div>
  );
}

export function isHoneypotFilled(form: FormData) {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
