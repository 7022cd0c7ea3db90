import type { Locale } from "~/i18n/locales";
import { renderPdf } from "~/pdf/render.server";
import { pdfResponse } from "~/pdf/response.server";
import { invoicePdfModel } from "./invoice-pdf";
import type { InvoiceView } from "./invoice.server";

/** The invoice's PDF as a download named by its number. */
export async function invoicePdf(view: InvoiceView, locale: Locale) {
  const bytes = await renderPdf(invoicePdfModel(view, locale));
  return pdfResponse(bytes, `nilecare-${view.number}-${locale}.pdf`);
}
