import { loadInvoice } from "~/cases/payments/invoice.server";
import { invoicePdf } from "~/cases/payments/invoice-pdf.server";
import type { Route } from "./+types/requests.$caseId_.invoices.$paymentId_.invoice[.]pdf";

/** The invoice page as a PDF, generated on each request from the same view, for the same readers (staff audited). */
export async function loader(args: Route.LoaderArgs) {
  const { view, locale } = await loadInvoice(args, args.params.caseId, args.params.paymentId, "PDF");
  return invoicePdf(view, locale);
}
