import { env } from "cloudflare:workers";
import { eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cases, doctorReviews, doctors, doctorTreatments, hotelTypes, reviews, treatmentCategories, tripPlanAccommodations } from "~/db/schema";
import { applySeed, splitSqlStatements } from "./seed-helper";

async function tableCounts() {
  const row = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM doctors) AS doctors,
            (SELECT count(*) FROM doctor_treatments) AS treatments,
            (SELECT count(*) FROM doctor_reviews) AS reviews,
            (SELECT count(*) FROM trip_plan_accommodations) AS accommodations`,
  ).first();
  return row;
}

function groupBy<T>(items: T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const changes = (results: D1Result[]) => results.reduce((sum, result) => sum + result.meta.changes, 0);

describe("sample data (app/db/sample-data.sql)", () => {
  let firstRunChanges = 0;
  let secondRunChanges = 0;
  let countsAfterFirstRun: Awaited<ReturnType<typeof tableCounts>>;

  beforeAll(async () => {
    firstRunChanges = changes(await applySeed());
    countsAfterFirstRun = await tableCounts();
    secondRunChanges = changes(await applySeed());
  });

  it("can be applied twice without duplicating or changing anything", async () => {
    expect(firstRunChanges).toBeGreaterThan(0);
    expect(secondRunChanges).toBe(0);
    expect(await tableCounts()).toEqual(countsAfterFirstRun);

    const allDoctors = await db.select().from(doctors);
    expect(new Set(allDoctors.map((d) => d.name)).size).toBe(allDoctors.length);
    const accommodations = await db.select().from(tripPlanAccommodations);
    expect(new Set(accommodations.map((a) => a.name)).size).toBe(accommodations.length);
  });

  it("has at least 12 active doctors, one inactive, and at least 2 active doctors in every treatment category", async () => {
    const allDoctors = await db.select().from(doctors);
    const active = allDoctors.filter((d) => d.isActive);
    expect(active.length).toBeGreaterThanOrEqual(12);
    expect(allDoctors.some((d) => !d.isActive)).toBe(true);

    const links = await db.select().from(doctorTreatments);
    const activeIds = new Set(active.map((d) => d.id));
    for (const category of treatmentCategories) {
      const inCategory = links.filter((l) => l.treatmentCategory === category && activeIds.has(l.doctorId));
      expect(inCategory.length, category).toBeGreaterThanOrEqual(2);
    }
    const categoriesPerDoctor = groupBy(links, (l) => l.doctorId);
    expect([...categoriesPerDoctor.values()].some((list) => list.length >= 2)).toBe(true);
    expect(active.every((d) => categoriesPerDoctor.has(d.id))).toBe(true);
  });

  it("gives every doctor a complete profile whose list columns decode as lists of text", async () => {
    for (const doctor of await db.select().from(doctors)) {
      for (const list of [doctor.education, doctor.languages, doctor.achievements, doctor.certifications]) {
        expect(Array.isArray(list), doctor.id).toBe(true);
        expect(list.length, doctor.id).toBeGreaterThan(0);
        expect(list.every((item) => typeof item === "string" && item.length > 0), doctor.id).toBe(true);
      }
      expect(doctor.name).toMatch(/^Dr\. /);
      expect(doctor.avatarUrl).toBeNull();
      expect(doctor.createdAt).toBeInstanceOf(Date);
    }
    const active = (await db.select().from(doctors)).filter((d) => d.isActive);
    // Cards show the first 3 languages: several doctors must speak more so the cap is visible.
    expect(active.filter((d) => d.languages.length >= 4).length).toBeGreaterThanOrEqual(3);
  });

  it("keeps every doctor's review count and one-decimal rating equal to its reviews", async () => {
    const reviews = await db.select().from(doctorReviews);
    const byDoctor = groupBy(reviews, (r) => r.doctorId);
    for (const doctor of await db.select().from(doctors)) {
      const own = byDoctor.get(doctor.id) ?? [];
      expect(doctor.totalReviews, doctor.id).toBe(own.length);
      const average = own.reduce((sum, r) => sum + r.rating, 0) / own.length;
      expect(doctor.patientRating, doctor.id).toBe(Math.round(average * 10) / 10);
      expect(doctor.patientRating, doctor.id).toBeGreaterThanOrEqual(4);
      expect(doctor.patientRating, doctor.id).toBeLessThanOrEqual(5);
    }
    const activeWithThree = (await db.select().from(doctors)).filter(
      (d) => d.isActive && (byDoctor.get(d.id)?.length ?? 0) >= 3,
    );
    expect(activeWithThree.length).toBeGreaterThanOrEqual(10);
  });

  it("has reviews rated 1 to 5 from many countries, none marked verified (launch content, decision 0161), dated 2025-2026", async () => {
    const reviews = await db.select().from(doctorReviews);
    expect(reviews.every((r) => Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5)).toBe(true);
    expect(new Set(reviews.map((r) => r.patientCountry)).size).toBeGreaterThanOrEqual(20);
    expect(reviews.filter((r) => r.isVerified)).toEqual([]);
    for (const review of reviews) {
      expect([2025, 2026], review.id).toContain(review.createdAt.getUTCFullYear());
      expect(review.recoveryTime, review.id).toMatch(/^\d+ (days?|weeks?|months?)$/);
    }
  });

  it("has at least 8 active accommodations, at least 2 of each hotel type, priced within the travel ranges", async () => {
    const all = await db.select().from(tripPlanAccommodations);
    const active = all.filter((a) => a.isActive);
    expect(active.length).toBeGreaterThanOrEqual(8);
    expect(all.some((a) => !a.isActive)).toBe(true);

    const nightlyRange = { medical_hotel: [150, 300], hotel: [80, 150], apartment: [50, 120], resort: [200, 400] } as const;
    for (const type of hotelTypes) {
      const ofType = active.filter((a) => a.type === type);
      expect(ofType.length, type).toBeGreaterThanOrEqual(2);
      const [min, max] = nightlyRange[type];
      for (const option of ofType) {
        expect(option.pricePerNight, option.id).toBeGreaterThanOrEqual(min);
        expect(option.pricePerNight, option.id).toBeLessThanOrEqual(max);
      }
    }
    for (const option of all) {
      expect(option.starRating, option.id).toBeGreaterThanOrEqual(1);
      expect(option.starRating, option.id).toBeLessThanOrEqual(5);
      // Cards show 3 amenities then '+N more', and the first 2 medical features.
      expect(option.amenities.length, option.id).toBeGreaterThanOrEqual(4);
      expect(option.specialMedicalFeatures.length, option.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("has verified reviews home, concierge and /stories show: each a sample patient's of their own closed case, one with an approved story and no price", async () => {
    const shown = await db.select().from(reviews).where(isNull(reviews.hiddenAt));
    expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const review of shown) {
      const owner = await db.select({ status: cases.status, patient: cases.patientUserId }).from(cases).where(eq(cases.id, review.caseId));
      expect(owner, review.id).toEqual([{ status: "closed", patient: review.patientUserId }]);
      expect(review.treatedMonth, review.id).toMatch(/^\d{4}-\d{2}$/);
    }
    const stories = shown.filter((r) => r.storyConsent && r.storyApprovedAt !== null);
    expect(stories.length).toBeGreaterThanOrEqual(1);
    expect(stories.every((r) => !r.priceConsent)).toBe(true);
  });
});

describe("splitSqlStatements", () => {
  it("splits on semicolons outside quoted strings and drops comments", () => {
    const script = "-- a comment; with a semicolon\nINSERT INTO t VALUES ('a;b', 'O''Connor; jr');\n\nSELECT 1; -- trailing\n";
    expect(splitSqlStatements(script)).toEqual(["INSERT INTO t VALUES ('a;b', 'O''Connor; jr')", "SELECT 1"]);
  });
});
