import { describe, expect, it } from "vitest";
import { freeStartTimes, generateSlots, groupByDay, type WeeklyHours } from "~/booking/slots";
import { CLINIC_ZONE, wallClock, zonedTimeToUtc, zoneOffsetMs, formatInstant } from "~/i18n/time";

const HOUR = 60 * 60 * 1000;
const utc = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

// Egypt (since 2023): summer time from the last Friday of April to the last Thursday of October.
// 2026: clocks go forward at 00:00 on Friday 24 April and back at 24:00 on Thursday 29 October.
describe("Cairo time from the tz database", () => {
  it("is UTC+3 in summer and UTC+2 in winter", () => {
    expect(zoneOffsetMs(utc("2026-07-01T12:00:00Z"), CLINIC_ZONE)).toBe(3 * HOUR);
    expect(zoneOffsetMs(utc("2026-12-01T12:00:00Z"), CLINIC_ZONE)).toBe(2 * HOUR);
  });

  it("turns Cairo wall-clock times into the right instants on both sides of the October change", () => {
    expect(iso(zonedTimeToUtc("2026-10-29", 10 * 60, CLINIC_ZONE))).toBe("2026-10-29T07:00:00.000Z");
    expect(iso(zonedTimeToUtc("2026-10-30", 10 * 60, CLINIC_ZONE))).toBe("2026-10-30T08:00:00.000Z");
    // 23:30 happens twice that night; the first one is meant.
    expect(iso(zonedTimeToUtc("2026-10-29", 23 * 60 + 30, CLINIC_ZONE))).toBe("2026-10-29T20:30:00.000Z");
    // The end of Thursday is midnight of the winter clock.
    expect(iso(zonedTimeToUtc("2026-10-29", 24 * 60, CLINIC_ZONE))).toBe("2026-10-29T22:00:00.000Z");
  });

  it("moves a time in the hour skipped in April forward by the hour, as clocks do", () => {
    expect(iso(zonedTimeToUtc("2026-04-24", 0, CLINIC_ZONE))).toBe("2026-04-23T22:00:00.000Z");
    expect(iso(zonedTimeToUtc("2026-04-24", 30, CLINIC_ZONE))).toBe("2026-04-23T22:30:00.000Z");
    expect(iso(zonedTimeToUtc("2026-04-24", 120, CLINIC_ZONE))).toBe("2026-04-23T23:00:00.000Z");
  });
});

const coordinator = "coordinator-a";
const everyDay = (startMinute: number, endMinute: number): WeeklyHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ coordinatorId: coordinator, weekday, startMinute, endMinute }));

describe("slots across the last Thursday of October in Cairo", () => {
  const slots = generateSlots({
    from: utc("2026-10-28T00:00:00Z"),
    to: utc("2026-11-03T00:00:00Z"),
    hours: everyDay(10 * 60, 11 * 60),
    exceptions: [],
  });
  const tenOClock = slots.filter((s) => wallClock(s.startsAt, CLINIC_ZONE).minute === 600).map((s) => s.startsAt);

  it("keeps 10:00 in Cairo at 10:00 while the UTC instant moves by an hour", () => {
    expect(tenOClock.map(iso)).toEqual([
      "2026-10-28T07:00:00.000Z",
      "2026-10-29T07:00:00.000Z",
      "2026-10-30T08:00:00.000Z",
      "2026-10-31T08:00:00.000Z",
      "2026-11-01T08:00:00.000Z",
      "2026-11-02T08:00:00.000Z",
    ]);
    expect(slots.every((s) => wallClock(s.startsAt, CLINIC_ZONE).minute % 15 === 0)).toBe(true);
    expect(slots).toHaveLength(6 * 4);
  });

  it("shows a New York patient the hour move with Cairo, then with New York's own change on 1 November", () => {
    const ny = tenOClock.map((at) => formatInstant(at, { zone: "America/New_York", preset: "time" }));
    // EDT until Sunday 1 November, EST after: 07:00Z = 3 AM EDT, 08:00Z = 4 AM EDT, then 3 AM EST.
    expect(ny).toEqual(["3:00 AM", "3:00 AM", "4:00 AM", "4:00 AM", "3:00 AM", "3:00 AM"]);
  });

  it("shows a Sydney patient (summer time since 4 October) the Cairo change alone", () => {
    const sydney = tenOClock.map((at) => formatInstant(at, { zone: "Australia/Sydney", preset: "time" }));
    expect(sydney).toEqual(["6:00 PM", "6:00 PM", "7:00 PM", "7:00 PM", "7:00 PM", "7:00 PM"]);
  });

  it("gives the repeated hour on the night of the change its real length", () => {
    const night = generateSlots({
      from: utc("2026-10-29T00:00:00Z"),
      to: utc("2026-10-30T00:00:00Z"),
      hours: [{ coordinatorId: coordinator, weekday: 4, startMinute: 22 * 60, endMinute: 24 * 60 }],
      exceptions: [],
    });
    // 22:00 (UTC+3) to midnight (UTC+2) is three hours: 12 slots, no instant twice.
    expect(night).toHaveLength(12);
    expect(iso(night[0]!.startsAt)).toBe("2026-10-29T19:00:00.000Z");
    expect(iso(night.at(-1)!.startsAt)).toBe("2026-10-29T21:45:00.000Z");
  });

  it("drops the hour Cairo skips in April", () => {
    const night = generateSlots({
      from: utc("2026-04-23T12:00:00Z"),
      to: utc("2026-04-24T12:00:00Z"),
      hours: [{ coordinatorId: coordinator, weekday: 5, startMinute: 0, endMinute: 2 * 60 }],
      exceptions: [],
    });
    expect(night.map((s) => iso(s.startsAt))).toEqual([
      "2026-04-23T22:00:00.000Z",
      "2026-04-23T22:15:00.000Z",
      "2026-04-23T22:30:00.000Z",
      "2026-04-23T22:45:00.000Z",
    ]);
  });
});

