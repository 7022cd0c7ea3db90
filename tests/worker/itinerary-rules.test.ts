import { describe, expect, it } from "vitest";
import { escapeIcsText, icsFile } from "~/cases/itinerary/ics";
import { itineraryItems, tripCanBePlanned, type Itinerary } from "~/cases/itinerary/itinerary-rules";

const empty: Itinerary = {
  caseId: "case-1",
  arrivalAt: null,
  admissionAt: null,
  procedureAt: null,
  dischargeAt: null,
  flightHomeAt: null,
  facility: null,
  hotelName: null,
  hotelCheckIn: null,
  hotelNights: null,
  arrivalFlight: null,
  meetBy: null,
};

describe("when a trip can be planned", () => {
  it("opens once a quote is accepted, not before", () => {
    expect(tripCanBePlanned({ hasAcceptedQuote: false })).toBe(false);
    expect(tripCanBePlanned({ hasAcceptedQuote: true })).toBe(true);
  });
});

describe("the itinerary's entries", () => {
  it("lists only what is recorded, in time order, the hotel as its booked nights", () => {
    const items = itineraryItems({
      ...empty,
      procedureAt: new Date("2027-02-03T07:00:00Z"),
      arrivalAt: new Date("2027-02-01T13:30:00Z"),
      hotelCheckIn: "2027-02-01",
      hotelNights: 7,
    });
    expect(items.map((i) => i.key)).toEqual(["hotel", "arrival", "procedure"]);
    const hotel = items[0]!;
    expect(hotel.allDay).toBe(true);
    expect(hotel.end.toISOString()).toBe("2027-02-08T00:00:00.000Z");
    expect(itineraryItems(empty)).toEqual([]);
  });
});

describe("the calendar file", () => {
  const stamp = new Date("2027-01-10T09:00:00Z");
  const arrival = itineraryItems({ ...empty, arrivalAt: new Date("2027-02-01T13:30:00Z") })[0]!;

  it("gives the moment in UTC with a UID stable for the case and the entry", () => {
    const ics = icsFile({ item: arrival, caseId: "case-1", domain: "nilecare.test", summary: "Arrival in Cairo", stamp });
    expect(ics).toContain("\r\nDTSTART:20270201T133000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20270201T143000Z\r\n");
    expect(ics).toContain("\r\nUID:case-1-arrival@nilecare.test\r\n");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const again = icsFile({ item: arrival, caseId: "case-1", domain: "nilecare.test", summary: "Changed", stamp: new Date() });
    expect(again.match(/UID:.*/)?.[0]).toBe(ics.match(/UID:.*/)?.[0]);
  });

  it("escapes text and folds long lines without splitting a character", () => {
    expect(escapeIcsText("Terminal 2, gate; a\\b\nnext")).toBe("Terminal 2\\, gate\\; a\\\\b\\nnext");
    const ics = icsFile({ item: arrival, caseId: "c", domain: "d", summary: "الوصول إلى القاهرة ".repeat(8), stamp });
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).not.toContain("\uFFFD");
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(`SUMMARY:${"الوصول إلى القاهرة ".repeat(8)}`);
  });

  it("gives the hotel stay as whole days with the check-out day as its end", () => {
    const hotel = itineraryItems({ ...empty, hotelCheckIn: "2027-02-01", hotelNights: 3 })[0]!;
    const ics = icsFile({ item: hotel, caseId: "c", domain: "d", summary: "Hotel", stamp });
    expect(ics).toContain("DTSTART;VALUE=DATE:20270201\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20270204\r\n");
  });
});
