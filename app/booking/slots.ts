import { addDays, CLINIC_ZONE, MINUTE_MS, wallClock, weekdayOf, zonedTimeToUtc } from "~/i18n/time";

export const SLOT_MINUTES = 15;
export const SLOT_MS = SLOT_MINUTES * MINUTE_MS;
/** How far ahead patients can book. */
export const BOOKING_WINDOW_DAYS = 14;
/** The earliest a slot can be booked before it starts: a coordinator needs time to prepare. */
export const MIN_NOTICE_MS = 2 * 60 * MINUTE_MS;

/** A coordinator's regular hours on one weekday (0 = Sunday), minutes after Cairo midnight. */
export type WeeklyHours = { coordinatorId: string; weekday: number; startMinute: number; endMinute: number };
/** A Cairo date that differs from the week: the whole day off, or hours added. */
export type AvailabilityException = {
  coordinatorId: string;
  date: string;
  kind: "day_off" | "extra";
  startMinute: number | null;
  endMinute: number | null;
};
export type Slot = { startsAt: number; coordinatorId: string };

/**
 * Every 15-minute slot the coordinators offer between two instants. Hours are Cairo
 * wall-clock times; each window is turned into real instants first, so on the night
 * Cairo's clocks go back a 22:00–24:00 window holds three hours of slots, and on the
 * night they go forward a window over the skipped hour holds one hour fewer.
 */
export function generateSlots({
  from,
  to,
  hours,
  exceptions,
}: {
  from: number;
  to: number;
  hours: WeeklyHours[];
  exceptions: AvailabilityException[];
}): Slot[] {
  const slots: Slot[] = [];
  const coordinatorIds = new Set([...hours.map((h) => h.coordinatorId), ...exceptions.map((e) => e.coordinatorId)]);
  const lastDate = wallClock(to, CLINIC_ZONE).date;
  for (let date = wallClock(from, CLINIC_ZONE).date; date <= lastDate; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    for (const coordinatorId of coordinatorIds) {
      const today = exceptions.filter((e) => e.coordinatorId === coordinatorId && e.date === date);
      const windows = today.some((e) => e.kind === "day_off")
        ? []
        : hours.filter((h) => h.coordinatorId === coordinatorId && h.weekday === weekday);
      const extras = today.filter((e) => e.kind === "extra" && e.startMinute !== null && e.endMinute !== null);
      const taken = new Set<number>();
      for (const window of [...windows, ...extras]) {
        const start = zonedTimeToUtc(date, window.startMinute!, CLINIC_ZONE);
        const end = zonedTimeToUtc(date, window.endMinute!, CLINIC_ZONE);
        for (let at = start; at + SLOT_MS <= end; at += SLOT_MS) {
          if (at < from || at >= to || taken.has(at)) continue;
          taken.add(at);
          slots.push({ startsAt: at, coordinatorId });
        }
      }
    }
  }
  return slots.sort((a, b) => a.startsAt - b.startsAt || a.coordinatorId.localeCompare(b.coordinatorId));
}

/** The slots nobody has booked yet. */
export function freeSlots(slots: Slot[], busy: Slot[]) {
  const busyKeys = new Set(busy.map((b) => `${b.coordinatorId}@${b.startsAt}`));
  return slots.filter((s) => !busyKeys.has(`${s.coordinatorId}@${s.startsAt}`));
}

/** The instants at which at least one coordinator is free, each once. */
export function freeStartTimes(slots: Slot[], busy: Slot[]) {
  return [...new Set(freeSlots(slots, busy).map((s) => s.startsAt))];
}

/** Slot times grouped by the patient's calendar day. */
export function groupByDay(startTimes: number[], zone: string) {
  const days = new Map<string, number[]>();
  for (const at of startTimes) {
    const { date } = wallClock(at, zone);
    days.set(date, [...(days.get(date) ?? []), at]);
  }
  return [...days].map(([date, times]) => ({ date, times }));
}
