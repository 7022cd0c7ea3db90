import type { RouterContextProvider } from "react-router";
import { intlLocale } from "~/i18n/format";
import { displayNames } from "~/i18n/intl";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import type { Locale } from "~/i18n/locales";
import { doctorLabellerFor } from "./doctor-labels.server";

type StoredReview = { procedureName: string; patientCountry: string; recoveryTime?: string | null };

/** Region codes by their English names ("Germany" → "DE"), built once from the runtime's own country names. */
let regionCodes: Map<string, string> | undefined;
function regionCodeOf(englishName: string) {
  if (!regionCodes) {
    regionCodes = new Map();
    const names = new Intl.DisplayNames("en", { type: "region", fallback: "none" });
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (const first of letters) {
      for (const second of letters) {
        const name = names.of(`${first}${second}`);
        if (name) regionCodes.set(name, `${first}${second}`);
      }
    }
  }
  return regionCodes.get(englishName);
}

/** A country stored in English, named in the page's language when the runtime knows it; otherwise as stored. */
function countryName(locale: Locale, stored: string) {
  if (locale === "en") return stored;
  const code = regionCodeOf(stored);
  return (code && displayNames(intlLocale(locale), { type: "region" }).of(code)) || stored;
}

const RECOVERY = /^(\d+)\s+(day|week|month)s?$/i;

/**
 * A review as the page's language shows what D1 stores in English: the procedure (content/doctor-labels.ts),
 * the patient's country and the recovery time ("7 weeks" → "7 أسابيع") in Arabic. The patient's words stay as
 * written: pages isolate them (`lang="en" dir="auto"`), so their punctuation does not flip.
 */
export function reviewLabellerFor(context: Readonly<RouterContextProvider>) {
  const locale = getLocale(context);
  const t = getTranslator(context);
  const labeller = doctorLabellerFor(context);
  return <T extends StoredReview>(review: T): T => {
    const recovery = review.recoveryTime?.match(RECOVERY);
    const unit = recovery ? (`${recovery[2]!.toLowerCase()}s` as "days" | "weeks" | "months") : undefined;
    return {
      ...review,
      procedureName: labeller.procedure(review.procedureName),
      patientCountry: countryName(locale, review.patientCountry),
      recoveryTime: recovery && unit ? t(`doctors.recovery.${unit}`, { count: Number(recovery[1]) }) : review.recoveryTime,
    };
  };
}
