import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import { contactTreatments } from "~content/contact";
import { button, muted, visuallyHidden } from "~/styles/ui.css";
import { contactLimits, type ContactFields } from "./contact-fields";
import * as styles from "./contact.css";

export type ContactActionData = { result: SubmissionResult<string[]> };
export type ContactDefaults = Partial<Pick<ContactFields, "message" | "treatment">>;

function Field({
  meta,
  label,
  required = false,
  children,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={meta.id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.asterisk} aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {meta.errors?.length ? (
        <p id={meta.errorId} className={styles.error}>
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contact form. The server validates (the rules live in contact.server.ts, so
 * zod stays out of the browser) and answers with the messages next to the fields.
 * Without JavaScript it is a plain post to /contact; with it a fetcher keeps the
 * page, the button reads "Sending..." and a success resets the form.
 */
export function ContactForm({ defaults, search }: { defaults: ContactDefaults; search: string }) {
  const fetcher = useFetcher<ContactActionData>();
  const documentAnswer = useActionData<ContactActionData>();
  const [form, fields] = useForm<ContactFields>({
    id: "contact-form",
    lastResult: fetcher.data?.result ?? documentAnswer?.result,
    defaultValue: defaults,
    constraint: {
      firstName: { required: true, maxLength: contactLimits.firstName },
      lastName: { required: true, maxLength: contactLimits.lastName },
      email: { required: true, maxLength: contactLimits.email },
      phone: { maxLength: contactLimits.phone },
      country: { maxLength: contactLimits.country },
      message: { required: true, minLength: 10, maxLength: contactLimits.message },
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const busy = fetcher.state !== "idle";

  return (
    <fetcher.Form
      method="post"
      // Without JavaScript the answer page scrolls back to the form and its messages.
      action={`/contact${search}#contact-form`}
      className={styles.form}
      // Failures answer 4xx, after which React Router skips reloading data; the
      // failure toast travels in a cookie that the root loader must read.
      defaultShouldRevalidate
      {...getFormProps(form)}
    >
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
        <Field meta={fields.firstName} label="First Name" required>
          <input
            {...getInputProps(fields.firstName, { type: "text" })}
            key={fields.firstName.key}
            autoComplete="given-name"
            className={styles.input}
          />
        </Field>
        <Field meta={fields.lastName} label="Last Name" required>
          <input
            {...getInputProps(fields.lastName, { type: "text" })}
            key={fields.lastName.key}
            autoComplete="family-name"
            className={styles.input}
          />
        </Field>
      </div>
      <div className={styles.pair}>
        <Field meta={fields.email} label="Email" required>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            autoComplete="email"
            className={styles.input}
          />
        </Field>
        <Field meta={fields.phone} label="Phone">
          <input
            {...getInputProps(fields.phone, { type: "tel" })}
            key={fields.phone.key}
            autoComplete="tel"
            className={styles.input}
          />
        </Field>
      </div>
      <div className={styles.pair}>
        <Field meta={fields.country} label="Country">
          <input
            {...getInputProps(fields.country, { type: "text" })}
            key={fields.country.key}
            autoComplete="country-name"
            className={styles.input}
          />
        </Field>
        <Field meta={fields.treatment} label="Treatment of Interest">
          <select {...getSelectProps(fields.treatment)} key={fields.treatment.key} className={styles.input}>
            <option value="">Select a treatment</option>
            {contactTreatments.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field meta={fields.message} label="Message" required>
        <textarea
          {...getTextareaProps(fields.message)}
          key={fields.message.key}
          rows={6}
          className={styles.input}
          placeholder="Tell us about your condition, the treatment you are considering and when you would like to travel."
        />
      </Field>
      <p className={muted}>
        We use your message only to answer you. <Link to="/privacy">Privacy notice</Link>
      </p>
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? "Sending..." : "Send Message"}
      </button>
    </fetcher.Form>
  );
}
