import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { d1, signIn, signInAs } from "./auth";
import { closeBrowser, javaScriptModes, javaScriptOn, waitForHydration, withPage } from "./browser";
import { open } from "./journey-steps";
import { toast } from "./mail";

afterAll(closeBrowser);

const DAY = 24 * 60 * 60 * 1000;
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * A signed-in patient whose case is completed as far as a review needs (decision 0161): the journey at Follow-up
 * Care with Dr. Samir El-Gendy (a directory doctor whose page no other file looks at), treatment ended in October
 * 2026, the day-30 check-in sent.
 */
async function treatedPatient(page: Page, paidMinor?: number) {
  const { userId, email } = await signIn(page.context());
  const messageId = crypto.randomUUID();
  const caseId = crypto.randomUUID();
  const now = Date.now();
  d1(
    [
      `INSERT INTO contact_messages (id, first_name, last_name, email, treatment, message, created_at) VALUES (${quote(messageId)}, 'Omar', 'Haddad', ${quote(email)}, 'cardiac-surgery', 'Bypass', ${now - 60 * DAY})`,
      `INSERT INTO cases (id, type, contact_message_id, patient_user_id, patient_name, patient_email, locale, treatment, status, received_at, due_at, updated_at) VALUES (${quote(caseId)}, 'contact', ${quote(messageId)}, ${quote(userId)}, 'Omar Haddad', ${quote(email)}, 'en', 'cardiac-surgery', 'in_review', ${now - 60 * DAY}, ${now}, ${now})`,
      `INSERT INTO case_journeys (case_id, stage, doctor, treatment_end, discharge_date, updated_at) VALUES (${quote(caseId)}, 'follow_up_care', 'Dr. Samir El-Gendy', '2026-10-20', '2026-10-22', ${now})`,
      `INSERT INTO follow_up_checkins (id, case_id, day_offset, due_at, sent_at) VALUES (${quote(crypto.randomUUID())}, ${quote(caseId)}, 30, ${now - DAY}, ${now - DAY})`,
      ...(paidMinor === undefined
        ? []
        : [
            `INSERT INTO quotes (id, case_id, number, version, currency, total_minor, included, excluded, valid_until, status, treatment)
             VALUES (${quote(crypto.randomUUID())}, ${quote(caseId)}, ${Math.floor(Math.random() * 1e9)}, 1, 'USD', ${paidMinor}, 'Surgery', 'Flights', '2099-01-01', 'accepted', 'cardiac-surgery')`,
          ]),
    ].join("; "),
  );
  return caseId;
}

describe.each(javaScriptModes)("a verified review with $name", ({ javaScriptEnabled }) => {
  it("a treated patient opens Share Your Story, writes a review, sees the thanks and finds it, negative, on the doctor's page; the coordinator sees it on /staff/reviews", async () => {
    // Words of this run only: the coordinator's list holds every test's reviews.
    const text = `Clear coordination, the transfer was late once (${crypto.randomUUID().slice(0, 8)}).`;
    await withPage({ javaScriptEnabled }, async (patient) => {
      const caseId = await treatedPatient(patient);
      await open(patient, "/stories/share", javaScriptEnabled);
      await patient.getByText("Your treatment: Cardiac Surgery").waitFor();
      await patient.getByRole("link", { name: "Write your review" }).click();
      await patient.waitForURL((url) => url.pathname === `/requests/${caseId}/review`);
      if (javaScriptEnabled) await waitForHydration(patient);
      await patient.getByRole("heading", { name: "How was your treatment?" }).waitFor();

      await patient.getByLabel("Your doctor").selectOption("2");
      await patient.getByLabel("NileCare's service (coordination, travel, aftercare)").selectOption("2");
      await patient.getByLabel("Your review").fill(text);
      await patient.getByLabel("First name to show (optional)").fill("Omar");
      await patient.getByLabel("Country to show (optional)").fill("Jordan");
      await patient.getByRole("button", { name: "Publish my review" }).click();
      await patient.getByRole("heading", { name: "Thank you for your review" }).waitFor();
      await toast(patient, "Thank you: your review is published").waitFor();
      expect(d1<{ service_stars: number }>(`SELECT service_stars FROM reviews WHERE case_id = ${quote(caseId)}`)).toEqual([{ service_stars: 2 }]);

      // Published at once under the doctor who treated them, two stars and all, marked as a treated patient's.
      await open(patient, "/doctors/dr-samir-el-gendy", javaScriptEnabled);
      const card = patient.locator("article").filter({ hasText: text });
      await card.waitFor();
      await expect.poll(() => card.textContent()).toContain("Verified patient · treated October 2026");
      await expect.poll(() => card.textContent()).toContain("Omar, Jordan");
      expect(await card.getByRole("img", { name: "Rated 2 out of 5" }).count()).toBeGreaterThan(0);

      // The case is reviewed: Share Your Story no longer offers it.
      await open(patient, "/stories/share", javaScriptEnabled);
      await patient.getByRole("heading", { name: "Share your story" }).waitFor();
      expect(await patient.getByRole("link", { name: "Write your review" }).count()).toBe(0);
    });

    await withPage({ javaScriptEnabled }, async (staff) => {
      await signInAs(staff.context(), "dev-staff-coordinator");
      await open(staff, "/staff/reviews", javaScriptEnabled);
      const item = staff.getByRole("listitem").filter({ hasText: text });
      await item.waitFor();
      await expect.poll(() => item.textContent()).toContain("Omar, Jordan · treated 2026-10");
      await expect.poll(() => item.textContent()).toContain("service 2/5");
    });
  });
});

