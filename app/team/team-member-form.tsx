import { doctorLanguages } from "~/doctors/doctor-form-schema";
import { RecordForm, TextPair, type RecordFormDefaults, type RecordFormProps } from "~/staff/record-page";
import { CheckboxGroup } from "~/ui/form-checkbox-group";
import { Field } from "~/ui/forms";
import type { TeamMemberFields } from "./team-form-schema";

export type TeamMemberDefaults = RecordFormDefaults<TeamMemberFields>;

/** A team member's name, role and biography in English and Arabic, languages and About's order (/staff/team/…). */
export function TeamMemberForm(props: RecordFormProps<TeamMemberFields>) {
  return (
    <RecordForm<TeamMemberFields> id="team-member" {...props}>
      {(fields) => (
        <>
          <TextPair meta={[fields.role, fields.roleAr]} label="Role" hint="For example: Head of Patient Coordination" />
          <TextPair meta={[fields.bio, fields.bioAr]} label="Biography" rows={4} />
          <CheckboxGroup meta={fields.languages} legend="Languages spoken" options={doctorLanguages.map((value) => ({ value, label: value }))} />
          <Field meta={fields.position} label="Order on About" hint="Smaller numbers come first." inputProps={{ type: "number", inputMode: "numeric", min: 1, max: 999 }} />
        </>
      )}
    </RecordForm>
  );
}
