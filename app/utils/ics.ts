/**
 * An iCalendar (RFC 5545) file for one consultation. Times are written in UTC
 * (`…Z`), so every calendar shows the call at the right moment in its own zone.
 */
export type CalendarEvent = {
  uid: string;
  startsAt: number;
  durationMinutes: number;
  summary: string;
  description: string;
  url: string;
  /** Where the event happens: the consultation's video call. */
  location: string;
  /** Bumped on every change so calendars replace their copy. */
  sequence: number;
  cancelled: boolean;
  stamp: number;
};

export function icsDateTime(ms: number) {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function escapeText(value: string) {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded with CRLF and a space (RFC 5545, section 3.1). */
function fold(line: string) {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function buildIcs(event: CalendarEvent) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//NileCare//Consultations//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.cancelled ? "CANCEL" : "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.startsAt + event.durationMinutes * 60_000)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** One event of a calendar with several: a whole-day span (`day` to `lastDay`, YYYY-MM-DD) or a timed one. */
export type CalendarEntry = { uid: string; summary: string; description: string; url: string; stamp: number } & (
  | { day: string; lastDay: string }
  | { startsAt: number; durationMinutes: number }
);

/** `YYYYMMDD` of the day after `date`: an all-day event's DTEND is exclusive (RFC 5545, 3.6.1). */
function nextDay(date: string) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10).replaceAll("-", "");
}

/** A calendar of several events (a patient's itinerary): whole days stay whole days in every zone. */
export function buildIcsCalendar(entries: CalendarEntry[]) {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//NileCare//Itinerary//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  for (const entry of entries) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${entry.uid}`,
      `DTSTAMP:${icsDateTime(entry.stamp)}`,
      ...("day" in entry
        ? [`DTSTART;VALUE=DATE:${entry.day.replaceAll("-", "")}`, `DTEND;VALUE=DATE:${nextDay(entry.lastDay)}`]
        : [`DTSTART:${icsDateTime(entry.startsAt)}`, `DTEND:${icsDateTime(entry.startsAt + entry.durationMinutes * 60_000)}`]),
      `SUMMARY:${escapeText(entry.summary)}`,
      `DESCRIPTION:${escapeText(entry.description)}`,
      `URL:${entry.url}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
