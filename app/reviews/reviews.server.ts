import { and, desc, eq, exists, gte, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { byDataVersion, dataChanged } from "~/cache/data-version.server";
import { caseTreatmentSql } from "~/cases/case-treatment.server";
import { db } from "~/db/client.server";
import { guardedInsert } from "~/db/guarded-insert.server";
import { caseJourneys, cases, doctors, followUpCheckins, quotes, reviewInvitations, reviews } from "~/db/schema";
import { queueEmails } from "~/email/email.server";
import type { Locale } from "~/i18n/locales";
import { minorUnitsPerMajor } from "~/i18n/money";
import { homeComparison } from "~/cases/quotes/home-prices";
import { offeredCatalogue } from "~/treatments/catalogue-data.server";
import { auditStatement } from "~/staff/audit.server";
import { scopeFor, type StaffUser } from "~/staff/permissions.server";
import { treatmentName } from "~/treatments/treatment-name";
import type { ReviewAnswer } from "./review-schema";

/** The check-in after which a treated patient is invited to review ("after the 30-day check-in"). */
export const REVIEW_AFTER_DAY = 30;

/**
 * The one rule of who may review, as SQL so the INSERT that stores a review decides it too (decision 0161):
 * the case's journey reached Follow-up Care and its check-in of day 30 or later was sent. The patient is the
 * account the case is tied to (a proven address, decision 0143), never an address alone.
 */
function reviewableCase(): SQL {
  return and(
    exists(db.select({ one: sql`1` }).from(caseJourneys).where(and(eq(caseJourneys.caseId, cases.id), eq(caseJourneys.stage, "follow_up_care")))),
    exists(
      db
        .select({ one: sql`1` })
        .from(followUpCheckins)
        .where(and(eq(followUpCheckins.caseId, cases.id), gte(followUpCheckins.dayOffset, REVIEW_AFTER_DAY), isNotNull(followUpCheckins.sentAt))),
    ),
  )!;
}

const reviewedCase = exists(db.select({ one: sql`1` }).from(reviews).where(eq(reviews.caseId, cases.id)));

export type ReviewEligibility = "eligible" | "reviewed" | "not-eligible" | "not-found";

/** Whether this signed-in patient may review this case now; another patient's case is "not-found". */
export async function reviewEligibility(userId: string, caseId: string): Promise<ReviewEligibility> {
  const [row] = await db
    .select({ eligible: sql<number>`${reviewableCase()}`, reviewed: sql<number>`${reviewedCase}` })
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.patientUserId, userId)))
    .limit(1);
  if (!row) return "not-found";
  if (row.reviewed) return "reviewed";
  return row.eligible ? "eligible" : "not-eligible";
}

/**
 * The directory doctor a case's stored review is shown under, or null: a review of a case whose journey names no
 * directory doctor is a review of the service alone, shown with the newest reviews on /stories.
 */
export async function reviewedDoctorId(caseId: string) {
  const [row] = await db.select({ doctorId: reviews.doctorId }).from(reviews).where(eq(reviews.caseId, caseId)).limit(1);
  return row?.doctorId ?? null;
}

/** The patient's cases they may review now (for /stories/share and the request page). */
export async function reviewableCases(userId: string) {
  return db
    .select({ id: cases.id, treatment: caseTreatmentSql() })
    .from(cases)
    .where(and(eq(cases.patientUserId, userId), reviewableCase(), sql`NOT ${reviewedCase}`))
    .orderBy(desc(cases.receivedAt));
}

/**
 * Stores the review once per case. The INSERT … SELECT decides: it copies from the case only while the case is
 * the patient's and reviewable, and the unique case id refuses a second (two tabs posting at once store one).
 * The doctors' data version moves in the same batch, so cached doctor pages, home, concierge and /stories show it.
 */
