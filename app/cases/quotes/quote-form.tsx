import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { getFormProps, useForm } from "~/forms/use-form";
import { useActionData, useFetcher } from "react-router";
import type { QuoteTerms } from "~/domain/quotes";
import * as ui from "~/styles/ui.css";
import * as formStyles from "~/ui/forms.css";
import { CheckboxField, ErrorList, Field, PlainPostMarker, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import {
  balancePlaces,
  balanceTimes,
  minorToAmountText,
  quoteCurrencies,
  quoteInclusionLabels,
  quoteInclusions,
  quoteItemKindLabels,
  quoteItemKinds,
  validUntilRange,
} from "./quote-rules";
import type { QuoteView } from "./quotes.server";
import type { QuoteFields } from "./quote-schema";
import * as styles from "./quotes.css";

type QuoteActionData = { quoteResult?: SubmissionResult<string[]> };

const currencyOptions = quoteCurrencies.map((c) => ({ value: c, label: c }));
const depositKindOptions = [
  { value: "percent", label: "A percentage of the total" },
  { value: "amount", label: "An amount" },
];
const balancePlaceLabels: Record<(typeof balancePlaces)[number], string> = {
  facility: "At the facility",
  coordinator: "To our coordinator in Cairo",
  bank_transfer: "By bank transfer",
};
const balanceTimeLabels: Record<(typeof balanceTimes)[number], string> = {
  before_arrival: "Before arrival",
  on_arrival: "On arrival",
  on_admission: "On admission",
  on_discharge: "On discharge",
};
const taxOptions = [
  { value: "included", label: "The total includes all taxes" },
  { value: "exempt", label: "No taxes apply" },
];
/** Rows of refund rules a quote may state; blank rows are skipped. */
const CANCELLATION_ROWS = 3;

/** "Description", read out as "Procedure: Description": the row's kind is shown once above its fields. */
function RowLabel({ row, text }: { row: string; text: string }) {
  return (
    <>
      <span className={ui.visuallyHidden}>{`${row}: `}</span>
      {text}
    </>
  );
}

/** The terms as the form holds them (amounts as text in the quote's currency). */
function termFields(terms: QuoteTerms, currency: string) {
  const amount = (minor: number) => minorToAmountText(minor, currency);
  return {
    inclusions: terms.inclusions,
    riseMax: terms.rise ? amount(terms.rise.maxMinor) : undefined,
    riseCondition: terms.rise?.condition,
    riseConditionAr: terms.rise?.conditionAr,
    depositKind: terms.deposit.kind,
    depositValue: terms.deposit.kind === "percent" ? String(terms.deposit.percent) : amount(terms.deposit.amountMinor),
    depositDueDays: terms.depositDueDays,
    balancePlace: terms.balance.place,
    balanceTime: terms.balance.time,
    cancellation: Array.from({ length: CANCELLATION_ROWS }, (_, index) => terms.cancellation.tiers[index] ?? {}),
    cancellationLater: terms.cancellation.laterPercent,
    taxes: terms.taxes,
    showComparison: terms.comparison,
  };
}

/**
 * The form's first values: the last version's (its validity only while still allowed), or empty rows in US dollars
 * for the case's treatment with the terms a first quote starts from.
 */
function quoteFormDefaults(
  last: QuoteView | undefined,
  validRange: { first: string; last: string },
  caseTreatment: string | null,
  startTerms: QuoteTerms,
): QuoteFields {
  if (!last) {
    return {
      intent: "quote",
      treatment: (caseTreatment ?? undefined) as QuoteFields["treatment"],
      currency: "USD",
      items: quoteItemKinds.map((kind) => ({ kind })),
      ...termFields(startTerms, "USD"),
    } as QuoteFields;
  }
  return {
    intent: "quote",
    treatment: (last.treatmentId ?? caseTreatment ?? undefined) as QuoteFields["treatment"],
    currency: last.currency,
    items: quoteItemKinds.map((kind) => {
      const line = last.items.find((item) => item.kind === kind);
      return line
        ? { kind, description: line.description || undefined, quantity: line.quantity, unitPrice: minorToAmountText(line.unitMinor, last.currency) }
        : { kind };
    }),
    included: last.included || undefined,
    excluded: last.excluded || undefined,
    hospital: last.hospital ?? undefined,
    doctor: last.doctor ?? undefined,
    validUntil: last.validUntil >= validRange.first && last.validUntil <= validRange.last ? last.validUntil : undefined,
    ...termFields(last.terms ?? startTerms, last.currency),
  } as QuoteFields;
}

/**
 * A coordinator's quote: one row per kind of cost (quantity × unit price, blank rows skipped), then the terms the
 * patient commits to. The server sums the lines; no total is sent from here. A new quote supersedes the open version.
 */
export function QuoteForm({
  actionUrl,
  constraint,
  last,
  treatments,
  caseTreatment,
  startTerms,
}: {
  actionUrl: string;
  constraint: Record<string, Constraint>;
  /** The latest version: a new one starts as its copy, so changing one price is one edit. */
  last: QuoteView | undefined;
  /** Every treatment, and the one the patient asked about (the first quote's default). */
  treatments: { value: string; label: string }[];
  caseTreatment: string | null;
  /** The terms a first quote starts from (`defaultTerms` of the case's treatment, from the loader). */
  startTerms: QuoteTerms;
}) {
  const fetcher = useFetcher<QuoteActionData>();
  const documentAnswer = useActionData<QuoteActionData>();
  const validRange = validUntilRange(new Date());
  const hasQuote = last !== undefined;
  const [form, fields] = useForm<QuoteFields>({
    id: "quote-form",
    lastResult: fetcher.data?.quoteResult ?? documentAnswer?.quoteResult,
    constraint,
    defaultValue: quoteFormDefaults(last, validRange, caseTreatment, startTerms),
  });
  const items = fields.items.getFieldList();
  const inclusions = fields.inclusions.getFieldset<(typeof quoteInclusions)[number]>();
  const cancellation = fields.cancellation.getFieldList();
  return (
    <section className={ui.card} aria-labelledby="quote-form-title">
      <h2 id="quote-form-title">{hasQuote ? "Send a new version of the quote" : "Send a quote"}</h2>
      <fetcher.Form method="post" action={`${actionUrl}#quotes`} className={styles.itemRows} defaultShouldRevalidate {...getFormProps(form)}>
        <PlainPostMarker />
        <input type="hidden" name="intent" value="quote" />
        <ErrorList id={form.errorId} errors={form.errors} role="alert" />
        <SelectField meta={fields.treatment} label="Treatment" options={treatments} placeholder="Choose the treatment" />
        <SelectField meta={fields.currency} label="Currency" options={currencyOptions} hint="Unit prices are in this currency (a Kuwaiti dinar has three decimals)." />
        <ErrorList id={fields.items.errorId} errors={fields.items.errors} role="alert" />
        {items.map((item, index) => {
          const row = item.getFieldset<"kind" | "description" | "quantity" | "unitPrice">();
          const kind = quoteItemKinds[index]!;
          const label = quoteItemKindLabels[kind];
          return (
            // The generation alone is shared by every row: the index keeps each row's key its own.
            <div key={`${item.key}-${kind}`} className={styles.itemRow}>
              <input type="hidden" name={row.kind.name} value={kind} />
              <span className={styles.kindLabel} aria-hidden="true">
                {label}
              </span>
              <Field meta={row.description} label={<RowLabel row={label} text="Description" />} markOptional />
              <div className={styles.pair}>
                <Field meta={row.quantity} label={<RowLabel row={label} text="Quantity" />} inputProps={{ inputMode: "numeric", placeholder: "1" }} markOptional />
                <Field
                  meta={row.unitPrice}
                  label={<RowLabel row={label} text="Unit price" />}
                  inputProps={{ inputMode: "decimal", placeholder: "0.00" }}
                  markOptional
                />
              </div>
            </div>
          );
        })}
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>What the price includes (unticked: not included)</legend>
          <div className={styles.checklist}>
            {quoteInclusions.map((key) => (
              <CheckboxField key={key} meta={inclusions[key]} label={quoteInclusionLabels[key]} />
            ))}
          </div>
        </fieldset>
        <div className={styles.pair}>
          <TextareaField meta={fields.included} label="Also included" textareaProps={{ rows: 2 }} markOptional />
          <TextareaField meta={fields.excluded} label="Also not included" textareaProps={{ rows: 2 }} markOptional />
        </div>
        <div className={styles.pair}>
          <Field
            meta={fields.riseMax}
            label="Most the total can rise"
            hint="Leave empty if the total cannot rise."
            inputProps={{ inputMode: "decimal", placeholder: "0.00" }}
            markOptional
          />
          <Field meta={fields.riseCondition} label="Only if" hint="e.g. if the CT shows bone loss, a graft is needed" markOptional />
        </div>
        <Field
          meta={fields.riseConditionAr}
          label="Only if, in Arabic"
          hint="Shown on the patient's Arabic page instead of the English condition."
          inputProps={{ dir: "rtl", lang: "ar" }}
          markOptional
        />
        <div className={styles.triple}>
          <SelectField meta={fields.depositKind} label="Deposit" options={depositKindOptions} />
          <Field meta={fields.depositValue} label="Deposit: percentage or amount" inputProps={{ inputMode: "decimal" }} />
          <Field meta={fields.depositDueDays} label="Deposit due, days after accepting" inputProps={{ inputMode: "numeric" }} />
        </div>
        <div className={styles.pair}>
          <SelectField meta={fields.balanceTime} label="Balance paid when" options={balanceTimes.map((value) => ({ value, label: balanceTimeLabels[value] }))} />
          <SelectField meta={fields.balancePlace} label="Balance paid where" options={balancePlaces.map((value) => ({ value, label: balancePlaceLabels[value] }))} />
        </div>
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>Cancellation: refund of what was paid, by notice before arrival</legend>
          <ErrorList id={fields.cancellation.errorId} errors={fields.cancellation.errors} role="alert" />
          {cancellation.map((tier, index) => {
            const rule = tier.getFieldset<"daysBefore" | "refundPercent">();
            const row = `Rule ${index + 1}`;
            return (
              <div key={`${tier.key}-${index}`} className={styles.pair}>
                <Field meta={rule.daysBefore} label={<RowLabel row={row} text="At least days before arrival" />} inputProps={{ inputMode: "numeric" }} markOptional />
                <Field meta={rule.refundPercent} label={<RowLabel row={row} text="Refund (%)" />} inputProps={{ inputMode: "numeric" }} markOptional />
              </div>
            );
          })}
          <Field meta={fields.cancellationLater} label="Refund (%) when cancelled later" inputProps={{ inputMode: "numeric" }} />
        </fieldset>
        <SelectField meta={fields.taxes} label="Taxes" options={taxOptions} />
        <div className={styles.pair}>
          <Field meta={fields.hospital} label="Facility" />
          <Field meta={fields.doctor} label="Doctor" />
        </div>
        <CheckboxField meta={fields.showComparison} label="Show the patient the home-country prices of the same procedure" />
        <Field meta={fields.validUntil} label="Valid until" inputProps={{ type: "date", min: validRange.first, max: validRange.last }} />
        <div>
          <SubmitButton pending={fetcher.state !== "idle"} pendingLabel="Sending quote...">
            {hasQuote ? "Send new version" : "Send quote"}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </section>
  );
}
