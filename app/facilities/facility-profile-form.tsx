import { facilityKinds } from "~/domain/facilities";
import { treatmentCategories } from "~/domain/treatment-categories";
import { Pair, RecordForm, TextPair, type RecordFormDefaults, type RecordFormProps } from "~/staff/record-page";
import { CheckboxGroup } from "~/ui/form-checkbox-group";
import { Field, SelectField } from "~/ui/forms";
import type { FacilityProfileFields } from "./facility-form-schema";

/** The values the form starts from: a stored facility's. */
export type FacilityFormDefaults = RecordFormDefaults<FacilityProfileFields>;

const kindLabels = { hospital: "Hospital", clinic: "Clinic", lab: "Laboratory" } as const;
const categoryLabel = (category: string) => category.replace("-", " ").replace(/^./, (c) => c.toUpperCase());

/**
 * A facility's profile in English and Arabic, where it is on the map, its website and the specialties and doctors
 * practised there (the console's /staff/facilities/new and /staff/facilities/{id}). A plain post with or without JavaScript.
 */
export function FacilityProfileForm({
  doctors,
  ...props
}: RecordFormProps<FacilityProfileFields> & { doctors: readonly { id: string; name: string; isActive: boolean }[] }) {
  return (
    <RecordForm<FacilityProfileFields> id="facility-profile" {...props}>
      {(fields) => (
        <>
          <SelectField
            meta={fields.kind}
            label="Kind"
            placeholder="Choose the kind of facility"
            options={facilityKinds.map((value) => ({ value, label: kindLabels[value] }))}
          />
          <TextPair meta={[fields.address, fields.addressAr]} label="Address" hint="Street, district and city, as a taxi driver would need it." />
          <Pair>
            <Field
              meta={fields.latitude}
              label="Latitude"
              markOptional
              hint="From a map app: hold a finger on the entrance. Without coordinates the map link searches for the address."
              inputProps={{ inputMode: "decimal" }}
            />
            <Field meta={fields.longitude} label="Longitude" markOptional inputProps={{ inputMode: "decimal" }} />
          </Pair>
          <Field
            meta={fields.website}
            label="Website"
            markOptional
            hint="Starting with https://"
            inputProps={{ type: "url", inputMode: "url" }}
          />
          <TextPair meta={[fields.description, fields.descriptionAr]} label="Description" optional rows={4} />
          <CheckboxGroup
            meta={fields.categories}
            legend="Specialties practised here"
            options={treatmentCategories.map((value) => ({ value, label: categoryLabel(value) }))}
          />
          <CheckboxGroup
            meta={fields.doctors}
            legend="Doctors who practise here"
            options={doctors.map((doctor) => ({
              value: doctor.id,
              label: doctor.isActive ? doctor.name : `${doctor.name} (hidden)`,
            }))}
          />
        </>
      )}
    </RecordForm>
  );
}
