import { zoneNames as arabicZoneNames } from "~content/ar/time-zones";
import { zoneNames as englishZoneNames } from "~content/time-zones";
import { CLINIC_ZONE, zoneLabel, type WorkingWeek } from "~/i18n/time";
import { config } from "~/config.server";
import { ltrText } from "~/i18n/isolate";
import type { Locale } from "~/i18n/locales";
import type { OperatorFacts } from "~/domain/operator";
import { officeHoursText } from "./office-hours";

const zoneNames = { en: englishZoneNames, ar: arabicZoneNames };

/**
 * The team's week (`publicWeek()`) in the page's language, in the zone the reply clock counts, named in that language
 * ("Cairo", "القاهرة").
 */
export function officeHoursIn(locale: Locale, week: WorkingWeek) {
  return officeHoursText(week, locale, zoneLabel(CLINIC_ZONE, zoneNames[locale]));
}

/**
 * The operator's facts for content in `locale`, with the office hours when the content states them (`week`, the
 * team's); in Arabic, numbers and addresses keep their left-to-right order.
 */
export function operatorFacts(locale: Locale, week?: WorkingWeek): OperatorFacts {
  const operator = config.operator;
  const ltr = locale === "ar" ? ltrText : (text: string) => text;
  // A phone number inside a sentence or a button's label never breaks between its groups of digits.
  const phone = (number: string) => ltr(number.replaceAll(" ", "\u00a0"));
  return {
    legalName: operator.legalName,
    address: operator.address[locale],
    phone: phone(operator.phone),
    phoneHref: operator.phoneHref,
    email: ltr(operator.email),
    emailHref: `mailto:${operator.email}`,
    privacyEmail: ltr(operator.privacyEmail),
    privacyEmailHref: `mailto:${operator.privacyEmail}`,
    ...(week ? { officeHours: officeHoursIn(locale, week) } : {}),
    emergencyPhone: phone(operator.emergencyPhone),
    emergencyPhoneHref: operator.emergencyPhoneHref,
    whatsappHref: operator.whatsappHref,
  };
}
