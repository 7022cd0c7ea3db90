import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { Form, useNavigation } from "react-router";
import { Pair } from "~/staff/record-page";
import { getFormProps, useForm } from "~/forms/use-form";
import * as staffStyles from "~/staff/staff.css";
import { ErrorList, SubmitButton, TextareaField } from "~/ui/forms";
import type { SpecialtyFields } from "./specialty-form-schema";

const arabic = { dir: "rtl", lang: "ar" } as const;

/** A specialty's own words in English and Arabic (/staff/catalogue/specialties/{id}); a plain post with or without JavaScript. */
export function SpecialtyForm(props: {
  defaults: Partial<Record<keyof SpecialtyFields, string>>;
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: Record<string, Constraint>;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<SpecialtyFields>({ id: "specialty", lastResult: props.lastResult, constraint: props.constraint, defaultValue: props.defaults });
  return (
    <Form method="post" className={staffStyles.actionForm} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Pair>
        <TextareaField meta={fields.description} label="Description" hint="The card's sentence on /treatments and the home page." textareaProps={{ rows: 3 }} />
        <TextareaField meta={fields.descriptionAr} label="Description in Arabic" textareaProps={{ rows: 3, ...arabic }} />
      </Pair>
      <Pair>
        <TextareaField meta={fields.overview} label="Overview" textareaProps={{ rows: 6 }} />
        <TextareaField meta={fields.overviewAr} label="Overview in Arabic" textareaProps={{ rows: 6, ...arabic }} />
      </Pair>
      <Pair>
        <TextareaField meta={fields.candidates} label="Ideal candidates" hint="One per line." textareaProps={{ rows: 4 }} />
        <TextareaField meta={fields.candidatesAr} label="Ideal candidates in Arabic" textareaProps={{ rows: 4, ...arabic }} />
      </Pair>
      <Pair>
        <TextareaField meta={fields.facts} label="Quick facts" hint='One per line: "Hospital stay: 5-10 days".' textareaProps={{ rows: 4 }} />
        <TextareaField meta={fields.factsAr} label="Quick facts in Arabic" textareaProps={{ rows: 4, ...arabic }} />
      </Pair>
      <div>
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
          Save specialty
        </SubmitButton>
      </div>
    </Form>
  );
}
