import { useNavigation } from "react-router";
import { Form, Link } from "~/i18n/links";
import { formatMoney, Money } from "~/i18n/money";
import { formatInstant } from "~/i18n/time";
import { useLocale, useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import { PlainPostMarker, SubmitButton } from "~/ui/forms";
import { invoiceNumberText, type CheckoutReturn } from "./payment-rules";
import type { depositFor } from "./payments.server";

export type Deposit = NonNullable<Awaited<ReturnType<typeof depositFor>>>;

/**
 * The deposit of the accepted quote on the patient's request page: what to pay and the button that opens the
 * provider's checkout, or once the provider said so, "Deposit paid" with the amount, the time and the invoice.
 */
export function DepositSection({ deposit, caseId, actionUrl, returned, timeZone }: { deposit: Deposit; caseId: string; actionUrl: string; returned: CheckoutReturn; timeZone: string }) {
  const t = useT();
  const locale = useLocale();
  const paying = useNavigation().formData?.get("intent") === "deposit";
  const money = (minor: number) => formatMoney(locale, minor, deposit.currency, { minor: true, inText: true });
  const { paid } = deposit;
  return (
    <section id="deposit" className={ui.card} aria-labelledby="deposit-title">
      <h2 id="deposit-title">{paid ? t("payments.deposit.paid") : t("payments.deposit.title")}</h2>
      {paid?.paidAt && paid.invoiceNumber !== null ? (
        <>
          <p role="status">
            {t("payments.deposit.paidText", { amount: money(paid.amountMinor), date: formatInstant(paid.paidAt, { zone: timeZone, locale, preset: "dateTime" }) })}
          </p>
          {paid.refundedMinor > 0 ? <p>{t("payments.deposit.refunded", { amount: money(paid.refundedMinor) })}</p> : null}
          <p>
            <Link to={`/requests/${caseId}/invoices/${paid.id}`}>{t("payments.deposit.invoice", { number: invoiceNumberText(paid.invoiceNumber) })}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t("payments.deposit.lead")}</p>
          <p>
            <strong>
              {t("payments.deposit.title")}: <Money amount={deposit.amountMinor} minor currency={deposit.currency} />
            </strong>
            {" · "}
            {t("payments.deposit.due", { days: deposit.dueDays })}
          </p>
          {deposit.lastFailed ? (
            <p role="alert">{t("payments.deposit.failed")}</p>
          ) : returned ? (
            <p role="status">{t(returned === "paid" ? "payments.deposit.confirming" : "payments.deposit.cancelled")}</p>
          ) : null}
          <Form method="post" action={`${actionUrl}#deposit`}>
            <PlainPostMarker />
            <input type="hidden" name="intent" value="deposit" />
            <SubmitButton pending={paying} pendingLabel={t("payments.deposit.paying")}>
              {t("payments.deposit.pay")}
            </SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}
