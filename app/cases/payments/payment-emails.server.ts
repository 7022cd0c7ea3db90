import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cases, paymentRefunds, payments } from "~/db/schema";
import { aboutCase, defineEmails, mailLanguage, type Rendered } from "~/email/email.server";
import { formatMoney } from "~/i18n/money";
import { replyHeadersFor } from "~/cases/reply-address.server";
import { invoiceNumberText } from "./payment-rules";

type PaymentJobs = {
  /** To the patient: a refund of their deposit went back to their card. */
  "payment-refunded": { refundId: string };
};

async function refundWithCase(refundId: string) {
  const [row] = await db
    .select({ refund: paymentRefunds, payment: payments, caseRow: cases })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .where(eq(paymentRefunds.id, refundId));
  return row ?? null;
}

/** The refund e-mail, in the case's language, with what went back and in all. */
async function renderRefund(job: { refundId: string }): Promise<Rendered> {
  const row = await refundWithCase(job.refundId);
  if (!row) throw new Error(`refund ${job.refundId} not found`);
  const { refund, payment, caseRow } = row;
  const { t, link, locale } = mailLanguage(caseRow.locale);
  const money = (minor: number) => formatMoney(locale, minor, payment.currency, { minor: true, inText: true });
  const number = invoiceNumberText(payment.invoiceNumber ?? 0);
  return {
    to: caseRow.patientEmail,
    locale,
    headers: await replyHeadersFor(caseRow.id),
    content: {
      subject: t("payments.email.refund.subject", { amount: money(refund.amountMinor) }),
      heading: t("payments.email.refund.heading"),
      paragraphs: [
        t("requests.email.hello", { name: caseRow.patientName }),
        t("payments.email.refund.text", { amount: money(refund.amountMinor), number }),
        t("payments.email.refund.total", { amount: money(payment.refundedMinor), paid: money(payment.amountMinor) }),
      ],
      action: { label: t("payments.email.refund.action"), url: link(`/requests/${caseRow.id}#deposit`) },
    },
  };
}

export const paymentEmails = defineEmails<PaymentJobs>({
  "payment-refunded": {
    about: async (job) => aboutCase((await refundWithCase(job.refundId))?.caseRow.id),
    render: renderRefund,
  },
});
