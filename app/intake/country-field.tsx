import type { CountryChoice } from "~/i18n/countries";
import { useT } from "~/i18n/use-t";
import { SelectField } from "~/ui/forms";
import { OptionGroups } from "./option-groups";

export type CountryChoices = { frequent: CountryChoice[]; all: CountryChoice[] };

/**
 * The country: one plain select of every country in the page's language and its alphabetical order, opening on the
 * countries most patients come from (decision 0146). The browser's own select finds a name by its first letters.
 */
export function CountryField({
  id,
  name,
  value,
  label,
  errors,
  choices,
}: {
  id: string;
  name: string;
  value: string;
  label: string;
  errors?: string[];
  choices: CountryChoices;
}) {
  const t = useT();
  return (
    <SelectField
      label={label}
      errors={errors}
      options={[]}
      placeholder={t("intake.selectOption")}
      selectProps={{ id, name, defaultValue: value, autoComplete: "country" }}
    >
      <OptionGroups
        choices={[
          { label: t("intake.country.frequent"), options: choices.frequent },
          { label: t("intake.country.all"), options: choices.all },
        ]}
      />
    </SelectField>
  );
}
