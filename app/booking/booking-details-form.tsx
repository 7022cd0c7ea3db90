import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { button } from "~/styles/ui.css";
import { bookingLimits, type BookingDetails } from "./booking-form";
import * as styles from "./booking.css";

type Meta = { id: string; errorId: string; errors?: string[] };

function FieldShell({ meta, label, optional, children }: { meta: Meta; label: string; optional?: boolean; children: React.ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={meta.id} className={styles.label}>
        {label}
        {optional ? " (optional)" : null}
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

/** The patient's details for a held slot. The server validates with the same schema. */
export function BookingDetailsForm({
  lastResult,
  defaults,
  linkOptions,
  signedIn,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  defaults: Partial<BookingDetails>;
  linkOptions: { value: string; label: string }[];
  signedIn: boolean;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<BookingDetails>({
    id: "booking-details",
    lastResult,
    defaultValue: defaults,
    constraint: {
      name: { required: true, maxLength: bookingLimits.name },
      email: { required: true, maxLength: bookingLimits.email },
      phone: { required: true, maxLength: bookingLimits.phone },
      topic: { required: true, maxLength: bookingLimits.topic },
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const pending = navigation.state === "submitting";
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <FieldShell meta={fields.name} label="Full name">
        <input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} autoComplete="name" className={styles.input} />
      </FieldShell>
      <FieldShell meta={fields.email} label="Email">
        <input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="email" className={styles.input} />
      </FieldShell>
      <FieldShell meta={fields.phone} label="Phone or WhatsApp number">
        <input {...getInputProps(fields.phone, { type: "tel" })} key={fields.phone.key} autoComplete="tel" className={styles.input} />
      </FieldShell>
      <FieldShell meta={fields.topic} label="What would you like to discuss?">
        <textarea {...getTextareaProps(fields.topic)} key={fields.topic.key} rows={4} className={styles.input} />
      </FieldShell>
      {signedIn && linkOptions.length ? (
        <FieldShell meta={fields.link} label="Share with your coordinator" optional>
          <select {...getSelectProps(fields.link)} key={fields.link.key} className={styles.input}>
            <option value="">Nothing</option>
            {linkOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </FieldShell>
      ) : null}
      {signedIn ? null : (
        <p className={styles.hint}>We will email you a link to confirm the booking; the time is kept for you for 30 minutes.</p>
      )}
      <button type="submit" className={button.primary} disabled={pending}>
        {pending ? "Booking..." : "Confirm Booking"}
      </button>
    </Form>
  );
}
