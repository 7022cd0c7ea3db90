import { createContext, useContext } from "react";
import type * as planner from "~content/trip-planner";
import type { hotelTypes } from "~/domain/hotels";
import type { currencies } from "~/domain/quotes";

type Words<T> = { readonly [Key in keyof T]: string };
type Titled = { readonly title: string; readonly text: string };

/** The planner's content in either language: the English file's shape (content/trip-planner.ts), with any words. */
export type PlannerTexts = {
  readonly planHero: Words<typeof planner.planHero>;
  readonly planTabs: Words<typeof planner.planTabs>;
  readonly wizardSteps: readonly string[];
  readonly wizardTexts: Words<typeof planner.wizardTexts>;
  readonly tripTreatments: readonly {
    readonly id: (typeof planner.plannerTreatmentIds)[number];
    readonly name: string;
    readonly recoveryDays: number;
    readonly popular: boolean;
  }[];
  readonly hotelTypeOptions: readonly {
    readonly id: (typeof hotelTypes)[number];
    readonly name: string;
    readonly description: string;
  }[];
  readonly specialRequirementOptions: readonly string[];
  readonly culturalInterestOptions: readonly { readonly id: string; readonly name: string }[];
  readonly currencyOptions: readonly { readonly id: (typeof currencies)[number]; readonly name: string }[];
  readonly companionOptions: readonly { readonly value: number; readonly label: string }[];
  readonly budgetGuide: readonly { readonly part: BudgetPart; readonly label: string }[];
  readonly planToasts: { readonly [Key in keyof typeof planner.planToasts]: { title: string; description: string } };
  readonly afterSubmitSteps: readonly Titled[];
  readonly journeyOverview: readonly Titled[];
  readonly conciergeServices: readonly Titled[];
  readonly visaRequirements: Omit<Words<typeof planner.visaRequirements>, "columns" | "rows"> & {
    readonly columns: readonly string[];
    readonly rows: readonly Words<(typeof planner.visaRequirements.rows)[number]>[];
  };
  readonly emergencySupport: Words<typeof planner.emergencySupport>;
  readonly planClosingCta: Words<typeof planner.planClosingCta>;
};

/**
 * What the /plan page (hero, tabs, wizard) reads, in the page's language. The loader picks the language's
 * twin (content/trip-planner.ts or content/ar/trip-planner.ts), so the page bundles neither.
 * `requirementChoices` pairs each special requirement's stored (English) value with its label.
 */
export type PlanContent = Pick<
  PlannerTexts,
  | "planHero"
  | "planTabs"
  | "wizardSteps"
  | "wizardTexts"
  | "tripTreatments"
  | "hotelTypeOptions"
  | "culturalInterestOptions"
  | "currencyOptions"
  | "companionOptions"
  | "planToasts"
> & {
  requirementChoices: readonly { value: string; label: string }[];
  /**
   * Per planner treatment code with a catalogue specialty: each budget part the site can price, in the guide's order,
   * with its label and its US dollar range ("$1,700 - $2,000").
   */
  costGuides: Readonly<Record<string, readonly { part: BudgetPart; label: string; amount: string }[]>>;
};

export type BudgetPart = "treatment" | "accommodation" | "flights" | "other";

/** What the "Process Overview" tab shows, in the page's language. */
export type OverviewContent = Pick<
  PlannerTexts,
  "journeyOverview" | "conciergeServices" | "visaRequirements" | "emergencySupport" | "planClosingCta"
>;

const PlanContentContext = createContext<PlanContent | null>(null);

/** Given by the /plan page from its loader data. */
export const PlanContentProvider = PlanContentContext.Provider;

export function usePlanContent(): PlanContent {
  const content = useContext(PlanContentContext);
  if (!content) throw new Error("usePlanContent() outside PlanContentProvider");
  return content;
}

/** The recovery days of the chosen treatment (0 for none), from the content the page was given. */
export function useRecoveryDays(treatmentType: string) {
  return usePlanContent().tripTreatments.find((treatment) => treatment.id === treatmentType)?.recoveryDays ?? 0;
}