/** A story card of /stories (its `<article>`), found by the story's words. */
const storyCard = (page: Page, story: string) => page.locator("article").filter({ hasText: story });

// Once, with JavaScript: the review form is posted without it by the walk above, and which stories show a price is
// the server's rule (tests/worker/reviews.test.ts, "appears on /stories only with consent").
describe.each(javaScriptOn)("a story and its price with $name", ({ javaScriptEnabled }) => {
  it("the story shows what the patient paid only when they ticked that box, in English and Arabic", async () => {
    const run = crypto.randomUUID().slice(0, 8);
    const unpriced = `We stayed by the Nile for two weeks (${run}).`;
    const priced = `My brother came with me to Cairo (${run}).`;
    await withPage({ javaScriptEnabled }, async (patient) => {
      // In English: the story with its consent, the price box left unticked.
      const caseId = await treatedPatient(patient, 1_000_000);
      await open(patient, `/requests/${caseId}/review`, javaScriptEnabled);
      await patient.getByLabel("Your doctor").selectOption("5");
      await patient.getByLabel("NileCare's service (coordination, travel, aftercare)").selectOption("5");
      await patient.getByLabel("Your review").fill("Careful surgeons and a calm hotel.");
      await patient.getByLabel("Your story (optional)").fill(unpriced);
      await patient.getByLabel("I agree that NileCare publishes my story on its website, with the name and country I chose above").check();
      expect(await patient.getByLabel("Show what I paid and the listed price at home").isChecked()).toBe(false);
      await patient.getByRole("button", { name: "Publish my review" }).click();
      await patient.getByRole("heading", { name: "Thank you for your review" }).waitFor();
      expect(d1(`SELECT story_consent, price_consent FROM reviews WHERE case_id = ${quote(caseId)}`)).toEqual([{ story_consent: 1, price_consent: 0 }]);
    });
    await withPage({ javaScriptEnabled }, async (patient) => {
      // In Arabic: both boxes ticked.
      const caseId = await treatedPatient(patient, 1_000_000);
      await open(patient, `/ar/requests/${caseId}/review`, javaScriptEnabled);
      await patient.getByLabel("طبيبك").selectOption("5");
      await patient.getByLabel("خدمة NileCare (التنسيق والسفر والمتابعة)").selectOption("5");
      await patient.getByLabel("تقييمك").fill("رعاية ممتازة.");
      await patient.getByLabel("قصتك (اختياري)").fill(priced);
      await patient.getByLabel("أوافق على أن تنشر NileCare قصتي على موقعها، بالاسم والبلد اللذين اخترتهما أعلاه").check();
      await patient.getByLabel("اعرض ما دفعته والسعر المعلن في بلدي").check();
      await patient.getByRole("button", { name: "انشر تقييمي" }).click();
      await patient.getByRole("heading", { name: "شكرًا لك على تقييمك" }).waitFor();
      expect(d1(`SELECT story_consent, price_consent FROM reviews WHERE case_id = ${quote(caseId)}`)).toEqual([{ story_consent: 1, price_consent: 1 }]);
    });
    // A coordinator read both for personal details (the approval itself is the staff test's); cached pages follow.
    d1(
      [
        `UPDATE reviews SET story_approved_at = ${Date.now()} WHERE story LIKE ${quote(`%(${run}).`)}`,
        "INSERT INTO data_versions (name, version) VALUES ('doctors', 1) ON CONFLICT (name) DO UPDATE SET version = version + 1",
      ].join("; "),
    );

    await withPage({ javaScriptEnabled }, async (visitor) => {
      await open(visitor, "/stories", javaScriptEnabled);
      await storyCard(visitor, priced).waitFor();
      await expect.poll(() => storyCard(visitor, priced).textContent()).toMatch(/Saved \d+% against the listed price in United States/);
      await expect.poll(() => storyCard(visitor, priced).textContent()).toContain("paid $10,000");
      await expect.poll(() => storyCard(visitor, unpriced).textContent()).not.toMatch(/Saved|paid|\$/);
      await open(visitor, "/ar/stories", javaScriptEnabled);
      await storyCard(visitor, priced).waitFor();
      await expect.poll(() => storyCard(visitor, priced).textContent()).toContain("وفّر");
      await expect.poll(() => storyCard(visitor, unpriced).textContent()).not.toMatch(/وفّر|دفع|\$/);
    });
  });
});
