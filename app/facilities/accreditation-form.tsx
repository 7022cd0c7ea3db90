import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { Form, useNavigation } from "react-router";
import { Pair } from "~/staff/record-page";
import { accreditationBodies } from "~/domain/facilities";
import { getFormProps, useForm } from "~/forms/use-form";
import * as staffStyles from "~/staff/staff.css";
import { ErrorList, Field, SelectField, SubmitButton } from "~/ui/forms";
import type { AccreditationFields } from "./facility-form-schema";

/**
 * Adds an accreditation: its body, number, last valid day and the body's public register where patients check it.
 * The page stops showing it the day after it expires, and the admins are e-mailed 30 days before.
 */
export function AccreditationForm({ lastResult, constraint }: { lastResult: SubmissionResult<string[]> | undefined; constraint: Record<string, Constraint> }) {
  const navigation = useNavigation();
  const [form, fields] = useForm<AccreditationFields>({ id: "accreditation", lastResult, constraint });
  return (
    <Form method="post" className={staffStyles.actionForm} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="accreditation" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Pair>
        <SelectField
          meta={fields.body}
          label="Accrediting body"
          placeholder="Choose the body"
          options={accreditationBodies.map((value) => ({ value, label: value }))}
        />
        <Field meta={fields.number} label="Accreditation number" />
      </Pair>
      <Pair>
        <Field meta={fields.expiresOn} label="Valid until" hint="The last day it is valid." inputProps={{ type: "date" }} />
        <Field
          meta={fields.registerUrl}
          label="Register link"
          hint="The accrediting body's page that lists this facility, starting with https://"
          inputProps={{ type: "url", inputMode: "url" }}
        />
      </Pair>
      <div>
        <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "accreditation"} pendingLabel="Adding...">
          Add accreditation
        </SubmitButton>
      </div>
    </Form>
  );
}
