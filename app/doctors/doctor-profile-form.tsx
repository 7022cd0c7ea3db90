import { treatmentCategories } from "~/domain/treatment-categories";
import { Pair, RecordForm, TextPair, type RecordFormDefaults, type RecordFormProps } from "~/staff/record-page";
import { CheckboxGroup } from "~/ui/form-checkbox-group";
import { Field, SelectField } from "~/ui/forms";
import { doctorLanguages, doctorSpecializations, type DoctorProfileFields } from "./doctor-form-schema";

/** The values the form starts from: a stored doctor's, lists one entry per line. */
export type DoctorFormDefaults = RecordFormDefaults<DoctorProfileFields>;

const categoryLabel = (category: string) => category.replace("-", " ").replace(/^./, (c) => c.toUpperCase());

/**
 * Every field of a doctor's profile in English and Arabic, their specialization, languages and treatment
 * categories (the console's /staff/doctors/new and /staff/doctors/{id}). A plain post with or without JavaScript.
 */
export function DoctorProfileForm(props: RecordFormProps<DoctorProfileFields>) {
  return (
    <RecordForm<DoctorProfileFields> id="doctor-profile" {...props}>
      {(fields) => (
        <>
          <TextPair meta={[fields.title, fields.titleAr]} label="Title" hint="For example: Senior Consultant Cardiac Surgeon" />
          <Pair>
            <SelectField
              meta={fields.specialization}
              label="Specialization"
              placeholder="Choose a specialization"
              hint="Arabic pages name it from the site's translations."
              options={doctorSpecializations.map((value) => ({ value, label: value }))}
            />
            <Field
              meta={fields.experienceYears}
              label="Years of experience"
              inputProps={{ type: "number", inputMode: "numeric", min: 0, max: 70 }}
            />
          </Pair>
          <TextPair meta={[fields.bio, fields.bioAr]} label="Biography" optional rows={5} />
          {(
            [
              ["education", "educationAr", "Education"],
              ["achievements", "achievementsAr", "Achievements"],
              ["certifications", "certificationsAr", "Certifications"],
            ] as const
          ).map(([english, arabic, label]) => (
            <TextPair
              key={english}
              meta={[fields[english], fields[arabic]]}
              label={label}
              hint="One per line."
              optional
              rows={4}
            />
          ))}
          <CheckboxGroup
            meta={fields.languages}
            legend="Languages spoken"
            options={doctorLanguages.map((value) => ({ value, label: value }))}
          />
          <CheckboxGroup
            meta={fields.categories}
            legend="Treatment categories"
            options={treatmentCategories.map((value) => ({ value, label: categoryLabel(value) }))}
          />
        </>
      )}
    </RecordForm>
  );
}
