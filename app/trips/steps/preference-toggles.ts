import { wizardTexts as t } from "~content/trip-planner";
import type { TripDraft } from "../plan-draft";

type DraftField = keyof TripDraft;
type YesNoField = { [K in DraftField]: TripDraft[K] extends boolean ? K : never }[DraftField];

/** The transport choices: ticked in step 4, listed by label in the review. */
export const transportToggles = [
  { name: "airportTransfer", label: t.airportTransfer },
  { name: "dailyTransport", label: t.dailyTransport },
  { name: "sightseeing", label: t.sightseeing },
] as const satisfies readonly { name: YesNoField; label: string }[];

/** The yes/no choices of step 4, in their groups. */
export const toggleGroups = [
  {
    legend: t.services,
    toggles: [
      { name: "travelInsuranceNeeded", label: t.insurance },
      { name: "visaAssistanceNeeded", label: t.visa },
    ],
  },
  { legend: t.transport, toggles: transportToggles },
] as const satisfies readonly { legend: string; toggles: readonly { name: YesNoField; label: string }[] }[];
