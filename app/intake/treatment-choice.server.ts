import * as arabicIntake from "~content/ar/intake";
import * as englishIntake from "~content/intake";
import { formOptions } from "~content/treatments/list";
import type { IntakeValues } from "~/domain/intake";
import { translatorFor } from "~/i18n/catalogue.server";
import { byLocale, type Locale } from "~/i18n/locales";
import { offeredCatalogue } from "~/treatments/catalogue-data.server";
import type { SelectChoice } from "./option-groups";

/**
 * The intake's treatment as one select (decision 0146): a treatment the catalogue offers procedures for is a group of
 * its procedures, led by the treatment itself for a patient who does not know which yet; any other treatment is a
 * choice of its own. A specialty of the catalogue the intake's list does not name comes before "Other".
 */
export async function treatmentChoices(locale: Locale): Promise<SelectChoice[]> {
  const t = translatorFor(locale);
  const catalogue = await offeredCatalogue(locale);
  const listed = byLocale(locale, { en: englishIntake, ar: arabicIntake }).intakeTreatments;
  const unlisted = formOptions(
    catalogue.map((specialty) => specialty.id).filter((id) => !listed.some((treatment) => treatment.id === id)),
    "intake",
    locale,
  );
  const other = listed.filter((treatment) => treatment.id === "other");
  return [...listed.filter((treatment) => treatment.id !== "other"), ...unlisted, ...other].map(({ id, label }) => {
    const specialty = catalogue.find((s) => s.id === id);
    if (!specialty) return { value: id, label };
    return {
      label,
      options: [
        { value: id, label: t("intake.option.treatmentType.undecided", { treatment: label }) },
        ...specialty.procedures.map((procedure) => ({ value: `${id}/${procedure.id}`, label: procedure.name })),
      ],
    };
  });
}

/** The catalogue's procedure the answers name, when the catalogue offers it under their treatment. */
export async function chosenProcedure(values: IntakeValues, locale: Locale) {
  if (!values.procedure || !values.treatmentType) return undefined;
  const specialty = (await offeredCatalogue(locale)).find((s) => s.id === values.treatmentType);
  return specialty?.procedures.find((procedure) => procedure.id === values.procedure);
}

/** The step's answers with a procedure the catalogue does not offer under their treatment dropped, as any unknown choice. */
export async function withOfferedProcedure(answers: IntakeValues, locale: Locale): Promise<IntakeValues> {
  if (answers.procedure === undefined || answers.procedure === "") return answers;
  return (await chosenProcedure(answers, locale)) ? answers : { ...answers, procedure: "" };
}