export async function submitReview(userId: string, caseId: string, answer: ReviewAnswer) {
  const id = crypto.randomUUID();
  const treatedDay = sql<string>`coalesce(${caseJourneys.treatmentEnd}, ${caseJourneys.dischargeDate}, date('now'))`;
  const [inserted] = await db.batch([
    guardedInsert(
      reviews,
      {
        id,
        caseId: cases.id,
        patientUserId: cases.patientUserId,
        doctorId: sql`(SELECT ${doctors.id} FROM ${doctors} WHERE ${doctors.name} = ${caseJourneys.doctor} LIMIT 1)`,
        doctorStars: answer.doctorStars,
        serviceStars: answer.serviceStars,
        text: answer.text,
        shownName: answer.shownName ?? null,
        shownCountry: answer.shownCountry ?? null,
        treatment: caseTreatmentSql(),
        treatedMonth: sql`substr(${treatedDay}, 1, 7)`,
        story: answer.story ?? null,
        storyConsent: Boolean(answer.story && answer.storyConsent),
        // Not approved, not hidden, stored now: the columns' defaults.
        // The price is published only with a story, and only with its own box ticked (decision 0161).
        priceConsent: Boolean(answer.story && answer.storyConsent && answer.priceConsent),
      },
      and(eq(cases.id, caseId), eq(cases.patientUserId, userId), reviewableCase())!,
      sql`${cases} INNER JOIN ${caseJourneys} ON ${caseJourneys.caseId} = ${cases.id}`,
    )
      .onConflictDoNothing()
      .returning({ id: reviews.id }),
    dataChanged("doctors"),
  ]);
  return inserted.length === 1;
}

export type PublicReview = {
  id: string;
  doctorStars: number;
  serviceStars: number;
  /** Null when hidden: a hidden review's text never leaves the server. */
  text: string | null;
  shownName: string | null;
  shownCountry: string | null;
  treatedMonth: string;
  removedReason: string | null;
};

function publicReview(r: typeof reviews.$inferSelect): PublicReview {
  const hidden = r.hiddenAt !== null;
  return {
    id: r.id,
    doctorStars: r.doctorStars,
    serviceStars: r.serviceStars,
    text: hidden ? null : r.text,
    shownName: hidden ? null : r.shownName,
    shownCountry: hidden ? null : r.shownCountry,
    treatedMonth: r.treatedMonth,
    removedReason: hidden ? r.hiddenReason : null,
  };
}

/** A doctor's verified reviews, newest first, good and bad alike; hidden ones show only NileCare's reason. */
export function doctorVerifiedReviews(doctorId: string) {
  // Every write of a review marks the doctors' data as changed, so it is kept by that version like the profile.
  return byDataVersion("doctors", `verified-reviews:${doctorId}`, async () => {
    const rows = await db.select().from(reviews).where(eq(reviews.doctorId, doctorId)).orderBy(desc(reviews.createdAt));
    const shown = rows.filter((r) => r.hiddenAt === null);
    return {
      list: rows.map(publicReview),
      average: shown.length ? shown.reduce((sum, r) => sum + r.doctorStars, 0) / shown.length : null,
      count: shown.length,
    };
  });
}

/**
 * The newest verified reviews of any doctor or of the service, not hidden, the treatment named in `locale`: what
 * home, concierge and /stories show. Kept by the doctors' version, which every write of a review moves, so the pages
 * showing them are keyed by it (decision 0161).
 */
export function recentVerifiedReviews(locale: Locale, limit = 3) {
  return byDataVersion("doctors", `recent-reviews:${locale}:${limit}`, async () => {
    const rows = await db
      .select({ review: reviews, doctorName: doctors.name })
      .from(reviews)
      .leftJoin(doctors, eq(doctors.id, reviews.doctorId))
      .where(isNull(reviews.hiddenAt))
      .orderBy(desc(reviews.createdAt))
      .limit(limit);
    return rows.map(({ review, doctorName }) => ({
      ...publicReview(review),
      doctorId: review.doctorId,
      doctorName,
      treatment: treatmentName(review.treatment, locale),
    }));
  });
}

/**
 * Stories the patient consented to publish and a coordinator approved, in `locale`. The story, the name and the
 * country are what the story's consent covers; what the patient paid (their accepted quote) against the catalogue's
 * listed price at home (the first country in the quote's currency) is shown only with its own consent (decision
 * 0161), and is not sent to the page without it.
 */
export async function publishedStories(locale: Locale, limit = 6) {
  const rows = await db
    .select({ review: reviews, currency: quotes.currency, totalMinor: quotes.totalMinor, quoted: quotes.treatment })
    .from(reviews)
    .leftJoin(quotes, and(eq(quotes.caseId, reviews.caseId), eq(quotes.status, "accepted")))
    .where(and(isNull(reviews.hiddenAt), eq(reviews.storyConsent, true), isNotNull(reviews.storyApprovedAt)))
    .orderBy(desc(reviews.storyApprovedAt))
    .limit(limit);
  const catalogue = await offeredCatalogue(locale);
  return rows.map(({ review, currency, totalMinor, quoted }) => {
    // What the patient paid in all, as one procedure, against the listed price at home in the same currency.
    const paidAsOne = currency && totalMinor !== null ? [{ kind: "procedure" as const, description: "", quantity: 1, unitMinor: totalMinor, amountMinor: totalMinor }] : [];
    const comparison =
      review.priceConsent && currency && totalMinor !== null
        ? homeComparison(catalogue, { treatmentId: quoted, currency, items: paidAsOne, terms: null }, { treatment: review.treatment, locale })
        : null;
    const saving = comparison?.prices.find((p) => p.currency === currency && p.savingPercent !== null) ?? null;
    return {
      ...publicReview(review),
      story: review.story ?? "",
      treatment: treatmentName(review.treatment, locale),
      saving: saving && currency && totalMinor !== null ? { percent: saving.savingPercent!, flag: saving.flag, homePrice: saving.price, paid: totalMinor / minorUnitsPerMajor(currency), currency } : null,
    };
  });
}

