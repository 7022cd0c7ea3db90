import type { Translation } from "../translation";

/** What both wizards (the trip planner and the intake) share: their progress and their Previous/Next buttons. */
export const en = {
  "position": "Step {step} of {count}",
  "percent": "{percent}% complete",
  "positionOf": "{position}: {title}",
  "next": "Next",
  "previous": "Previous",
} as const;

export const ar: Translation<typeof en> = {
  "position": "الخطوة {step} من {count}",
  "percent": "اكتمل {percent}%",
  "positionOf": "{position}: {title}",
  "next": "التالي",
  "previous": "السابق",
};
