import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import worker from "~/entry.worker";
import { eraseAccount } from "~/privacy/erase.server";
import { postForm, request } from "./helpers";
import { settleQueue, unescapeHtml, waitForMail } from "./mail-helpers";
import { DOCTOR, postReview, review, reviewPath, staffReviewsPost, treatedPatient } from "./review-helpers";
import { auditRows, patientWithPlan } from "./staff-helpers";

const runCronAt = (at: Date) => worker.scheduled(createScheduledController({ scheduledTime: at, cron: "*/5 * * * *" }));
const doctorsVersion = async () => (await env.DB.prepare("SELECT version FROM data_versions WHERE name = 'doctors'").first<number>("version")) ?? 0;
const reviewRows = async (caseId: string) => (await env.DB.prepare("SELECT * FROM reviews WHERE case_id = ?").bind(caseId).all<Record<string, unknown>>()).results;

describe("who may review", () => {
  it("refuses without a case, before follow-up care, before the 30-day check-in, a second time, and on another patient's case", { timeout: 60_000 }, async () => {
    const noCase = await patientWithPlan();
    expect((await postReview(crypto.randomUUID(), noCase.cookie)).status).toBe(404);
    // Their own case exists but never reached follow-up care.
    const early = await postReview(noCase.caseId, noCase.cookie);
    expect(early.status).toBe(409);
    expect(unescapeHtml(await early.text())).toContain("We invite you by e-mail after your 30-day follow-up check-in.");

    const recovering = await treatedPatient({ stage: "recovery_support" });
    expect((await postReview(recovering.caseId, recovering.cookie)).status).toBe(409);
    const beforeDay30 = await treatedPatient({ sentDay: 14 });
    expect((await postReview(beforeDay30.caseId, beforeDay30.cookie)).status).toBe(409);
    const page = await (await request(reviewPath(beforeDay30.caseId), { headers: { Cookie: beforeDay30.cookie } })).text();
    expect(page).toContain("Reviews open after your 30-day check-in");

    const treated = await treatedPatient();
    // Another patient, signed in, cannot see or post to it.
    expect((await request(reviewPath(treated.caseId), { headers: { Cookie: noCase.cookie } })).status).toBe(404);
    expect((await postReview(treated.caseId, noCase.cookie)).status).toBe(404);

    expect((await postReview(treated.caseId, treated.cookie)).status).toBe(302);
    const second = await postReview(treated.caseId, treated.cookie, { ...review, text: "Trying to change it" });
    expect(second.status).toBe(409);
    expect((await reviewRows(treated.caseId)).map((r) => r.text)).toEqual([review.text]);
    for (const p of [noCase, recovering, beforeDay30]) expect(await reviewRows(p.caseId)).toEqual([]);
  });

  it("stores one review when two posts race", async () => {
    const treated = await treatedPatient();
    const answers = await Promise.all([postReview(treated.caseId, treated.cookie), postReview(treated.caseId, treated.cookie)]);
    expect(answers.map((r) => r.status).sort()).toEqual([302, 409]);
    expect(await reviewRows(treated.caseId)).toHaveLength(1);
  });

  it("keeps typed values and shows the message next to the field when the stars are missing", async () => {
    const treated = await treatedPatient();
    const response = await postReview(treated.caseId, treated.cookie, { ...review, doctorStars: "" });
    expect(response.status).toBe(400);
    const html = unescapeHtml(await response.text());
    expect(html).toContain("Choose from 1 to 5 stars");
    expect(html).toContain(review.text);
    expect(await reviewRows(treated.caseId)).toEqual([]);
  });
});