/** The reviews of the cases this staff member works (admins: all), newest first, with stories awaiting a check. */
export async function staffReviews(staff: StaffUser) {
  return db
    .select({ review: reviews, doctorName: doctors.name })
    .from(reviews)
    .innerJoin(cases, eq(cases.id, reviews.caseId))
    .leftJoin(doctors, eq(doctors.id, reviews.doctorId))
    .where(scopeFor(staff, "cases").where)
    .orderBy(desc(reviews.createdAt))
    .limit(200);
}

/** A review of a case this staff member may work, or null (the same rule as the case pages). */
async function workableReview(staff: StaffUser, reviewId: string, pending: SQL) {
  const [row] = await db
    .select({ caseId: reviews.caseId, patientUserId: reviews.patientUserId })
    .from(reviews)
    .innerJoin(cases, eq(cases.id, reviews.caseId))
    .where(and(eq(reviews.id, reviewId), pending, scopeFor(staff, "cases").where))
    .limit(1);
  return row ?? null;
}

/** Staff hide a review with a reason shown in its place; audited, and the text is never changed. */
export async function hideReview(staff: StaffUser, request: Request, reviewId: string, reason: string, at = new Date()) {
  const row = await workableReview(staff, reviewId, isNull(reviews.hiddenAt));
  if (!row) return false;
  const [hidden] = await db.batch([
    db
      .update(reviews)
      .set({ hiddenReason: reason, hiddenAt: at, hiddenBy: staff.id })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
      .returning({ id: reviews.id }),
    // audit_log's actions are a closed list (decision 0156): hiding changes what the case shows publicly.
    auditStatement(staff, request, { action: "review_hidden", caseId: row.caseId, subjectUserId: row.patientUserId, detail: `Review hidden: ${reason}` }),
    dataChanged("doctors"),
  ]);
  return hidden.length === 1;
}

const storyAwaitingApproval = and(eq(reviews.storyConsent, true), isNotNull(reviews.story), isNull(reviews.storyApprovedAt), isNull(reviews.hiddenAt))!;

/** A coordinator read the story for personal data and approves it for /stories; audited. */
export async function approveStory(staff: StaffUser, request: Request, reviewId: string, at = new Date()) {
  const row = await workableReview(staff, reviewId, storyAwaitingApproval);
  if (!row) return false;
  const [approved] = await db.batch([
    db
      .update(reviews)
      .set({ storyApprovedAt: at, storyApprovedBy: staff.id })
      .where(and(eq(reviews.id, reviewId), storyAwaitingApproval))
      .returning({ id: reviews.id }),
    auditStatement(staff, request, { action: "story_approved", caseId: row.caseId, subjectUserId: row.patientUserId, detail: "Story approved for /stories" }),
    dataChanged("doctors"),
  ]);
  return approved.length === 1;
}

/**
 * The Cron Trigger's job: each case that became reviewable gets one invitation. The INSERT into
 * review_invitations claims it (overlapping runs cannot both), released if the e-mail could not be queued.
 */
export async function queueReviewInvitations(now: Date) {
  const due = await db
    .select({ id: cases.id })
    .from(cases)
    .where(
      and(
        isNotNull(cases.patientUserId),
        reviewableCase(),
        sql`NOT ${reviewedCase}`,
        sql`NOT EXISTS (SELECT 1 FROM ${reviewInvitations} WHERE ${reviewInvitations.caseId} = ${cases.id})`,
      ),
    )
    .limit(200);
  for (const { id } of due) {
    const [claimed] = await db.insert(reviewInvitations).values({ caseId: id, sentAt: now }).onConflictDoNothing().returning({ id: reviewInvitations.caseId });
    if (!claimed) continue;
    if (!(await queueEmails([{ type: "review-invitation", caseId: id }], { stored: `Review invitation claim of case ${id}` }))) {
      await db.delete(reviewInvitations).where(eq(reviewInvitations.caseId, id));
    }
  }
}
