import { getFormProps } from "~/forms/use-form";
import { formatMoney } from "~/i18n/money";
import { CLINIC_ZONE, formatInstant } from "~/i18n/time";
import { CasePanel } from "~/staff/case-panel";
import * as styles from "~/staff/staff.css";
import { useIntentForm } from "~/staff/use-intent-form";
import { ErrorList, Field, PlainPostMarker, SubmitButton, TextareaField } from "~/ui/forms";
import { invoiceNumberText } from "./payment-rules";
import type { casePayments } from "./payments.server";

type CasePayment = Awaited<ReturnType<typeof casePayments>>[number];

const statusText: Record<CasePayment["status"], string> = {
  open: "Checkout started, not paid",
  paid: "Deposit paid",
  failed: "Payment failed",
  expired: "Checkout left",
};

/** The case's payments for the coordinator: what was paid and when, the invoice, refunds, and the refund form. */
export function PaymentsPanel({ caseId, payments }: { caseId: string; payments: CasePayment[] }) {
  const money = (p: CasePayment, minor: number) => formatMoney("en", minor, p.currency, { minor: true });
  return (
    <CasePanel id="payments" title="Payments">
      {payments.length === 0 ? <p className={styles.summary}>No payment yet.</p> : null}
      <ul className={styles.plainList}>
        {payments.map((p) => (
          <li key={p.id} className={styles.listItem}>
            <strong>{`${statusText[p.status]}: ${money(p, p.amountMinor)}`}</strong>
            <span className={styles.subtle}>
              {`Quote ${p.quoteReference}`}
              {p.paidAt ? ` · paid ${formatInstant(p.paidAt, { zone: CLINIC_ZONE, preset: "console" })} (Cairo)` : ""}
              {p.refundedMinor > 0 ? ` · ${money(p, p.refundedMinor)} refunded` : ""}
            </span>
            {p.invoiceNumber !== null ? <a href={`/requests/${caseId}/invoices/${p.id}`}>{`Invoice ${invoiceNumberText(p.invoiceNumber)}`}</a> : null}
            {p.status === "paid" && p.refundableMinor > 0 ? <RefundForm caseId={caseId} payment={p} limit={money(p, p.refundableMinor)} /> : null}
          </li>
        ))}
      </ul>
    </CasePanel>
  );
}

function RefundForm({ caseId, payment, limit }: { caseId: string; payment: CasePayment; limit: string }) {
  const { fetcher, form, fields, pending } = useIntentForm("refund", { id: `refund-${payment.id}` });
  return (
    <fetcher.Form method="post" action={`/staff/cases/${caseId}`} className={styles.actionForm} {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="paymentId" value={payment.id} />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Field
        meta={fields.amount}
        label={`Refund (${payment.currency})`}
        hint={`At most ${limit} now: the quote's cancellation rules refund ${payment.refundPercent}% of what was paid.`}
        inputProps={{ inputMode: "decimal" }}
      />
      <TextareaField meta={fields.reason} label="Reason (optional, staff only)" textareaProps={{ rows: 2 }} />
      <SubmitButton pending={pending} pendingLabel="Refunding..." variant="outline">
        Refund
      </SubmitButton>
    </fetcher.Form>
  );
}
