import { useEffect, useRef, useState } from "react";
import type { CountryChoice } from "~/i18n/countries";
import { useT } from "~/i18n/use-t";
import { SelectField, type SelectChoice } from "~/ui/forms";
import * as formStyles from "~/ui/forms.css";
import { useHydrated } from "~/utils/use-hydrated";

export type CountryChoices = { frequent: CountryChoice[]; all: CountryChoice[] };

/** A name as typed and as listed compare alike: case, accents and Arabic's hamza and vowel marks aside. */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ى/g, "ي")
    .toLowerCase()
    .trim();

/**
 * The country: a plain select of every country in the page's language, the frequent ones first (decision 0146), that
 * works as it is without JavaScript. With it, a search box above keeps only the countries whose name holds what is
 * typed and selects the first, so a patient on a phone need not scroll through 249 names.
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
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const selectRef = useRef<HTMLSelectElement>(null);
  const wanted = folded(query);
  const matching = wanted ? choices.all.filter((country) => folded(country.label).includes(wanted) || country.value === wanted) : [];
  const first = matching[0]?.value;
  useEffect(() => {
    if (first && selectRef.current) selectRef.current.value = first;
  }, [first]);
  const options: SelectChoice[] = wanted
    ? matching
    : [
        { label: t("intake.country.frequent"), options: choices.frequent },
        { label: t("intake.country.all"), options: choices.all },
      ];
  // Two cells of the step's grid, so the search box is spaced as every field is.
  return (
    <>
      {hydrated ? (
        <div className={formStyles.field}>
          <label htmlFor={`${id}-search`} className={formStyles.label}>
            {t("intake.country.filter")}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={formStyles.control}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            aria-controls={id}
            autoComplete="off"
          />
        </div>
      ) : null}
      <SelectField
        label={label}
        errors={errors}
        options={options}
        placeholder={t("intake.selectOption")}
        selectProps={{ id, name, defaultValue: value, ref: selectRef, autoComplete: "country" }}
      />
    </>
  );
}
