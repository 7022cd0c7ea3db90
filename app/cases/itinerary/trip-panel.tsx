import { getFormProps } from "~/forms/use-form";
import * as styles from "~/staff/staff.css";
import { CasePanel } from "~/staff/case-panel";
import { useIntentForm } from "~/staff/use-intent-form";
import { ErrorList, Field, PlainPostMarker, SubmitButton, TextareaField } from "~/ui/forms";
import { tripMoments } from "./itinerary-rules";
import { momentLabels } from "./trip-labels";

/**
 * The trip on the staff case page: closed (and why) until the deposit is paid, then one form for the moments (on
 * Cairo's clock), where the patient stays and is treated, the airport meeting, and what the visa letter names.
 */
export function TripPanel({
  caseId,
  open,
  defaults,
  visaLetter,
  facilityNames,
}: {
  caseId: string;
  open: boolean;
  defaults: Record<string, string>;
  /** Whether the trip has what the visa letter needs (the passport's name and number). */
  visaLetter: boolean;
  facilityNames: string[];
}) {
  return (
    <CasePanel id="trip" title="Trip">
      {visaLetter ? (
        <p className={styles.summary}>
          {/* Downloads, never pages: plain links skip client routing. */}
          Visa letter (PDF):{" "}
          <a href={`/requests/${caseId}/visa-letter.pdf`} download>
            English
          </a>{" "}
          ·{" "}
          <a href={`/ar/requests/${caseId}/visa-letter.pdf`} download>
            Arabic
          </a>
        </p>
      ) : null}
      {open ? (
        <TripForm action={`/staff/cases/${caseId}`} defaults={defaults} facilityNames={facilityNames} />
      ) : (
        <p className={styles.summary}>Not open yet: the trip is planned once the patient has paid the deposit of the accepted quote, which confirms the dates.</p>
      )}
    </CasePanel>
  );
}

function TripForm({ action, defaults, facilityNames }: { action: string; defaults: Record<string, string>; facilityNames: string[] }) {
  const { fetcher, form, fields, pending } = useIntentForm("trip");
  // After a refused post the fields show what was typed; otherwise what is recorded.
  const value = (name: string) => {
    const typed = fields[name]?.initialValue;
    return typeof typed === "string" ? typed : (defaults[name] ?? "");
  };
  const field = (name: string, label: string, type = "text", hint?: string, list?: string) => (
    <Field
      key={`${name}-${defaults[name]}`}
      label={label}
      hint={hint}
      markOptional={false}
      errors={fields[name]?.errors}
      inputProps={{ name, type, list, defaultValue: value(name), ...(type === "tel" ? { autoComplete: "off", dir: "ltr" } : {}) }}
    />
  );
  return (
    <fetcher.Form method="post" action={action} className={styles.actionForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="trip" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <p className={styles.summary}>Dates and times on Cairo's clock; the patient reads them on theirs and Cairo's. A cleared field clears its fact.</p>
      <fieldset className={styles.actionForm}>
        <legend className={styles.sectionTitle}>When (Cairo time)</legend>
        {tripMoments.map((m) => (
          <div key={m} className={styles.actionForm}>
            {field(`${m}Date`, `${momentLabels[m]}: date`, "date")}
            {field(`${m}Time`, `${momentLabels[m]}: time`, "time")}
          </div>
        ))}
      </fieldset>
      <fieldset className={styles.actionForm}>
        <legend className={styles.sectionTitle}>Where</legend>
        {field("hospital", "Facility", "text", "One of the listed facilities, so the visa letter gives its address.", "trip-facilities")}
        <datalist id="trip-facilities">
          {facilityNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {field("doctor", "Doctor")}
        {field("hotel", "Hotel")}
        {field("hotelFrom", "Hotel check-in", "date")}
        {field("hotelTo", "Hotel check-out", "date")}
      </fieldset>
      <fieldset className={styles.actionForm}>
        <legend className={styles.sectionTitle}>Arrival</legend>
        {field("arrivalFlight", "Arrival flight", "text", "The flight number, e.g. MS 986.")}
        {field("meetBy", "Who meets the patient")}
        {field("car", "Car", "text", "Make, colour and plate, as the patient will see it.")}
        {field("driverName", "Driver's name")}
        {field("driverPhone", "Driver's phone", "tel", "An Egyptian number (010…) or one with its country code.")}
      </fieldset>
      <fieldset className={styles.actionForm}>
        <legend className={styles.sectionTitle}>For the visa letter</legend>
        {field("passportName", "Name in the passport")}
        {field("passportNumber", "Passport number")}
        <TextareaField
          key={`companions-${defaults.companions}`}
          label="Companions"
          hint="One per line: name and relation. Saved for the visa letter; the patient is not e-mailed about it."
          markOptional={false}
          errors={fields.companions?.errors}
          textareaProps={{ name: "companions", rows: 3, defaultValue: value("companions") }}
        />
      </fieldset>
      <SubmitButton pending={pending} pendingLabel="Saving..." variant="outline">
        Save trip
      </SubmitButton>
    </fetcher.Form>
  );
}
