import { parseWithZod } from "@conform-to/zod/v4";
import { findWorkableCase } from "~/cases/console/case-detail.server";
import { caseFormDone, type CaseFormAnswer } from "~/cases/console/case-actions.server";
import { parseAmountToMinor } from "~/cases/quotes/quote-rules";
import type { Outcome } from "~/forms/outcome.server";
import { formatMoney } from "~/i18n/money";
import { clientIp } from "~/security/request-meta.server";
import type { StaffUser } from "~/staff/permissions.server";
import { casePayments, refundPayment } from "./payments.server";
import { refundSchema } from "./refund-schema";

/** The case page's refund form: the amount read in the payment's currency, the limit and the provider's answer by the field. */
export async function refundFromCase(staff: StaffUser, caseId: string, form: FormData, request: Request): Promise<Outcome<CaseFormAnswer>> {
  const intent = "refund";
  const row = await findWorkableCase(staff, caseId);
  const submission = parseWithZod(form, { schema: refundSchema });
  if (submission.status !== "success") return { status: "reply", reply: { intent, result: submission.reply() }, httpStatus: 400 };
  const refuse = (message: string, httpStatus = 400): Outcome<CaseFormAnswer> => ({ status: "reply", reply: { intent, result: submission.reply({ fieldErrors: { amount: [message] } }) }, httpStatus });
  const payment = (await casePayments(row.id)).find((p) => p.id === submission.value.paymentId);
  if (!payment || payment.status !== "paid") return refuse("This payment is not paid, so nothing can be refunded.", 409);
  const money = (minor: number) => formatMoney("en", minor, payment.currency, { minor: true });
  const amountMinor = parseAmountToMinor(submission.value.amount, payment.currency);
  if (amountMinor === null || amountMinor <= 0) return refuse(`Enter an amount in ${payment.currency}, e.g. ${money(payment.amountMinor).replace(/[^\d.,]/g, "")}.`);
  const refunded = await refundPayment(staff, row, payment.id, amountMinor, submission.value.reason, { ip: clientIp(request) });
  if (!refunded.ok) {
    if (refunded.reason === "overLimit") {
      return refuse(`At most ${money(refunded.limitMinor ?? 0)} can be refunded now: the quote's cancellation rules refund ${payment.refundPercent}% of what was paid, less what went back already.`);
    }
    if (refunded.reason === "provider") return refuse("The payment provider refused the refund. Nothing was refunded; try again later.", 502);
    return refuse("This payment is not paid, so nothing can be refunded.", 409);
  }
  return caseFormDone(caseId, intent, submission.reply({ resetForm: true }), `Refunded ${money(amountMinor)}. The patient is e-mailed.`);
}
