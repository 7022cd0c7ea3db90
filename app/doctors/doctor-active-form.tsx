import { getFormProps } from "~/forms/use-form";
import * as styles from "~/staff/staff.css";
import { useIntentForm } from "~/staff/use-intent-form";
import { ErrorList, PlainPostMarker, SubmitButton } from "~/ui/forms";

/** One button: hide a shown doctor, or show a hidden one (the console's list and the doctor's own page). */
export function DoctorActiveForm({ doctorId, name, active, action }: { doctorId: string; name: string; active: boolean; action: string }) {
  const { fetcher, form, pending } = useIntentForm("active", { id: `active-${doctorId}` });
  return (
    <fetcher.Form method="post" action={action} className={styles.inlineForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="active" />
      <input type="hidden" name="doctorId" value={doctorId} />
      <input type="hidden" name="active" value={active ? "0" : "1"} />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <SubmitButton pending={pending} pendingLabel="Saving..." variant="outline" aria-label={`${active ? "Hide" : "Show"} ${name} ${active ? "from" : "on"} the site`}>
        {active ? "Hide from the site" : "Show on the site"}
      </SubmitButton>
    </fetcher.Form>
  );
}
