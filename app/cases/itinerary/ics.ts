/**
 * One itinerary entry as an iCalendar file (RFC 5545): times in UTC (a trailing Z), so every
 * calendar shows them in its own zone; an all-day stay as DATE values with an exclusive end.
 * The UID is the case's and the entry's, so a second download updates the same calendar event.
 */
import type { ItineraryItem } from "./itinerary-rules";

export type IcsEvent = { item: ItineraryItem; caseId: string; domain: string; summary: string; location?: string | null; description?: string | null; stamp: Date };

/** Backslash, semicolon, comma and line breaks are escaped in TEXT values (RFC 5545 3.3.11). */
export function escapeIcsText(value: string) {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const utc = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const day = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, "");

/** Lines longer than 75 octets are folded: a CRLF and one space, never inside a UTF-8 character. */
function fold(line: string) {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function icsFile(e: IcsEvent) {
  const { item } = e;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//NileCare//Itinerary//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${e.caseId}-${item.key}@${e.domain}`,
    `DTSTAMP:${utc(e.stamp)}`,
    item.allDay ? `DTSTART;VALUE=DATE:${day(item.start)}` : `DTSTART:${utc(item.start)}`,
    item.allDay ? `DTEND;VALUE=DATE:${day(item.end)}` : `DTEND:${utc(item.end)}`,
    `SUMMARY:${escapeIcsText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeIcsText(e.location)}`] : []),
    ...(e.description ? [`DESCRIPTION:${escapeIcsText(e.description)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
