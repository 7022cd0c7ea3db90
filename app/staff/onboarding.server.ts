import { eq, isNotNull, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { catalogueProcedures, doctors, facilities, teamHours, teamMembers, tripPlanAccommodations } from "~/db/schema";

/** The steps that make a new site the operator's own, in the order an admin takes them. */
export const onboardingSteps = ["identity", "hours", "facility", "doctors", "procedures", "team", "hotels", "legal"] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** Who the site says runs it: the footer's registered company and its numbers. */
const identitySettings = ["OPERATOR_LEGAL_NAME", "OPERATOR_TAX_ID", "OPERATOR_REGISTRATION", "OPERATOR_LICENCE"];
/** What the privacy notice states of the operator: who is responsible, where, and where to write. */
const legalSettings = ["OPERATOR_LEGAL_NAME", "OPERATOR_ADDRESS", "OPERATOR_ADDRESS_AR", "OPERATOR_PRIVACY_EMAIL"];

export type OnboardingState = {
  done: Record<OnboardingStep, boolean>;
  /** The settings of the identity and legal steps still holding a placeholder (`NAME (value)`). */
  placeholders: Record<"identity" | "legal", string[]>;
};

const one = sql<number>`1`;

/**
 * What a new site still lacks, read from the data itself (decision 0102): the operator's settings, hours an admin
 * saved (migration 0036's starting week has no author), and at least one shown facility, doctor, offered procedure
 * (a procedure cannot be saved without its price), team member and hotel. One round trip.
 */
export async function onboardingState(): Promise<OnboardingState> {
  const [hours, facility, doctor, procedure, member, hotel] = await db.batch([
    db.select({ one }).from(teamHours).where(isNotNull(teamHours.updatedBy)).limit(1),
    db.select({ one }).from(facilities).where(eq(facilities.isActive, true)).limit(1),
    db.select({ one }).from(doctors).where(eq(doctors.isActive, true)).limit(1),
    db.select({ one }).from(catalogueProcedures).where(eq(catalogueProcedures.isActive, true)).limit(1),
    db.select({ one }).from(teamMembers).where(eq(teamMembers.isActive, true)).limit(1),
    db.select({ one }).from(tripPlanAccommodations).where(eq(tripPlanAccommodations.isActive, true)).limit(1),
  ]);
  const placeholders = config.operatorPlaceholders;
  const still = (names: readonly string[]) => placeholders.filter((setting) => names.some((name) => setting.startsWith(`${name} (`)));
  const identity = still(identitySettings);
  const legal = still(legalSettings);
  return {
    done: {
      identity: identity.length === 0,
      hours: hours.length > 0,
      facility: facility.length > 0,
      doctors: doctor.length > 0,
      procedures: procedure.length > 0,
      team: member.length > 0,
      hotels: hotel.length > 0,
      legal: legal.length === 0,
    },
    placeholders: { identity, legal },
  };
}
