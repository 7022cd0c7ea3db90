import { isolatedText, ltrText } from "~/i18n/isolate";
import type { Locale } from "~/i18n/locales";
import type { PdfDocumentModel } from "~/pdf/document";
import type { InvoiceView } from "./invoice.server";

/**
 * The invoice page as a printed document: the same view, word for word and figure for figure (the PDF computes
 * nothing). Numbers, amounts and the e-mail address stay left to right inside Arabic lines, as `<Ltr>` keeps them on
 * the page; names typed in any script are isolated, as `<bdi>`.
 */
export function invoicePdfModel(invoice: InvoiceView, locale: Locale): PdfDocumentModel {
  const { labels } = invoice;
  return {
    locale,
    title: `${invoice.title} ${invoice.number}`,
    createdAt: invoice.paidAt,
    blocks: [
      { kind: "letterhead", name: isolatedText(invoice.from.legalName), lines: [invoice.from.address, ltrText(invoice.from.email), invoice.from.taxId] },
      { kind: "title", text: `${invoice.title} ${ltrText(invoice.number)}` },
      {
        kind: "fields",
        rows: [
          { label: labels.date, value: invoice.date },
          { label: labels.billedTo, value: `${isolatedText(invoice.billedTo.name)}\n${ltrText(invoice.billedTo.email)}` },
          { label: labels.quote, value: invoice.treatment ? `${ltrText(invoice.quote)} · ${invoice.treatment}` : ltrText(invoice.quote) },
        ],
      },
      {
        kind: "table",
        columns: [
          { label: labels.description, share: 5 },
          { label: labels.quantity, share: 1.4, align: "end" },
          { label: labels.unitPrice, share: 2.4, align: "end" },
          { label: labels.amount, share: 2.4, align: "end" },
        ],
        rows: invoice.lines.map((line) => [line.description, ltrText(line.quantity), ltrText(line.unit), ltrText(line.amount)]),
      },
      { kind: "fields", rows: invoice.totals.map((total) => ({ label: total.label, value: ltrText(total.value) })) },
      { kind: "paragraph", text: invoice.balance },
      { kind: "paragraph", text: invoice.paidWith, small: true },
    ],
  };
}
