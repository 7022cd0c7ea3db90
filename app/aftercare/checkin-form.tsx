import { useActionData, useFetcher } from "react-router";
import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { getFormProps, useForm } from "~/forms/use-form";
import { useT } from "~/i18n/use-t";
import { CheckboxField, ErrorList, PlainPostMarker, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import type { WarningSign } from "./aftercare-rules";
import type { CheckinAnswerFields } from "./checkin-schema";
import * as styles from "./aftercare.css";

type AnswerData = { result?: SubmissionResult<string[]> };

const scores = Array.from({ length: 11 }, (_, n) => ({ value: String(n), label: String(n) }));

/** The check-in's questions; posts to the page's own action (with its key) with or without JavaScript. */
export function CheckinForm({ actionUrl, signs, constraint }: { actionUrl: string; signs: WarningSign[]; constraint: Record<string, Constraint> }) {
  const t = useT();
  const fetcher = useFetcher<AnswerData>();
  const documentAnswer = useActionData<AnswerData>();
  const [form, fields] = useForm<CheckinAnswerFields>({
    id: "checkin",
    constraint,
    lastResult: fetcher.data?.result ?? documentAnswer?.result,
  });
  // A refused answer comes back with the ticks it was sent with.
  const sent = fields.warningSigns.initialValue;
  const ticked = Array.isArray(sent) ? sent : typeof sent === "string" ? [sent] : [];
  return (
    <fetcher.Form method="post" action={actionUrl} className={styles.form} {...getFormProps(form)}>
      <PlainPostMarker />
      <ErrorList errors={form.errors} id={form.errorId} />
      <SelectField meta={fields.feeling} label={t("aftercare.field.feeling")} hint={t("aftercare.field.feelingHint")} options={scores} placeholder={t("aftercare.field.choose")} />
      <SelectField meta={fields.pain} label={t("aftercare.field.pain")} hint={t("aftercare.field.painHint")} options={scores} placeholder={t("aftercare.field.choose")} />
      <fieldset className={styles.signs}>
        <legend>{t("aftercare.field.signs")}</legend>
        <p>{t("aftercare.field.signsHint")}</p>
        {signs.map((sign) => (
          <CheckboxField
            key={sign}
            label={t(`aftercare.sign.${sign}`)}
            inputProps={{ name: fields.warningSigns.name, value: sign, id: `sign-${sign}`, defaultChecked: ticked.includes(sign) }}
          />
        ))}
      </fieldset>
      <TextareaField meta={fields.note} label={t("aftercare.field.note")} textareaProps={{ rows: 4 }} />
      <CheckboxField meta={fields.wantsCall} label={t("aftercare.field.wantsCall")} />
      <div>
        <SubmitButton pending={fetcher.state !== "idle"} pendingLabel={t("aftercare.sending")}>
          {t("aftercare.submit")}
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}
