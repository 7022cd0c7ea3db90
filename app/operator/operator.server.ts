import { zoneNames as arabicZoneNames } from "~content/ar/time-zones";
import { zoneNames as englishZoneNames } from "~content/time-zones";
import { zoneLabel } from "~/i18n/time";
import { config } from "~/config.server";
import { ltrText } from "~/i18n/isolate";
import type { Locale } from "~/i18n/locales";
import { officeHoursText, type OperatorFacts } from "~/domain/operator";

const zoneNames = { en: englishZoneNames, ar: arabicZoneNames };

/** The office hours in the page's language, with the zone named in that language ("Cairo", "القاهرة"). */
export function officeHoursIn(locale: Locale) {
  const { hours } = config.operator;
  return officeHoursText(hours, locale, zoneLabel(hours.timeZone, zoneNames[locale]));
}

/** The operator's facts for content in `locale`; in Arabic, numbers and addresses keep their left-to-right order. */
export function operatorFacts(locale: Locale): OperatorFacts {
  const operator = config.operator;
  const ltr = locale === "ar" ? ltrText : (text: string) => text;
  return {
    legalName: operator.legalName,
    address: operator.address[locale],
    phone: ltr(operator.phone),
    phoneHref: operator.phoneHref,
    email: ltr(operator.email),
    emailHref: `mailto:${operator.email}`,
    privacyEmail: ltr(operator.privacyEmail),
    privacyEmailHref: `mailto:${operator.privacyEmail}`,
    officeHours: officeHoursIn(locale),
    emergencyPhone: ltr(operator.emergencyPhone),
    emergencyPhoneHref: operator.emergencyPhoneHref,
    whatsappHref: operator.whatsappHref,
  };
}
