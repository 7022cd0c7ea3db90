import type { Translation } from "../translation";

/** The parts both wizards share (`app/wizard/wizard.tsx`): the progress line and the step buttons. */
export const en = {
  "position": "Step {step} of {count}",
  "complete": "{percent} complete",
  "next": "Next",
  "previous": "Previous",
} as const;

export const ar: Translation<typeof en> = {
  "position": "الخطوة {step} من {count}",
  "complete": "اكتمل {percent}",
  "next": "التالي",
  "previous": "السابق",
};