describe("a verified review", () => {
  it("thanks the patient with where it is shown: their doctor's page, or the stories page when no directory doctor treated them", async () => {
    const treated = await treatedPatient();
    await postReview(treated.caseId, treated.cookie);
    const thanks = unescapeHtml(await (await request(reviewPath(treated.caseId), { headers: { Cookie: treated.cookie } })).text());
    expect(thanks).toContain("It is published on your doctor's page as a verified patient's review.");
    expect(thanks).toMatch(new RegExp(`href="/doctors/${DOCTOR.id}"[^>]*>See your doctor's page`));

    const serviceOnly = await treatedPatient({ doctor: null });
    await postReview(serviceOnly.caseId, serviceOnly.cookie);
    const thanksService = unescapeHtml(await (await request(reviewPath(serviceOnly.caseId), { headers: { Cookie: serviceOnly.cookie } })).text());
    expect(thanksService).not.toContain("your doctor's page");
    expect(thanksService).toContain("It is published as a verified patient's review of NileCare's service");
    expect(thanksService).toMatch(/href="\/stories"[^>]*>See the stories page/);
    const arabic = await (await request(`/ar${reviewPath(serviceOnly.caseId)}`, { headers: { Cookie: serviceOnly.cookie } })).text();
    expect(arabic).toContain("نُشر تقييمًا لمريض موثَّق لخدمة NileCare");
    expect(arabic).toMatch(/href="\/ar\/stories"/);
  });

  it("appears at once on the doctor's page, negative or not, as 'Verified patient · treated <month>', and bumps the doctors' data version", { timeout: 60_000 }, async () => {
    const treated = await treatedPatient();
    const before = await doctorsVersion();
    expect((await postReview(treated.caseId, treated.cookie)).status).toBe(302);
    expect(await doctorsVersion()).toBe(before + 1);
    const page = unescapeHtml(await (await request(`/doctors/${DOCTOR.id}`)).text());
    expect(page).toContain("Verified patient · treated March 2027");
    expect(page).toContain(review.text);
    expect(page).toContain("Omar, Jordan");
    const arabic = await (await request(`/ar/doctors/${DOCTOR.id}`)).text();
    expect(arabic).toContain("مريض موثَّق · تلقّى العلاج في مارس 2027");
  });

  it("is hidden by staff only with a reason, shown in its place, audited, never edited", { timeout: 60_000 }, async () => {
    const treated = await treatedPatient();
    const text = "Rude about a named nurse, and the driver never came.";
    await postReview(treated.caseId, treated.cookie, { ...review, text });
    const [row] = await reviewRows(treated.caseId);
    const id = row!.id as string;
    // Not a staff member: the page and its action do not exist.
    expect((await request("/staff/reviews", { headers: { Cookie: treated.cookie } })).status).toBe(404);

    const noReason = await staffReviewsPost({ intent: "hide", reviewId: id, reason: "" });
    expect(noReason.status).toBe(302);
    expect((await reviewRows(treated.caseId))[0]!.hidden_at).toBeNull();

    const before = await doctorsVersion();
    await staffReviewsPost({ intent: "hide", reviewId: id, reason: "It named another patient" });
    const [hidden] = await reviewRows(treated.caseId);
    expect(hidden!.hidden_reason).toBe("It named another patient");
    expect(hidden!.text).toBe(text);
    expect(await doctorsVersion()).toBe(before + 1);
    expect((await auditRows(treated.caseId)).some((r) => r.detail === "Review hidden: It named another patient")).toBe(true);

    const page = unescapeHtml(await (await request(`/doctors/${DOCTOR.id}`)).text());
    expect(page).toContain("Removed by NileCare: It named another patient");
    expect(page).not.toContain(text);
  });
});

