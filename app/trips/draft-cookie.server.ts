import { createCookie } from "react-router";
import { z } from "zod";
import { budgetLimits, NOTE_MAX_LENGTH, plannerTreatmentIds } from "~content/trip-planner";
import { baseCookieOptions, cookieSecrets } from "~/cookie-options.server";
import { hotelTypes } from "~/db/schema/trips";
import { currencies } from "~/domain/quotes";
import { currentTreatmentValue } from "~/domain/treatments";
import { initialDraft, type TripDraft } from "./plan-draft";
import { typedStepSchema, type TypedStep } from "./typed-step.server";

/**
 * The plan in progress lives in a signed cookie: each step's form post merges into it and the
 * step is in the URL, so Previous/Next, a reload and the round trip through sign-in all keep it,
 * with or without JavaScript. It is cleared once the plan is stored.
 */
const DRAFT_LIFETIME_S = 7 * 24 * 60 * 60;

const draftCookie = createCookie("nilecare-trip-plan", {
  ...baseCookieOptions,
  secrets: cookieSecrets(),
  maxAge: DRAFT_LIFETIME_S,
});

const flag = (fallback: boolean) => z.boolean().catch(fallback);
const amount = z.number().int().min(0).max(budgetLimits.max).catch(0);

// Every value was validated before it was written; the fallbacks only matter for a cookie
// written by an older version of this shape.
const storedDraftSchema = z.object({
  planId: z.uuid(),
  draft: z.object({
    treatmentType: z.preprocess(currentTreatmentValue, z.enum(["", ...plannerTreatmentIds])).catch(""),
    startDate: z.string().max(10).catch(""),
    endDate: z.string().max(10).catch(""),
    flexible: flag(initialDraft.flexible),
    hotelType: z.enum(["", ...hotelTypes]).catch(""),
    proximityToHospital: flag(initialDraft.proximityToHospital),
    specialRequirements: z.array(z.string().max(100)).max(20).catch([]),
    budgetMin: amount,
    budgetMax: amount,
    currency: z.enum(currencies).catch("USD"),
    companionCount: z.number().int().min(0).max(5).catch(0),
    travelInsuranceNeeded: flag(initialDraft.travelInsuranceNeeded),
    visaAssistanceNeeded: flag(initialDraft.visaAssistanceNeeded),
    airportTransfer: flag(initialDraft.airportTransfer),
    dailyTransport: flag(initialDraft.dailyTransport),
    sightseeing: flag(initialDraft.sightseeing),
    culturalInterests: z.array(z.string().max(50)).max(20).catch([]),
    additionalNotes: z.string().max(NOTE_MAX_LENGTH).catch(""),
  }) satisfies z.ZodType<TripDraft>,
  typed: typedStepSchema.optional().catch(undefined),
});

type StoredDraft = {
  /** Becomes the stored plan's id, so a form posted twice stores one plan. Null before the first save. */
  planId: string | null;
  draft: TripDraft;
};

async function readCookie(request: Request) {
  const parsed = storedDraftSchema.safeParse(await draftCookie.parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

export async function readDraft(request: Request): Promise<StoredDraft> {
  const stored = await readCookie(request);
  return stored ? { planId: stored.planId, draft: stored.draft } : { planId: null, draft: initialDraft };
}

/** What was typed on a step and refused when it was saved in passing (`app/trips/step-draft.server.ts`). */
export async function readTypedStep(request: Request): Promise<TypedStep | null> {
  return (await readCookie(request))?.typed ?? null;
}

/**
 * The Set-Cookie value that saves the plan. Any save without `typed` (Next, Previous, a tab) drops
 * the refused values kept by an earlier save in passing: that step has been answered since.
 */
export function saveDraft({ planId, draft }: StoredDraft, typed?: TypedStep) {
  return draftCookie.serialize({ planId: planId ?? crypto.randomUUID(), draft, ...(typed ? { typed } : {}) });
}

export function clearDraft() {
  return draftCookie.serialize("", { maxAge: 0 });
}
