import { budgetLimits } from "~content/trip-planner";
import { formatMoney } from "~/i18n/money";
import { useLocale } from "~/i18n/use-t";
import { Field, type ListOfErrors } from "~/ui/forms";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "../plan.css";

const budgetRange = { min: budgetLimits.min, max: budgetLimits.max, step: budgetLimits.step };

/**
 * A budget slider. Without JavaScript nothing could show the amount a slider is moved to, so the
 * server renders a number field, which shows its amount itself; once hydrated it becomes the slider.
 */
export function BudgetSlider({
  field,
  label,
  value,
  currency,
  errors,
  onValue,
}: {
  field: "budgetMin" | "budgetMax";
  label: string;
  value: number;
  currency: string;
  errors: ListOfErrors;
  onValue: (value: number) => void;
}) {
  const hydrated = useHydrated();
  const locale = useLocale();
  return (
    <Field
      label={label}
      errors={errors}
      inputProps={{
        id: field,
        name: field,
        ...budgetRange,
        value,
        onChange: (e) => onValue(Number(e.currentTarget.value)),
        ...(hydrated
          ? { type: "range", "aria-valuetext": formatMoney(locale, value, currency, { openEndAt: budgetLimits.max }), className: styles.range }
          : { type: "number" }),
      }}
    />
  );
}
