import { getFormProps } from "~/forms/use-form";
import * as styles from "./staff.css";
import { useIntentForm } from "./use-intent-form";
import { ErrorList, PlainPostMarker, SubmitButton } from "~/ui/forms";

/**
 * One button: hide a shown record from the site, or show a hidden one (a doctor, a facility, a team member, a hotel or a catalogue procedure, on the console's list
 * and on its own page). `field` names the record's id in the post.
 */
export function ShowHideForm({ field, id, name, active, action }: { field: string; id: string; name: string; active: boolean; action: string }) {
  const { fetcher, form, pending } = useIntentForm("active", { id: `active-${id}` });
  return (
    <fetcher.Form method="post" action={action} className={styles.inlineForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="active" />
      <input type="hidden" name={field} value={id} />
      <input type="hidden" name="active" value={active ? "0" : "1"} />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <SubmitButton pending={pending} pendingLabel="Saving..." variant="outline" aria-label={`${active ? "Hide" : "Show"} ${name} ${active ? "from" : "on"} the site`}>
        {active ? "Hide from the site" : "Show on the site"}
      </SubmitButton>
    </fetcher.Form>
  );
}
