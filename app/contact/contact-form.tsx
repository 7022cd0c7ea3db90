import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useActionData, useFetcher } from "react-router";
import { contactTreatments } from "~content/contact";
import type { FormConstraint } from "~/forms/constraint";
import { visuallyHidden } from "~/styles/ui.css";
import { Field, PlainPostMarker, SelectField, serverValidated, SubmitButton, TextareaField } from "~/ui/forms";
import type { ContactFields } from "./contact-schema";
import * as styles from "./contact.css";

export type ContactActionData = { result: SubmissionResult<string[]> };
export type ContactDefaults = Partial<Pick<ContactFields, "message" | "treatment">>;

const treatmentOptions = contactTreatments.map((t) => ({ value: t.id, label: t.label }));

/**
 * The contact form. The server validates with `contactSchema` and answers with the messages
 * next to the fields; the browser gets the schema's constraints from the loader, so zod stays
 * out of this public page's JavaScript. Without JavaScript it is a plain post to /contact;
 * with it a fetcher keeps the page, the button reads "Sending..." and a success resets the form.
 */
export function ContactForm({
  defaults,
  search,
  constraint,
}: {
  defaults: ContactDefaults;
  search: string;
  constraint: FormConstraint;
}) {
  const fetcher = useFetcher<ContactActionData>();
  const documentAnswer = useActionData<ContactActionData>();
  const [form, fields] = useForm<ContactFields>({
    id: "contact-form",
    lastResult: fetcher.data?.result ?? documentAnswer?.result,
    defaultValue: defaults,
    constraint,
    ...serverValidated,
  });

  return (
    <fetcher.Form
      method="post"
      // Without JavaScript the answer page scrolls back to the form and its messages.
      action={`/contact${search}#contact-form`}
      className={styles.form}
      // Failures answer 4xx, after which React Router skips reloading data; the failure
      // toast travels in a cookie that the root loader must read.
      defaultShouldRevalidate
      {...getFormProps(form)}
    >
      <PlainPostMarker />
      <p className={styles.legend}>
        Fields marked <span aria-hidden="true">*</span>
        <span className={visuallyHidden}>with an asterisk</span> are required.
      </p>
      {/* Honeypot (see app/forms/honeypot.server.ts): hidden from people, filled by bots. */}
      <div className={visuallyHidden} aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" maxLength={200} />
        </label>
      </div>
      <div className={styles.pair}>
        <Field meta={fields.firstName} label="First Name" inputProps={{ autoComplete: "given-name" }} />
        <Field meta={fields.lastName} label="Last Name" inputProps={{ autoComplete: "family-name" }} />
      </div>
      <div className={styles.pair}>
        <Field meta={fields.email} label="Email" inputProps={{ type: "email", autoComplete: "email" }} />
        <Field meta={fields.phone} label="Phone" inputProps={{ type: "tel", autoComplete: "tel" }} />
      </div>
      <div className={styles.pair}>
        <Field meta={fields.country} label="Country" inputProps={{ autoComplete: "country-name" }} />
        <SelectField
          meta={fields.treatment}
          label="Treatment of Interest"
          options={treatmentOptions}
          placeholder="Select a treatment"
        />
      </div>
      <TextareaField
        meta={fields.message}
        label="Message"
        textareaProps={{
          rows: 6,
          placeholder:
            "Tell us about your condition, the treatment you are considering and when you would like to travel.",
        }}
      />
      <SubmitButton pending={fetcher.state !== "idle"} pendingLabel="Sending...">
        Send Message
      </SubmitButton>
    </fetcher.Form>
  );
}
