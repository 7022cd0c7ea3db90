import { ABOUT_REQUEST_FIELD, type OpenRequestChoice } from "~/cases/about-request";
import { AboutRequestField } from "~/cases/about-request-field";
import type { SubmissionResult } from "@conform-to/dom";
import { useFailureToast } from "~/toast/network-failure";
import { getFormProps, useForm } from "~/forms/use-form";
import { useActionData, useFetcher } from "react-router";
import type { FormConstraint } from "~/forms/constraint";
import { Link, useLocalePath } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import { muted, visuallyHidden } from "~/styles/ui.css";
import { Field, PlainPostMarker, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import type { ContactFields } from "./contact-schema";
import type { Translate } from "~/i18n/message-key";
import * as styles from "./contact.css";

/** Shown when the post gets no answer, and by the action when the message could not be stored. */
export const sendFailedToast = (t: Translate) =>
  ({ title: t("contact.toast.errorTitle"), description: t("contact.toast.failedBody"), variant: "destructive" }) as const;

export type ContactActionData = { result: SubmissionResult<string[]> };
export type ContactDefaults = Partial<Pick<ContactFields, "message" | "treatment">>;

/**
 * The contact form. The server validates with `contactSchema` and answers with the messages
 * next to the fields; the browser gets the schema's constraints from the loader, so zod stays
 * out of this public page's JavaScript. Without JavaScript it is a plain post to /contact;
 * with it a fetcher keeps the page, the button reads "Sending..." and a success resets the form.
 */
/** What the last refused post held for the request choice, so it stays chosen. */
function lastInitial(result: ContactActionData["result"] | undefined) {
  const initial = result?.initialValue;
  return initial && typeof initial === "object" ? (initial as Record<string, unknown>)[ABOUT_REQUEST_FIELD] : undefined;
}

export function ContactForm({
  treatments,
  defaults,
  search,
  constraint,
  openRequests = [],
}: {
  /** A signed-in patient's open requests, for "this is about my current request". */
  openRequests?: readonly OpenRequestChoice[];
  /** The "Treatment of Interest" options in the page's language (ids of content/contact.ts). */
  treatments: { value: string; label: string }[];
  defaults: ContactDefaults;
  search: string;
  constraint: FormConstraint;
}) {
  const t = useT();
  const localePath = useLocalePath();
  const fetcher = useFetcher<ContactActionData>();
  const documentAnswer = useActionData<ContactActionData>();
  useFailureToast(sendFailedToast(t), localePath("/contact"));
  const [form, fields] = useForm<ContactFields>({
    id: "contact-form",
    lastResult: fetcher.data?.result ?? documentAnswer?.result,
    defaultValue: defaults,
    constraint,
  });

  return (
    <fetcher.Form
      method="post"
      // Without JavaScript the answer page scrolls back to the form and its messages.
      action={localePath(`/contact${search}#contact-form`)}
      className={styles.form}
      // Failures answer 4xx, after which React Router skips reloading data; the failure
      // toast travels in a cookie that the root loader must read.
      defaultShouldRevalidate
      {...getFormProps(form)}
    >
      <PlainPostMarker />
      <p className={styles.legend}>
        {t("contact.form.requiredBefore")} <span aria-hidden="true">*</span>
        <span className={visuallyHidden}>{t("contact.form.requiredAsterisk")}</span> {t("contact.form.requiredAfter")}
      </p>
      {/* Honeypot (see app/forms/honeypot.server.ts): hidden from people, filled by bots. */}
      <div className={visuallyHidden} aria-hidden="true">
        <label>
          {t("contact.form.honeypot")}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" maxLength={200} />
        </label>
      </div>
      <div className={styles.pair}>
        <Field meta={fields.firstName} label={t("contact.form.firstName")} inputProps={{ autoComplete: "given-name" }} />
        <Field meta={fields.lastName} label={t("contact.form.lastName")} inputProps={{ autoComplete: "family-name" }} />
      </div>
      <div className={styles.pair}>
        <Field meta={fields.email} label={t("contact.form.email")} inputProps={{ type: "email", autoComplete: "email" }} />
        <Field meta={fields.phone} label={t("contact.form.phone")} inputProps={{ type: "tel", autoComplete: "tel" }} />
      </div>
      <div className={styles.pair}>
        <Field meta={fields.country} label={t("contact.form.country")} inputProps={{ autoComplete: "country-name" }} />
        <SelectField
          meta={fields.treatment}
          label={t("contact.form.treatment")}
          options={treatments}
          placeholder={t("contact.form.treatmentPlaceholder")}
        />
      </div>
      <AboutRequestField choices={openRequests} defaultValue={lastInitial(fetcher.data?.result ?? documentAnswer?.result)} />
      <TextareaField
        meta={fields.message}
        label={t("contact.form.message")}
        textareaProps={{ rows: 6, placeholder: t("contact.form.messagePlaceholder") }}
      />
      <p className={muted}>
        {t("contact.form.privacy")} <Link to="/privacy">{t("contact.form.privacyLink")}</Link>
      </p>
      <SubmitButton pending={fetcher.state !== "idle"} pendingLabel={t("contact.form.pending")}>
        {t("contact.form.submit")}
      </SubmitButton>
    </fetcher.Form>
  );
}
