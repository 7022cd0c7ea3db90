import { useActionData, useFetcher } from "react-router";
import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { getFormProps, useForm } from "~/forms/use-form";
import { useT } from "~/i18n/use-t";
import { CheckboxField, ErrorList, Field, PlainPostMarker, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import type { ReviewFields } from "./review-schema";
import * as styles from "./reviews.css";

type ReviewData = { result?: SubmissionResult<string[]> };

/** The review: stars for the doctor and the service, the text, what to show, and an optional story to publish. */
export function ReviewForm({ actionUrl, constraint }: { actionUrl: string; constraint: Record<string, Constraint> }) {
  const t = useT();
  const fetcher = useFetcher<ReviewData>();
  const documentAnswer = useActionData<ReviewData>();
  const [form, fields] = useForm<ReviewFields>({ id: "review", constraint, lastResult: fetcher.data?.result ?? documentAnswer?.result });
  const stars = [5, 4, 3, 2, 1].map((count) => ({ value: String(count), label: t("reviews.field.stars", { count }) }));
  return (
    <fetcher.Form method="post" action={actionUrl} className={styles.form} {...getFormProps(form)}>
      <PlainPostMarker />
      <ErrorList errors={form.errors} id={form.errorId} />
      <SelectField meta={fields.doctorStars} label={t("reviews.field.doctorStars")} hint={t("reviews.field.starsHint")} options={stars} placeholder={t("reviews.field.choose")} />
      <SelectField meta={fields.serviceStars} label={t("reviews.field.serviceStars")} hint={t("reviews.field.starsHint")} options={stars} placeholder={t("reviews.field.choose")} />
      <TextareaField meta={fields.text} label={t("reviews.field.text")} hint={t("reviews.field.textHint")} textareaProps={{ rows: 6 }} />
      <Field meta={fields.shownName} label={t("reviews.field.shownName")} hint={t("reviews.field.shownHint")} inputProps={{ autoComplete: "given-name" }} />
      <Field meta={fields.shownCountry} label={t("reviews.field.shownCountry")} inputProps={{ autoComplete: "country-name" }} />
      <TextareaField meta={fields.story} label={t("reviews.field.story")} hint={t("reviews.field.storyHint")} textareaProps={{ rows: 5 }} />
      <CheckboxField meta={fields.storyConsent} label={t("reviews.field.storyConsent")} />
      <CheckboxField meta={fields.priceConsent} label={t("reviews.field.priceConsent")} hint={t("reviews.field.priceConsentHint")} />
      <div>
        <SubmitButton pending={fetcher.state !== "idle"} pendingLabel={t("reviews.sending")}>
          {t("reviews.submit")}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
