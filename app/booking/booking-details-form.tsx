import type { Constraint } from "@conform-to/dom";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Field, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import * as styles from "./booking.css";

type Details = { name: string; email: string; phone: string; topic: string; link: string };

/** The patient's details for a held slot; the server validates with `bookingDetailsSchema`. */
export function BookingDetailsForm({
  lastResult,
  constraint,
  defaults,
  linkOptions,
  signedIn,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: Record<string, Constraint>;
  defaults: Partial<Details>;
  linkOptions: { value: string; label: string }[];
  signedIn: boolean;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<Details>({
    id: "booking-details",
    lastResult,
    defaultValue: defaults,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <Field meta={fields.name} label="Full name" inputProps={{ autoComplete: "name" }} />
      <Field meta={fields.email} label="Email" inputProps={{ type: "email", autoComplete: "email" }} />
      <Field
        meta={fields.phone}
        label="Phone or WhatsApp number"
        inputProps={{ type: "tel", autoComplete: "tel" }}
        hint="With your country code, so your coordinator can reach you if the video call fails."
      />
      <TextareaField meta={fields.topic} label="What would you like to discuss?" textareaProps={{ rows: 4 }} />
      {signedIn && linkOptions.length ? (
        <SelectField
          meta={fields.link}
          label="Share with your coordinator"
          markOptional
          placeholder="Nothing"
          options={linkOptions}
        />
      ) : null}
      {signedIn ? null : (
        <p className={styles.hint}>
          We will email you a link to confirm the booking; the time is kept for you for 30 minutes.
        </p>
      )}
      <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Booking...">
        Confirm Booking
      </SubmitButton>
    </Form>
  );
}
