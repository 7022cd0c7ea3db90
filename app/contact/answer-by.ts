import { zoneNames as arabicZoneNames } from "~content/ar/time-zones";
import { zoneNames as englishZoneNames } from "~content/time-zones";
import type { Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/message-key";
import { formatInstant, zoneLabel } from "~/i18n/time";

const zoneNames = { en: englishZoneNames, ar: arabicZoneNames };

/**
 * When the answer to a message is due, on the sender's clock when we know their zone (Cairo's otherwise), zone named:
 * the real time the team's hours and closures give, never "within 2 hours" at night. Said by the acknowledgement
 * e-mail and by the toast after sending, in the same words.
 */
export function answerBy(dueAt: Date | null, zone: string, t: Translate, locale: Locale) {
  if (!dueAt) return t("patientEmails.ack.thanks");
  const time = formatInstant(dueAt, { zone, locale, preset: "dayAndTime" });
  return t("patientEmails.ack.thanksBy", { time, zone: zoneLabel(zone, zoneNames[locale]) });
}
