import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { Form, useNavigation } from "react-router";
import { Pair } from "~/doctors/doctor-profile-form";
import { facilityKinds } from "~/domain/facilities";
import { treatmentCategories } from "~/domain/treatment-categories";
import { getFormProps, useForm } from "~/forms/use-form";
import * as staffStyles from "~/staff/staff.css";
import { CheckboxGroup } from "~/ui/form-checkbox-group";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import type { FacilityProfileFields } from "./facility-form-schema";

/** The values the form starts from: a stored facility's. */
export type FacilityFormDefaults = Partial<Record<keyof FacilityProfileFields, string | string[] | number | null>>;

const kindLabels = { hospital: "Hospital", clinic: "Clinic", lab: "Laboratory" } as const;
const categoryLabel = (category: string) => category.replace("-", " ").replace(/^./, (c) => c.toUpperCase());

/**
 * A facility's profile in English and Arabic, where it is on the map, its website and the specialties and doctors
 * practised there (the console's /staff/facilities/new and /staff/facilities/{id}). A plain post with or without JavaScript.
 */
export function FacilityProfileForm({
  defaults,
  lastResult,
  constraint,
  doctors,
  submitLabel,
}: {
  defaults: FacilityFormDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: Record<string, Constraint>;
  doctors: readonly { id: string; name: string; isActive: boolean }[];
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<FacilityProfileFields>({ id: "facility-profile", lastResult, constraint, defaultValue: defaults });
  const arabic = { dir: "rtl", lang: "ar" } as const;
  return (
    <Form method="post" className={staffStyles.actionForm} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <SelectField
        meta={fields.kind}
        label="Kind"
        placeholder="Choose the kind of facility"
        options={facilityKinds.map((value) => ({ value, label: kindLabels[value] }))}
      />
      <Pair>
        <Field meta={fields.name} label="Name" />
        <Field meta={fields.nameAr} label="Name in Arabic" inputProps={arabic} />
      </Pair>
      <Pair>
        <Field meta={fields.address} label="Address" hint="Street, district and city, as a taxi driver would need it." />
        <Field meta={fields.addressAr} label="Address in Arabic" inputProps={arabic} />
      </Pair>
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
      <Field meta={fields.website} label="Website" markOptional hint="Starting with https://" inputProps={{ type: "url", inputMode: "url" }} />
      <Pair>
        <TextareaField meta={fields.description} label="Description" markOptional textareaProps={{ rows: 4 }} />
        <TextareaField meta={fields.descriptionAr} label="Description in Arabic" markOptional textareaProps={{ rows: 4, ...arabic }} />
      </Pair>
      <CheckboxGroup
        meta={fields.categories}
        legend="Specialties practised here"
        options={treatmentCategories.map((value) => ({ value, label: categoryLabel(value) }))}
      />
      <CheckboxGroup
        meta={fields.doctors}
        legend="Doctors who practise here"
        options={doctors.map((doctor) => ({ value: doctor.id, label: doctor.isActive ? doctor.name : `${doctor.name} (hidden)` }))}
      />
      <div>
        <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "save"} pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