describe("stories", () => {
  it("Share Your Story opens the invitation for an eligible patient and tells others stories come from treated patients", async () => {
    const stories = await (await request("/stories")).text();
    expect(stories).toMatch(/href="\/stories\/share"[^>]*>Share Your Story</);
    const anonymous = unescapeHtml(await (await request("/stories/share")).text());
    expect(anonymous).toContain("Stories and reviews on NileCare come only from patients we treated.");
    const treated = await treatedPatient();
    const eligible = await (await request("/stories/share", { headers: { Cookie: treated.cookie } })).text();
    expect(eligible).toContain(`href="/requests/${treated.caseId}/review"`);
  });

  it("appears on /stories only with consent and after a coordinator approved it, with what they paid only by its own consent", { timeout: 60_000 }, async () => {
    const story = async (text: string, consent: Record<string, string>, paidMinor: number) => {
      const treated = await treatedPatient();
      await env.DB.prepare(
        "INSERT INTO quotes (id, case_id, number, version, currency, total_minor, included, excluded, valid_until, status, treatment) VALUES (?, ?, ?, 1, 'USD', ?, 'Surgery', 'Flights', '2027-12-31', 'accepted', 'cardiac-surgery')",
      )
        .bind(crypto.randomUUID(), treated.caseId, Math.floor(Math.random() * 1e9), paidMinor)
        .run();
      await postReview(treated.caseId, treated.cookie, { ...review, story: text, ...consent });
      return { ...treated, reviewId: (await reviewRows(treated.caseId))[0]!.id as string };
    };
    const storyCard = (html: string, text: string) => html.slice(html.lastIndexOf("<article", html.indexOf(text)), html.indexOf("</article>", html.indexOf(text)));

    const withPrice = await story("I flew from Amman for my bypass.", { storyConsent: "on", priceConsent: "on" }, 1200000);
    const withoutPrice = await story("My family came with me to Cairo.", { storyConsent: "on" }, 1234500);
    expect(await (await request("/stories")).text()).not.toContain("I flew from Amman for my bypass.");
    for (const { reviewId } of [withPrice, withoutPrice]) await staffReviewsPost({ intent: "approve-story", reviewId });
    expect((await auditRows(withPrice.caseId)).some((r) => r.detail === "Story approved for /stories")).toBe(true);

    const stories = unescapeHtml(await (await request("/stories")).text());
    const priced = storyCard(stories, "I flew from Amman for my bypass.");
    expect(priced).toMatch(/Saved \d+% against the listed price in United States/);
    expect(priced).toContain("$12,000");
    // The story's consent covers the story, the name and the country: no price, no saving, and none in the page's data.
    const unpriced = storyCard(stories, "My family came with me to Cairo.");
    expect(unpriced).toContain("Omar, Jordan");
    expect(unpriced).not.toMatch(/Saved|paid|listed price|\$/);
    expect(stories).not.toContain("12,345");
    expect(stories).not.toContain("1234500");
    const arabic = unescapeHtml(await (await request("/ar/stories")).text());
    expect(storyCard(arabic, "My family came with me to Cairo.")).not.toMatch(/وفّر|دفع|US\$|\$/);
    expect(storyCard(arabic, "I flew from Amman for my bypass.")).toContain("جراحة القلب");

    // A story approved before the price had its own consent shows no price.
    const earlier = await treatedPatient();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO quotes (id, case_id, number, version, currency, total_minor, included, excluded, valid_until, status) VALUES (?, ?, ?, 1, 'USD', 987600, 'Surgery', 'Flights', '2027-12-31', 'accepted')",
      ).bind(crypto.randomUUID(), earlier.caseId, Math.floor(Math.random() * 1e9)),
      env.DB.prepare(
        `INSERT INTO reviews (id, case_id, patient_user_id, doctor_stars, service_stars, text, treatment, treated_month, story, story_consent, story_approved_at)
         VALUES (?, ?, ?, 5, 5, 'Good care.', 'cardiac-surgery', '2026-10', 'Stored before the price consent.', 1, ?)`,
      ).bind(crypto.randomUUID(), earlier.caseId, earlier.userId, Date.now()),
    ]);
    const later = unescapeHtml(await (await request("/stories")).text());
    expect(storyCard(later, "Stored before the price consent.")).not.toMatch(/Saved|\$/);
    expect(later).not.toContain("9,876");
  });
});

describe("the invitation", () => {
  it("goes out once, in the case's language, after the 30-day check-in of a case at follow-up care", async () => {
    const treated = await treatedPatient();
    await env.DB.prepare("UPDATE cases SET locale = 'ar' WHERE id = ?").bind(treated.caseId).run();
    await runCronAt(new Date());
    await runCronAt(new Date());
    await settleQueue();
    const mail = await waitForMail(treated.email, "review-invitation");
    expect(mail.subject).toBe("كيف كان علاجك؟ قيّم طبيبك");
    expect(mail.text).toContain(`/ar/requests/${treated.caseId}/review`);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE template = 'review-invitation' AND to_address = ?").bind(treated.email).first<number>("n");
    expect(count).toBe(1);
  });
});

describe("reviews and the patient's data rights", () => {
  it("are in the export and erased with the account, which takes them off the doctor's page", async () => {
    const treated = await treatedPatient();
    await postReview(treated.caseId, treated.cookie, { ...review, text: "Export and erase me please" });
    const response = await postForm("/account/export", {}, { headers: { Cookie: treated.cookie } });
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(strFromU8(files["data.json"]!)) as Record<string, Record<string, unknown>[]>;
    expect(data.reviews!.map((r) => r.text)).toEqual(["Export and erase me please"]);

    const before = await doctorsVersion();
    await eraseAccount(treated.userId);
    expect(await reviewRows(treated.caseId)).toEqual([]);
    expect(await doctorsVersion()).toBeGreaterThan(before);
    expect(await (await request(`/doctors/${DOCTOR.id}`)).text()).not.toContain("Export and erase me please");
  });
});
