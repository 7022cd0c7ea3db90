import type { TripDraft } from "../plan-draft";
import type { PlanContent } from "../planner-content";

type DraftField = keyof TripDraft;
type YesNoField = { [K in DraftField]: TripDraft[K] extends boolean ? K : never }[DraftField];
/** A text of the wizard (`wizardTexts`), read in the page's language. */
type WizardText = keyof PlanContent["wizardTexts"];

/** The transport choices: ticked in step 4, listed by label in the review. */
export const transportToggles = [
  { name: "airportTransfer", label: "airportTransfer" },
  { name: "dailyTransport", label: "dailyTransport" },
  { name: "sightseeing", label: "sightseeing" },
] as const satisfies readonly { name: YesNoField; label: WizardText }[];

/** The yes/no choices of step 4, in their groups. */
export const toggleGroups = [
  {
    legend: "services",
    toggles: [
      { name: "travelInsuranceNeeded", label: "insurance" },
      { name: "visaAssistanceNeeded", label: "visa" },
    ],
  },
  { legend: "transport", toggles: transportToggles },
] as const satisfies readonly { legend: WizardText; toggles: readonly { name: YesNoField; label: WizardText }[] }[];
