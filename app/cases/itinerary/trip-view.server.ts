import { site } from "~content/site";
import { readablePhoneNumber } from "~/forms/phone-number.server";
import { formatCalendarDate } from "~/i18n/calendar-date";
import type { Translate } from "~/i18n/message-key";
import type { Locale } from "~/i18n/locales";
import { CLINIC_ZONE, formatInstant } from "~/i18n/time";
import type { CalendarEntry } from "~/utils/ics";
import { tripMoments, type PatientTripFact, type Trip, type TripMoment } from "./itinerary-rules";

export type Zone = { id: string; name: string };
export type TripLine = { label: string; value: string; phone?: { tel: string } };
/** One item of the patient's itinerary: a moment (both clocks), the hotel stay, or where they are treated. */
export type TripItem = { key: TripMoment | "hotel" | "facility"; title: string; when: string[]; lines: TripLine[]; calendar: boolean };

const momentTitle = {
  arrival: "requests.itinerary.arrival",
  admission: "requests.itinerary.admission",
  procedure: "requests.itinerary.procedure",
  discharge: "requests.itinerary.discharge",
  flightHome: "requests.itinerary.flightHome",
} as const satisfies Record<TripMoment, string>;

/** An instant on the patient's clock, then on Cairo's (once, when they are the same zone). */
export function bothClocks(at: number, t: Translate, locale: Locale, zone: Zone, cairo: Zone) {
  const read = (z: Zone) => t("requests.itinerary.inZone", { time: formatInstant(at, { zone: z.id, locale, preset: "dateTime" }), zone: z.name });
  return zone.id === CLINIC_ZONE ? [read(cairo)] : [read(zone), read(cairo)];
}

/** The phone written as people read it ("+20 10 1234 5678"), its E.164 digits behind the tel: link. */
const phoneLine = (label: string, phone: string): TripLine => ({ label, value: readablePhoneNumber(phone), phone: { tel: `tel:${phone}` } });

function arrivalLines(trip: Trip, t: Translate): TripLine[] {
  const lines: (TripLine | null)[] = [
    trip.arrivalFlight ? { label: t("requests.itinerary.flight"), value: trip.arrivalFlight } : null,
    trip.meetBy ? { label: t("requests.itinerary.meetBy"), value: trip.meetBy } : null,
    trip.car ? { label: t("requests.itinerary.car"), value: trip.car } : null,
    trip.driverName ? { label: t("requests.itinerary.driver"), value: trip.driverName } : null,
    trip.driverPhone ? phoneLine(t("requests.itinerary.driverPhone"), trip.driverPhone) : null,
  ];
  return lines.filter((line): line is TripLine => line !== null);
}

function hotelDays(trip: Trip, t: Translate, locale: Locale) {
  const day = (value: string) => formatCalendarDate(value, locale);
  if (trip.hotelFrom && trip.hotelTo) return t("requests.itinerary.range", { from: day(trip.hotelFrom), to: day(trip.hotelTo) });
  return trip.hotelFrom ? day(trip.hotelFrom) : trip.hotelTo ? day(trip.hotelTo) : null;
}

/** The trip as the patient reads it, in the order it happens; each item that is dated has its calendar file. */
export function tripItems(trip: Trip | null, t: Translate, locale: Locale, zone: Zone, cairo: Zone): TripItem[] {
  if (!trip) return [];
  const items: TripItem[] = [];
  if (trip.hospital || trip.doctor) {
    items.push({
      key: "facility",
      title: t("requests.itinerary.facility"),
      when: [],
      lines: [
        ...(trip.hospital ? [{ label: t("requests.itinerary.hospital"), value: trip.hospital }] : []),
        ...(trip.doctor ? [{ label: t("requests.itinerary.doctor"), value: trip.doctor }] : []),
      ],
      calendar: false,
    });
  }
  for (const m of tripMoments) {
    const at = trip[m];
    const lines = m === "arrival" ? arrivalLines(trip, t) : [];
    if (at === null && lines.length === 0) continue;
    items.push({ key: m, title: t(momentTitle[m]), when: at === null ? [] : bothClocks(at, t, locale, zone, cairo), lines, calendar: at !== null });
    if (m === "arrival" && (trip.hotel || trip.hotelFrom || trip.hotelTo)) {
      const days = hotelDays(trip, t, locale);
      items.push({ key: "hotel", title: t("requests.itinerary.hotel"), when: days ? [days] : [], lines: trip.hotel ? [{ label: t("requests.itinerary.hotelName"), value: trip.hotel }] : [], calendar: trip.hotelFrom !== null });
    }
  }
  return items;
}

const factLabels = {
  ...momentTitle,
  hospital: "requests.itinerary.hospital",
  doctor: "requests.itinerary.doctor",
  hotel: "requests.itinerary.hotelName",
  hotelNights: "requests.itinerary.hotelDates",
  arrivalFlight: "requests.itinerary.flight",
  meetBy: "requests.itinerary.meetBy",
  car: "requests.itinerary.car",
  driverName: "requests.itinerary.driver",
  driverPhone: "requests.itinerary.driverPhone",
} as const satisfies Record<PatientTripFact, string>;

/** A fact's name as the patient's itinerary writes it. */
export const tripFactLabel = (fact: PatientTripFact, t: Translate) => t(factLabels[fact]);

/** What the patient reads of one changed fact now, for the change e-mail ("Removed" once it was cleared). */
export function tripFactNow(fact: PatientTripFact, trip: Trip, t: Translate, locale: Locale, zone: Zone, cairo: Zone): TripLine {
  const label = tripFactLabel(fact, t);
  const removed = t("requests.email.trip.removed");
  if (fact === "hotelNights") return { label, value: hotelDays(trip, t, locale) ?? removed };
  if ((tripMoments as readonly string[]).includes(fact)) {
    const at = trip[fact as TripMoment];
    return { label, value: at === null ? removed : bothClocks(at, t, locale, zone, cairo).join(" · ") };
  }
  const value = trip[fact as Exclude<PatientTripFact, TripMoment | "hotelNights">];
  return { label, value: value === null ? removed : fact === "driverPhone" ? readablePhoneNumber(value) : value };
}

/** Each dated item of the trip as a calendar event, named in the patient's language, keyed as the page's items are. */
export function tripEvents(trip: Trip, caseId: string, stamp: number, t: Translate, url: string): (CalendarEntry & { key: TripItem["key"] })[] {
  const description = t("requests.ics.description", { site: site.name, url });
  const where = [trip.hospital, trip.doctor].filter(Boolean).join(", ");
  const base = (key: TripItem["key"]) => ({ key, uid: `${caseId}-trip-${key}@nilecare`, description, url, stamp });
  const events: (CalendarEntry & { key: TripItem["key"] })[] = [];
  for (const m of tripMoments) {
    const at = trip[m];
    if (at === null) continue;
    const title = m === "arrival" && trip.arrivalFlight ? t("requests.ics.arrivalFlight", { flight: trip.arrivalFlight }) : t(momentTitle[m]);
    const summary = where && (m === "admission" || m === "procedure" || m === "discharge") ? `${title} · ${where}` : title;
    events.push({ ...base(m), summary, startsAt: at, durationMinutes: 60 });
  }
  if (trip.hotelFrom) events.push({ ...base("hotel"), summary: t("requests.ics.hotel", { hotel: trip.hotel ?? "" }), day: trip.hotelFrom, lastDay: trip.hotelTo ?? trip.hotelFrom });
  return events;
}
