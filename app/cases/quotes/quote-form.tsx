import type { Constraint, SubmissionResult } from "@conform-to/dom";
import { getFormProps, useForm } from "~/forms/use-form";
import { useActionData, useFetcher } from "react-router";
import * as ui from "~/styles/ui.css";
import { ErrorList, Field, PlainPostMarker, SelectField, SubmitButton, TextareaField } from "~/ui/forms";
import { MINOR_UNITS_PER_MAJOR, quoteCurrencies, quoteItemKindLabels, quoteItemKinds, validUntilRange } from "./quote-rules";
import type { QuoteView } from "./quotes.server";
import type { QuoteInput } from "./quote-schema";
import * as styles from "./quotes.css";

type QuoteActionData = { quoteResult?: SubmissionResult<string[]> };

const currencyOptions = quoteCurrencies.map((c) => ({ value: c, label: c }));

/** "Description", read out as "Procedure: Description": the row's kind is shown once above its fields. */
function ItemLabel({ kind, text }: { kind: (typeof quoteItemKinds)[number]; text: string }) {
  return (
    <>
      <span className={ui.visuallyHidden}>{`${quoteItemKindLabels[kind]}: `}</span>
      {text}
    </>
  );
}

/**
 * The form's first values: the last version's (its validity only while still allowed), or empty rows in US dollars
 * for the case's treatment.
 */
function quoteFormDefaults(last: QuoteView | undefined, validRange: { first: string; last: string }, caseTreatment: string | null) {
  if (!last) return { treatment: caseTreatment ?? undefined, currency: "USD", items: quoteItemKinds.map((kind) => ({ kind })) };
  return {
    treatment: last.treatmentId ?? caseTreatment ?? undefined,
    currency: last.currency,
    items: quoteItemKinds.map((kind) => {
      const line = last.items.find((item) => item.kind === kind);
      return line
        ? { kind, description: line.description || undefined, amount: (line.amountMinor / MINOR_UNITS_PER_MAJOR).toFixed(2) }
        : { kind };
    }),
    included: last.included,
    excluded: last.excluded,
    hospital: last.hospital ?? undefined,
    doctor: last.doctor ?? undefined,
    validUntil: last.validUntil >= validRange.first && last.validUntil <= validRange.last ? last.validUntil : undefined,
  };
}

/**
 * A coordinator's quote: one row per kind of cost, blank rows skipped. The server sums the
 * lines; no total is sent from here. A new quote supersedes the open version.
 */
export function QuoteForm({
  actionUrl,
  constraint,
  last,
  treatments,
  caseTreatment,
}: {
  actionUrl: string;
  constraint: Record<string, Constraint>;
  /** The latest version: a new one starts as its copy, so changing one price is one edit. */
  last: QuoteView | undefined;
  /** Every treatment, and the one the patient asked about (the first quote's default). */
  treatments: { value: string; label: string }[];
  caseTreatment: string | null;
}) {
  const fetcher = useFetcher<QuoteActionData>();
  const documentAnswer = useActionData<QuoteActionData>();
  const validRange = validUntilRange(new Date());
  const hasQuote = last !== undefined;
  const [form, fields] = useForm<QuoteInput>({
    id: "quote-form",
    lastResult: fetcher.data?.quoteResult ?? documentAnswer?.quoteResult,
    constraint,
    defaultValue: quoteFormDefaults(last, validRange, caseTreatment),
  });
  const items = fields.items.getFieldList();
  return (
    <section className={ui.card} aria-labelledby="quote-form-title">
      <h2 id="quote-form-title">{hasQuote ? "Send a new version of the quote" : "Send a quote"}</h2>
      <fetcher.Form method="post" action={`${actionUrl}#quotes`} className={styles.itemRows} defaultShouldRevalidate {...getFormProps(form)}>
        <PlainPostMarker />
        <input type="hidden" name="intent" value="quote" />
        <ErrorList id={form.errorId} errors={form.errors} role="alert" />
        <SelectField meta={fields.treatment} label="Treatment" options={treatments} placeholder="Choose the treatment" />
        <SelectField meta={fields.currency} label="Currency" options={currencyOptions} />
        <ErrorList id={fields.items.errorId} errors={fields.items.errors} role="alert" />
        {items.map((item, index) => {
          const row = item.getFieldset<keyof QuoteInput["items"][number]>();
          const kind = quoteItemKinds[index]!;
          return (
            // The generation alone is shared by every row: the index keeps each row's key its own.
            <div key={`${item.key}-${kind}`} className={styles.itemRow}>
              <input type="hidden" name={row.kind.name} value={kind} />
              <span className={styles.kindLabel} aria-hidden="true">
                {quoteItemKindLabels[kind]}
              </span>
              <Field meta={row.description} label={<ItemLabel kind={kind} text="Description" />} markOptional />
              <Field
                meta={row.amount}
                label={<ItemLabel kind={kind} text="Amount" />}
                inputProps={{ inputMode: "decimal", placeholder: "0.00" }}
                markOptional
              />
            </div>
          );
        })}
        <div className={styles.pair}>
          <TextareaField meta={fields.included} label="What is included" textareaProps={{ rows: 3 }} />
          <TextareaField meta={fields.excluded} label="What is not included" textareaProps={{ rows: 3 }} />
        </div>
        <div className={styles.pair}>
          <Field meta={fields.hospital} label="Hospital" markOptional />
          <Field meta={fields.doctor} label="Doctor" markOptional />
        </div>
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
