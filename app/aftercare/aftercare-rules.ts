/**
 * The follow-up rules after discharge (decision 0161): when check-ins go out, how long their form
 * stays open, what makes an answer urgent, and which warning signs each treatment category asks about.
 */
import { CLINIC_ZONE, DAY_MS, addDays, zonedTimeToUtc } from "~/i18n/time";

/** The default plan: days after discharge. A coordinator may change it per case. */
export const DEFAULT_CHECKIN_DAYS = [3, 14, 30, 90] as const;
export const MAX_CHECKINS = 8;
export const MAX_CHECKIN_DAY = 365;

/** A check-in goes out at 09:00 Cairo time on its day: a working hour for the team that reads urgent answers. */
const SEND_MINUTE = 9 * 60;

/** Its form stays open 14 days after it was due; a later answer would describe another stage of recovery. */
export const CHECKIN_OPEN_DAYS = 14;

/** How the patient feels at or under this (0–10), or pain at or over that, makes the answer urgent. */
export const URGENT_FEELING_AT_MOST = 3;
export const URGENT_PAIN_AT_LEAST = 8;

export function checkinDueAt(dischargeDate: string, dayOffset: number) {
  return new Date(zonedTimeToUtc(addDays(dischargeDate, dayOffset), SEND_MINUTE, CLINIC_ZONE));
}

export function checkinClosesAt(dueAt: Date) {
  return new Date(dueAt.getTime() + CHECKIN_OPEN_DAYS * DAY_MS);
}

/** A check-in due at or before this instant has closed by `now`: its e-mail's link would open nothing. */
export function closedIfDueBy(now: Date) {
  return new Date(now.getTime() - CHECKIN_OPEN_DAYS * DAY_MS);
}

export function isUrgentAnswer(answer: { feeling: number; pain: number; warningSigns: readonly string[] }) {
  return answer.warningSigns.length > 0 || answer.feeling <= URGENT_FEELING_AT_MOST || answer.pain >= URGENT_PAIN_AT_LEAST;
}

/** "3, 14, 30, 90" → [3, 14, 30, 90]: whole days, each once, in order; null when any entry is not a day in range. */
export function parseCheckinDays(text: string): number[] | null {
  const parts = text.split(/[,\s،]+/).filter(Boolean);
  if (parts.length === 0 || parts.length > MAX_CHECKINS) return null;
  const days = parts.map(Number);
  if (days.some((d) => !Number.isInteger(d) || d < 1 || d > MAX_CHECKIN_DAY)) return null;
  return [...new Set(days)].sort((a, b) => a - b);
}

export const warningSignCodes = [
  "fever",
  "bleeding",
  "wound_redness",
  "swelling",
  "swelling_one_side",
  "leg_swelling",
  "breathless",
  "chest_pain",
  "fainting",
  "vomiting",
  "numbness",
  "vision_change",
  "eye_pain",
  "flashes",
] as const;
export type WarningSign = (typeof warningSignCodes)[number];

const general: WarningSign[] = ["fever", "bleeding", "wound_redness", "swelling", "breathless", "chest_pain"];

/** The signs each treatment category asks about (the catalogue's ids); any other treatment asks the general ones. */
const signsByCategory: Record<string, WarningSign[]> = {
  "cardiac-surgery": ["chest_pain", "breathless", "fainting", "fever", "wound_redness", "leg_swelling"],
  "eye-surgery": ["vision_change", "eye_pain", "flashes", "fever"],
  "dental-care": ["bleeding", "swelling", "fever", "numbness"],
  "cosmetic-surgery": ["bleeding", "swelling_one_side", "wound_redness", "fever", "breathless", "leg_swelling"],
  "general-surgery": ["fever", "wound_redness", "bleeding", "vomiting", "breathless", "chest_pain"],
  "orthopedic-surgery": ["leg_swelling", "numbness", "fever", "wound_redness", "breathless", "chest_pain"],
};

export function warningSignsFor(category: string | null | undefined): WarningSign[] {
  return (category && signsByCategory[category]) || general;
}
