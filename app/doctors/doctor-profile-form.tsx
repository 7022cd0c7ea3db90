import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { Form, useNavigation } from "react-router";
import { treatmentCategories } from "~/domain/treatment-categories";
import { getFormProps, useForm } from "~/forms/use-form";
import * as staffStyles from "~/staff/staff.css";
import { CheckboxGroup } from "~/ui/form-checkbox-group";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import { doctorLanguages, doctorSpecializations, type DoctorProfileFields } from "./doctor-form-schema";
import * as styles from "./doctor-admin.css";

/** The values the form starts from: a stored doctor's, lists one entry per line. */
export type DoctorFormDefaults = Partial<Record<keyof DoctorProfileFields, string | string[] | number | null>>;

const categoryLabel = (category: string) => category.replace("-", " ").replace(/^./, (c) => c.toUpperCase());

/** One text in both languages, side by side on a wide screen; the Arabic control is written right to left. */
export function Pair({ children }: { children: React.ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}

/**
 * Every field of a doctor's profile in English and Arabic, their specialization, languages and treatment
 * categories (the console's /staff/doctors/new and /staff/doctors/{id}). A plain post with or without JavaScript.
 */
export function DoctorProfileForm({
  defaults,
  lastResult,
  constraint,
  submitLabel,
}: {
  defaults: DoctorFormDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: Record<string, Constraint>;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<DoctorProfileFields>({ id: "doctor-profile", lastResult, constraint, defaultValue: defaults });
  const arabic = { dir: "rtl", lang: "ar" } as const;
  return (
    <Form method="post" className={staffStyles.actionForm} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Pair>
        <Field meta={fields.name} label="Name" />
        <Field meta={fields.nameAr} label="Name in Arabic" inputProps={arabic} />
      </Pair>
      <Pair>
        <Field meta={fields.title} label="Title" hint="For example: Senior Consultant Cardiac Surgeon" />
        <Field meta={fields.titleAr} label="Title in Arabic" inputProps={arabic} />
      </Pair>
      <Pair>
        <SelectField
          meta={fields.specialization}
          label="Specialization"
          placeholder="Choose a specialization"
          hint="Arabic pages name it from the site's translations."
          options={doctorSpecializations.map((value) => ({ value, label: value }))}
        />
        <Field meta={fields.experienceYears} label="Years of experience" inputProps={{ type: "number", inputMode: "numeric", min: 0, max: 70 }} />
      </Pair>
      <Pair>
        <TextareaField meta={fields.bio} label="Biography" markOptional textareaProps={{ rows: 5 }} />
        <TextareaField meta={fields.bioAr} label="Biography in Arabic" markOptional textareaProps={{ rows: 5, ...arabic }} />
      </Pair>
      {(
        [
          ["education", "educationAr", "Education"],
          ["achievements", "achievementsAr", "Achievements"],
          ["certifications", "certificationsAr", "Certifications"],
        ] as const
      ).map(([english, arabicName, label]) => (
        <Pair key={english}>
          <TextareaField meta={fields[english]} label={label} hint="One per line." markOptional textareaProps={{ rows: 4 }} />
          <TextareaField meta={fields[arabicName]} label={`${label} in Arabic`} hint="One per line." markOptional textareaProps={{ rows: 4, ...arabic }} />
        </Pair>
      ))}
      <CheckboxGroup meta={fields.languages} legend="Languages spoken" options={doctorLanguages.map((value) => ({ value, label: value }))} />
      <CheckboxGroup
        meta={fields.categories}
        legend="Treatment categories"
        options={treatmentCategories.map((value) => ({ value, label: categoryLabel(value) }))}
      />
      <div>
        <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "save"} pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
