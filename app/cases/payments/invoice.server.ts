import { config } from "~/config.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { getLocale } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { formatMoney } from "~/i18n/money";
import { CLINIC_ZONE, formatInstant } from "~/i18n/time";
import { auditStatement } from "~/staff/audit.server";
import { treatmentName } from "~/treatments/treatment-name";
import { notFound } from "~/utils/not-found";
import type { RequestArgs } from "~/utils/request-context";
import { requireAnyCase } from "../case-access.server";
import { invoiceNumberText } from "./payment-rules";
import { invoiceOf, type PaymentRow } from "./payments.server";

/**
 * A paid payment's invoice in the request's language, for the patient of the case (or its link holder) and the staff
 * who may work it; 404 for anyone else and for a payment not paid. The page and the PDF both read it here, so they
 * state the same figures; a staff member's reading is audited as a document opened, before anything is sent.
 */
export async function loadInvoice(args: RequestArgs, caseId: string | undefined, paymentId: string | undefined, as: "page" | "PDF") {
  const access = await requireAnyCase(args, caseId);
  const row = paymentId ? await invoiceOf(access.caseRow.id, paymentId) : null;
  if (!row) notFound();
  const locale = getLocale(args.context);
  const view = invoiceView(row, locale);
  if (access.viewer.kind === "staff") {
    await auditStatement(access.viewer.staff, args.request, {
      action: "document_opened",
      caseId: access.caseRow.id,
      subjectUserId: access.caseRow.patientUserId,
      documentId: row.id,
      detail: `Invoice ${view.number} (${as})`,
    });
  }
  return { ...access, row, view, locale };
}

/**
 * A paid payment's invoice in one language, every word and amount written: the page and the PDF draw the same view.
 * The operator's legal name, address and tax number are today's configuration; what was bought and by whom is the
 * copy stored with the payment.
 */
export function invoiceView(row: PaymentRow, locale: Locale) {
  if (row.status !== "paid" || row.invoiceNumber === null || !row.paidAt) throw new Error("Only a paid payment has an invoice");
  const t = translatorFor(locale);
  const money = (minor: number) => formatMoney(locale, minor, row.currency, { minor: true });
  const copy = row.invoice;
  const operator = config.operator;
  const paid = row.amountMinor - row.refundedMinor;
  return {
    dir: locale === "ar" ? ("rtl" as const) : ("ltr" as const),
    title: t("payments.invoice.title"),
    number: invoiceNumberText(row.invoiceNumber),
    paidAt: row.paidAt,
    date: formatInstant(row.paidAt, { zone: CLINIC_ZONE, locale, preset: "dateTime" }),
    from: { legalName: operator.legalName, address: operator.address[locale], taxId: t("payments.invoice.taxId", { taxId: operator.taxId }), email: operator.email },
    billedTo: { name: copy.billedTo, email: copy.email },
    quote: copy.quoteReference,
    treatment: treatmentName(copy.treatmentId, locale),
    lines: copy.lines.map((line) => ({
      description: t(`payments.invoice.line.${line.kind}`, { reference: copy.quoteReference }),
      quantity: String(line.quantity),
      unit: money(line.unitMinor),
      amount: money(line.amountMinor),
    })),
    totals: [
      { label: t("payments.invoice.taxes"), value: t(`payments.invoice.taxes.${copy.taxes}`) },
      { label: t("payments.invoice.quoteTotal"), value: money(copy.quoteTotalMinor) },
      { label: t("payments.invoice.paid"), value: money(row.amountMinor) },
      ...(row.refundedMinor > 0 ? [{ label: t("payments.invoice.refunded"), value: money(row.refundedMinor) }] : []),
      { label: t("payments.invoice.due"), value: money(Math.max(0, copy.quoteTotalMinor - paid)) },
    ],
    balance: t("payments.invoice.balance", { time: t(`quotes.terms.balanceTime.${copy.balance.time}`), place: t(`quotes.terms.balancePlace.${copy.balance.place}`) }),
    paidWith: t("payments.invoice.paidWith"),
    labels: {
      number: t("payments.invoice.number"),
      date: t("payments.invoice.date"),
      from: t("payments.invoice.from"),
      billedTo: t("payments.invoice.billedTo"),
      quote: t("payments.invoice.quote"),
      treatment: t("payments.invoice.treatment"),
      description: t("payments.invoice.description"),
      quantity: t("payments.invoice.quantity"),
      unitPrice: t("payments.invoice.unitPrice"),
      amount: t("payments.invoice.amount"),
    },
  };
}

export type InvoiceView = ReturnType<typeof invoiceView>;
