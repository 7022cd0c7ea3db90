import { budgetLimits } from "~content/trip-budget";
import { formatMoney } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";

/**
 * How a plan's budget reads, on the planner and wherever a stored plan is shown (the dashboard, the confirmation
 * page). It needs no planner content, so those pages do not load it.
 */

/** A budget amount as the slider labels show it, in the page's language: the top of the range reads "$50,000+". */
export function formatBudget(amount: number, currency: string, locale: Locale = "en") {
  const money = formatMoney(locale, amount, currency);
  return amount >= budgetLimits.max ? `${money}+` : money;
}
