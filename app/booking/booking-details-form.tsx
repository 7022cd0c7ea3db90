import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { ABOUT_REQUEST_FIELD, type OpenRequestChoice } from "~/cases/about-request";
import { AboutRequestField } from "~/cases/about-request-field";
import { getFormProps, useForm } from "~/forms/use-form";
import { useNavigation } from "react-router";
import { Form } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { Field, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import * as styles from "./booking.css";

type Details = { name: string; email: string; phone: string; topic: string; link: string };

/** The patient's details for a held slot; the server validates with `bookingDetailsSchema`. */
export function BookingDetailsForm({
  lastResult,
  constraint,
  defaults,
  linkOptions,
  openRequests,
  signedIn,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: Record<string, Constraint>;
  defaults: Partial<Details>;
  linkOptions: { value: string; label: string }[];
  /** The signed-in patient's open requests the booking may be about (none when rescheduling). */
  openRequests: readonly OpenRequestChoice[];
  signedIn: boolean;
}) {
  const t = useT();
  const navigation = useNavigation();
  const [form, fields] = useForm<Details>({
    id: "booking-details",
    lastResult,
    defaultValue: defaults,
    constraint,
  });
  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <Field meta={fields.name} label={t("booking.form.name")} inputProps={{ autoComplete: "name" }} />
      <Field meta={fields.email} label={t("booking.form.email")} inputProps={{ type: "email", autoComplete: "email", dir: "ltr" }} />
      <Field
        meta={fields.phone}
        label={t("booking.form.phone")}
        inputProps={{ type: "tel", autoComplete: "tel", dir: "ltr" }}
        hint={t("booking.form.phoneHint")}
      />
      <TextareaField meta={fields.topic} label={t("booking.form.topic")} textareaProps={{ rows: 4 }} />
      <AboutRequestField choices={openRequests} defaultValue={(lastResult?.initialValue as Record<string, unknown> | undefined)?.[ABOUT_REQUEST_FIELD]} />
      {signedIn && linkOptions.length ? (
        <SelectField
          meta={fields.link}
          label={t("booking.form.link")}
          markOptional
          placeholder={t("booking.form.linkNothing")}
          options={linkOptions}
        />
      ) : null}
      <p className={styles.hint}>{t(signedIn ? "booking.form.otherEmailNote" : "booking.form.emailNote")}</p>
      <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("booking.form.pending")}>
        {t("booking.form.submit")}
      </SubmitButton>
    </Form>
  );
}
