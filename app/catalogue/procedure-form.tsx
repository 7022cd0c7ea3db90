import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { Form, useNavigation } from "react-router";
import { quoteInclusionLabels } from "~/cases/quotes/quote-rules";
import { Pair } from "~/staff/record-page";
import { homeCountryInSentence, homeCountryKeys, homeCurrency } from "~/domain/catalogue";
import { quoteInclusions } from "~/domain/quotes";
import { getFormProps, useForm } from "~/forms/use-form";
import * as staffStyles from "~/staff/staff.css";
import { CheckboxGroup } from "~/ui/form-checkbox-group";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import type { ProcedureFields } from "./procedure-form-schema";

/** The values the form starts from: a stored procedure's. */
export type ProcedureFormDefaults = Partial<Record<keyof ProcedureFields, string | string[]>>;

const arabic = { dir: "rtl", lang: "ar" } as const;
const whole = { inputMode: "numeric" } as const;

/**
 * A procedure in English and Arabic, its prices, its typical stay, what it usually includes and its price in each
 * comparison country with that figure's source and day (the console's /staff/catalogue/new and /staff/catalogue/{id}).
 * A plain post with or without JavaScript.
 */
export function ProcedureForm({
  defaults,
  lastResult,
  constraint,
  specialties,
  submitLabel,
}: {
  defaults: ProcedureFormDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  constraint: Record<string, Constraint>;
  specialties: readonly { value: string; label: string }[];
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<ProcedureFields>({ id: "procedure", lastResult, constraint, defaultValue: defaults });
  return (
    <Form method="post" className={staffStyles.actionForm} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <SelectField meta={fields.specialtyId} label="Specialty" placeholder="Choose the specialty" options={specialties} />
      <Pair>
        <Field meta={fields.name} label="Name" />
        <Field meta={fields.nameAr} label="Name in Arabic" inputProps={arabic} />
      </Pair>
      <Pair>
        <TextareaField meta={fields.description} label="Description" textareaProps={{ rows: 4 }} />
        <TextareaField meta={fields.descriptionAr} label="Description in Arabic" textareaProps={{ rows: 4, ...arabic }} />
      </Pair>
      <Pair>
        <Field meta={fields.duration} label="Duration" hint="Of the operation, such as 2-3 hours." />
        <Field meta={fields.durationAr} label="Duration in Arabic" inputProps={arabic} />
      </Pair>
      <Pair>
        <Field meta={fields.recovery} label="Recovery" hint="Until normal life, such as 6-8 weeks." />
        <Field meta={fields.recoveryAr} label="Recovery in Arabic" inputProps={arabic} />
      </Pair>
      <Pair>
        <Field meta={fields.priceLow} label="Lowest price (USD)" inputProps={whole} />
        <Field meta={fields.priceHigh} label="Highest price (USD)" inputProps={whole} />
      </Pair>
      <Pair>
        <Field meta={fields.egyptPrice} label="Egypt price (USD)" hint="What savings are computed from; inside the range." inputProps={whole} />
        <Field meta={fields.successRate} label="Success rate (%)" markOptional inputProps={whole} />
      </Pair>
      <Pair>
        <Field meta={fields.hospitalNightsMin} label="Fewest hospital nights" hint="0 for an outpatient procedure." inputProps={whole} />
        <Field meta={fields.hospitalNightsMax} label="Most hospital nights" inputProps={whole} />
      </Pair>
      <Pair>
        <Field meta={fields.nightsInEgyptMin} label="Fewest nights in Egypt" hint="Per trip, hospital nights included." inputProps={whole} />
        <Field meta={fields.nightsInEgyptMax} label="Most nights in Egypt" inputProps={whole} />
      </Pair>
      <Field meta={fields.trips} label="Trips to Egypt" hint="Two for implants placed on one trip and crowned on the next." inputProps={whole} />
      <CheckboxGroup
        meta={fields.inclusions}
        legend="Usually included (a first quote starts from these)"
        options={quoteInclusions.map((value) => ({ value, label: quoteInclusionLabels[value] }))}
      />
      <Pair>
        <TextareaField meta={fields.requirements} label="Who it suits" hint="One requirement per line." textareaProps={{ rows: 4 }} />
        <TextareaField meta={fields.requirementsAr} label="Who it suits, in Arabic" textareaProps={{ rows: 4, ...arabic }} />
      </Pair>
      <Pair>
        <TextareaField meta={fields.stages} label="Recovery stages" hint='One per line: "Ward (days 3-7): Walking, wound checks".' textareaProps={{ rows: 4 }} />
        <TextareaField meta={fields.stagesAr} label="Recovery stages in Arabic" textareaProps={{ rows: 4, ...arabic }} />
      </Pair>
      {homeCountryKeys.map((key) => (
        <fieldset key={key} className={staffStyles.actionForm}>
          <legend>{`Price in ${homeCountryInSentence[key]}`}</legend>
          <Pair>
            <Field meta={fields[`${key}Price`]} label={`Amount (${homeCurrency[key]})`} inputProps={whole} />
            <Field meta={fields[`${key}AsOf`]} label="Read on" inputProps={{ type: "date" }} />
          </Pair>
          <Field meta={fields[`${key}Source`]} label="Source" hint="Where a reader can check the figure: a hospital's price list, a survey." />
        </fieldset>
      ))}
      <div>
        <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "save"} pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