describe("exceptions and free times", () => {
  const from = utc("2026-11-09T00:00:00Z");
  const to = utc("2026-11-11T00:00:00Z");

  it("removes a day off and adds extra hours on their Cairo dates", () => {
    const slots = generateSlots({
      from,
      to,
      hours: everyDay(9 * 60, 10 * 60),
      exceptions: [
        { coordinatorId: coordinator, date: "2026-11-09", kind: "day_off", startMinute: null, endMinute: null },
        {
          coordinatorId: coordinator,
          date: "2026-11-10",
          kind: "extra",
          startMinute: 18 * 60,
          endMinute: 18 * 60 + 30,
        },
      ],
    });
    expect(slots.map((s) => iso(s.startsAt))).toEqual([
      "2026-11-10T07:00:00.000Z",
      "2026-11-10T07:15:00.000Z",
      "2026-11-10T07:30:00.000Z",
      "2026-11-10T07:45:00.000Z",
      "2026-11-10T16:00:00.000Z",
      "2026-11-10T16:15:00.000Z",
    ]);
  });

  it("offers a time while any coordinator is free at it, and groups times by the patient's day", () => {
    const hours = [
      ...everyDay(9 * 60, 9 * 60 + 30),
      { coordinatorId: "b", weekday: 1, startMinute: 540, endMinute: 555 },
    ];
    const slots = generateSlots({ from, to: utc("2026-11-09T23:00:00Z"), hours, exceptions: [] });
    const nine = utc("2026-11-09T07:00:00Z");
    const busy = [{ coordinatorId: coordinator, startsAt: nine }];
    expect(freeStartTimes(slots, busy)).toEqual([nine, nine + 15 * 60 * 1000]);
    expect(freeStartTimes(slots, [...busy, { coordinatorId: "b", startsAt: nine }])).toEqual([nine + 15 * 60 * 1000]);
    // 07:00Z on 9 November is still 8 November in Los Angeles.
    expect(groupByDay([nine], "America/Los_Angeles")).toEqual([{ date: "2026-11-08", times: [nine] }]);
  });
});

describe("the calendar file", () => {
  it("writes the UTC instant of a Cairo time on both sides of the October change", async () => {
    const { buildIcs } = await import("~/utils/ics");
    const event = (startsAt: number) =>
      buildIcs({
        uid: "b1@nilecare",
        startsAt,
        durationMinutes: 15,
        summary: "NileCare video consultation",
        description: "Line one, with a comma; and a semicolon\nLine two",
        url: "https://nilecare.example/book/manage/b1?key=k",
        location: "https://meet.jit.si/NileCare-room",
        sequence: 0,
        cancelled: false,
        stamp: utc("2026-10-01T00:00:00Z"),
      });
    // 10:00 in Cairo: 07:00Z on Thursday (summer time), 08:00Z on Friday (winter time).
    const thursday = event(zonedTimeToUtc("2026-10-29", 600, CLINIC_ZONE));
    const friday = event(zonedTimeToUtc("2026-10-30", 600, CLINIC_ZONE));
    expect(thursday).toContain("\r\nDTSTART:20261029T070000Z\r\nDTEND:20261029T071500Z\r\n");
    expect(friday).toContain("\r\nDTSTART:20261030T080000Z\r\nDTEND:20261030T081500Z\r\n");
    expect(thursday).toContain("DESCRIPTION:Line one\\, with a comma\\; and a semicolon\\nLine two");
    expect(thursday.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(thursday.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(thursday.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
});
