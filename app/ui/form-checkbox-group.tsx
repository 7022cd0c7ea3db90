import type { FieldMetadata } from "~/forms/use-form";
import * as styles from "./forms.css";

/** The boxes ticked: the list posted last (one value arrives as a string) or the defaults. */
function ticked(meta: FieldMetadata) {
  const value = meta.initialValue;
  return new Set(Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : []);
}

/** A group of check boxes posting one list, with one message for the group (languages, specialties, doctors). */
export function CheckboxGroup({ meta, legend, options }: { meta: FieldMetadata; legend: string; options: readonly { value: string; label: string }[] }) {
  const chosen = ticked(meta);
  const error = meta.errors?.[0];
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? meta.errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choiceRow}>
        {options.map((option) => (
          <label key={`${meta.key}-${option.value}`} className={styles.choice}>
            <input type="checkbox" className={styles.choiceInput} name={meta.name} value={option.value} defaultChecked={chosen.has(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={meta.errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
