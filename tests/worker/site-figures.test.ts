import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FIGURE_MINIMUMS } from "~/figures/site-figures.server";
import { cachedVisit } from "./cache-helpers";
import { request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { devStaff, postAs } from "./staff-helpers";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

type Stat = { label: string; value: string; note: string | null };

/** The figures of a page's hero, as a visitor reads them: what each counts, the figure, where it comes from. */
function heroFigures(html: string): Stat[] {
  const list = mainOf(html).match(/<dl class="[^"]*">(.*?)<\/dl>/s)?.[1] ?? "";
  const read = (html: string) => html.replace(/<[^>]+>/g, "").replace(/[\u2066-\u2069]/g, "");
  return [...list.matchAll(/<div><dt>(.*?)<\/dt><dd>(.*?)<\/dd>(?:<dd class="[^"]*">(.*?)<\/dd>)?<\/div>/g)].map(([, label, value, note]) => ({
    label: read(label!),
    value: read(value!),
    note: note === undefined ? null : read(note),
  }));
}

async function figuresOf(path: string) {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return heroFigures(await pageHtml(response));
}

const labelled = (stats: Stat[], label: string) => stats.find((s) => s.label === label);

/**
 * A patient the console took to Follow-up Care, with an account; `country` is what their intake named, `feeling` their
 * one answered check-in, `stars` the service stars of their verified review.
 */
async function treatedPatient(options: { country?: string; feeling?: number; stars?: number; hidden?: boolean } = {}) {
  const userId = crypto.randomUUID();
  const email = `treated-${userId}@example.com`;
  const messageId = crypto.randomUUID();
  const caseId = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, email, password_hash) VALUES (?, ?, 'x')").bind(userId, email),
    env.DB.prepare("INSERT INTO contact_messages (id, first_name, last_name, email, message, created_at) VALUES (?, 'Lina', 'Saad', ?, 'Hip, please.', ?)").bind(messageId, email, now),
    env.DB.prepare(
      `INSERT INTO cases (id, type, contact_message_id, patient_user_id, patient_name, patient_email, treatment, status, received_at, due_at, updated_at)
       VALUES (?, 'contact', ?, ?, 'Lina Saad', ?, 'orthopedic-surgery', 'scheduled', ?, ?, ?)`,
    ).bind(caseId, messageId, userId, email, now - 90 * DAY, now, now),
    env.DB.prepare("INSERT INTO case_journeys (case_id, stage, treatment, updated_at) VALUES (?, 'follow_up_care', 'orthopedic-surgery', ?)").bind(caseId, now),
    ...(options.country
      ? [
          env.DB.prepare(
            "INSERT INTO intakes (id, user_id, country, health_data_consent_at, health_data_consent_text, created_at) VALUES (?, ?, ?, ?, 'I agree', ?)",
          ).bind(crypto.randomUUID(), userId, options.country, now, now),
        ]
      : []),
    ...(options.feeling === undefined
      ? []
      : [
          env.DB.prepare(
            "INSERT INTO follow_up_checkins (id, case_id, day_offset, due_at, sent_at, answered_at, feeling, pain, warning_signs) VALUES (?, ?, 30, ?, ?, ?, ?, 1, '[]')",
          ).bind(crypto.randomUUID(), caseId, now - 5 * DAY, now - 5 * DAY, now - 4 * DAY, options.feeling),
        ]),
    ...(options.stars === undefined
      ? []
      : [
          env.DB.prepare(
            "INSERT INTO reviews (id, case_id, patient_user_id, doctor_stars, service_stars, text, treated_month, hidden_reason, hidden_at) VALUES (?, ?, ?, 5, ?, 'Good care.', '2026-10', ?, ?)",
          ).bind(crypto.randomUUID(), caseId, userId, options.stars, options.hidden ? "Names a nurse" : null, options.hidden ? now : null),
        ]),
  ]);
}

async function treatMany(count: number, options: Parameters<typeof treatedPatient>[0] = {}) {
  for (let i = 0; i < count; i += 1) await treatedPatient(options);
}

describe("figures computed from the site's records, each stated only once it reaches its minimum", () => {
  it("keeps its minimums in one place", () => {
    expect(FIGURE_MINIMUMS).toEqual({ treated: 25, countries: 3, satisfaction: 10, ratings: 10 });
  });

  it("patients treated: absent at 24, stated at 25 on home, About, stories and treatments, in both languages", { timeout: 120_000 }, async () => {
    await treatMany(FIGURE_MINIMUMS.treated - 1, { country: "us" });
    for (const path of ["/", "/about", "/stories", "/ar", "/ar/about"]) {
      const stats = await figuresOf(path);
      expect(labelled(stats, "Patients treated") ?? labelled(stats, "المرضى الذين عالجناهم"), path).toBeUndefined();
    }
    expect(await (await request("/treatments")).text()).not.toContain("Patients treated");
    await treatedPatient({ country: "uk" });
    for (const path of ["/", "/about", "/stories"]) {
      expect(labelled(await figuresOf(path), "Patients treated"), path).toEqual({ label: "Patients treated", value: "25", note: "From our case records" });
    }
    expect(labelled(await figuresOf("/ar"), "المرضى الذين عالجناهم")).toEqual({ label: "المرضى الذين عالجناهم", value: "25", note: "من سجلات حالاتنا" });
    expect((await pageHtml(await request("/treatments"))).replace(/<[^>]+>/g, " ")).toMatch(/Patients treated\s+25/);
  });

  it("countries: absent at two, stated at three; an intake's 'other' names no country", { timeout: 60_000 }, async () => {
    // From the test before: 24 patients from the US and one from the UK.
    await treatedPatient({ country: "other" });
    expect(labelled(await figuresOf("/"), "Countries they came from")).toBeUndefined();
    await treatedPatient({ country: "de" });
    expect(labelled(await figuresOf("/"), "Countries they came from")).toEqual({ label: "Countries they came from", value: "3", note: "From our case records" });
    expect(labelled(await figuresOf("/ar/about"), "الدول التي قدِموا منها")?.value).toBe("3");
  });

  it("satisfaction: absent at nine answering patients, the share feeling well at ten", { timeout: 60_000 }, async () => {
    await treatMany(FIGURE_MINIMUMS.satisfaction - 2, { feeling: 8 });
    await treatedPatient({ feeling: 4 });
    expect(labelled(await figuresOf("/"), "Feel well after treatment")).toBeUndefined();
    await treatedPatient({ feeling: 7 });
    // Nine of ten latest answers are 7 or more.
    expect(labelled(await figuresOf("/"), "Feel well after treatment")).toEqual({
      label: "Feel well after treatment",
      value: "90%",
      note: "10 patients' latest check-in, 7/10 or more",
    });
    expect(labelled(await figuresOf("/ar"), "يشعرون بتحسّن بعد العلاج")).toMatchObject({ value: "90%", note: "من آخر متابعة لـ10 مرضى: 7 من 10 أو أكثر" });
  });

  it("ratings: absent at nine verified reviews (a hidden one does not count), stated at ten", { timeout: 60_000 }, async () => {
    await treatMany(FIGURE_MINIMUMS.ratings - 1, { stars: 5 });
    await treatedPatient({ stars: 1, hidden: true });
    expect(labelled(await figuresOf("/about"), "Rating in verified reviews")).toBeUndefined();
    await treatedPatient({ stars: 4 });
    expect(labelled(await figuresOf("/about"), "Rating in verified reviews")).toEqual({
      label: "Rating in verified reviews",
      value: "4.9/5",
      note: "From 10 reviews by patients we treated",
    });
    expect(labelled(await figuresOf("/ar/about"), "التقييم في المراجعات الموثّقة")).toMatchObject({ value: "4.9 من 5", note: "من 10 مراجعات كتبها مرضى عالجناهم" });
  });

  it("partner facilities and languages are counted from what the console lists, never typed", { timeout: 60_000 }, async () => {
    const text = (await pageHtml(await request("/"))).replace(/<[^>]+>/g, " ");
    // This file has the catalogue and its doctors, and no facility or team member shown.
    expect(text).toContain("Working with partner hospitals we check ourselves.");
    const languages = await env.DB.prepare("SELECT DISTINCT j.value AS language FROM doctors, json_each(doctors.languages) AS j WHERE is_active = 1").all<{ language: string }>();
    for (const { language } of languages.results) expect(text).toContain(language);
    await env.DB.prepare(
      "INSERT INTO facilities (id, kind, name, name_ar, address, address_ar, description, description_ar, is_active) VALUES ('giza-clinic', 'clinic', 'Giza Clinic', 'عيادة الجيزة', 'Giza', 'الجيزة', 'A clinic.', 'عيادة.', 1)",
    ).run();
    await env.DB.prepare(
      `INSERT INTO team_members (id, name, name_ar, role, role_ar, languages, bio, bio_ar, is_active) VALUES ('rana', 'Rana Adel', 'رنا عادل', 'Coordinator', 'منسّقة', '["Russian"]', 'Bio.', 'نبذة.', 1)`,
    ).run();
    const after = (await pageHtml(await request("/"))).replace(/<[^>]+>/g, " ");
    expect(after).toContain("Working with 1 partner facility.");
    expect(after).toContain("Russian");
    const concierge = await figuresOf("/concierge");
    expect(labelled(concierge, "Languages our team and doctors speak")?.value).toBe(String(new Set([...languages.results.map((l) => l.language), "Russian"]).size));
    expect(labelled(await figuresOf("/ar/concierge"), "اللغات التي يتحدثها فريقنا وأطباؤنا")?.note).toContain("الروسية");
  });
});

/** The operator's figure form as the console posts it (JavaScript off). */
const founded = { intent: "save", name: "Founded in Cairo", nameAr: "سنة التأسيس في القاهرة", value: "2014", source: "Commercial register of Cairo", sourceAr: "السجل التجاري بالقاهرة", statedOn: "2026-03-05", position: "10" };

/** A visit with the page cache on: whether it was kept, and its hero's figures. */
async function cachedFigures(path: string) {
  const { body, cache } = await cachedVisit(path);
  return { cache, figures: heroFigures(body) };
}

describe("figures the operator states, with their source and date", () => {
  it("are added by an admin (refused without a source), shown once shown, on home and About in both languages, and audited", { timeout: 90_000 }, async () => {
    const admin = await devStaff("admin");
    const refused = await postAs("/staff/figures/new", admin.cookie, { ...founded, source: "", statedOn: "" });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Enter the day the source gave this figure");
    expect(page).toContain('value="Founded in Cairo"');
    expect(await env.DB.prepare("SELECT count(*) AS n FROM operator_figures").first("n")).toBe(0);

    const added = await postAs("/staff/figures/new", admin.cookie, founded);
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe("/staff/figures/founded-in-cairo");
    // Hidden until an admin shows it.
    expect(labelled(await figuresOf("/"), "Founded in Cairo")).toBeUndefined();
    expect((await postAs("/staff/figures/founded-in-cairo", admin.cookie, { intent: "active", figureId: "founded-in-cairo", active: "1" })).status).toBe(302);

    const english = { label: "Founded in Cairo", value: "2014", note: "Source: Commercial register of Cairo, March 5, 2026" };
    const arabic = { label: "سنة التأسيس في القاهرة", value: "2014", note: "المصدر: السجل التجاري بالقاهرة، 5 مارس 2026" };
    for (const path of ["/", "/about"]) expect(labelled(await figuresOf(path), english.label), path).toEqual(english);
    for (const path of ["/ar", "/ar/about"]) expect(labelled(await figuresOf(path), arabic.label), path).toEqual(arabic);

    const audited = await env.DB.prepare("SELECT action, detail FROM audit_log WHERE action LIKE 'operator_figure_%' ORDER BY created_at").all();
    expect(audited.results).toEqual([
      { action: "operator_figure_created", detail: "founded-in-cairo: Founded in Cairo 2014" },
      { action: "operator_figure_activated", detail: "founded-in-cairo: Founded in Cairo" },
    ]);
    expect(await (await request("/staff/admin/audit", { headers: { Cookie: admin.cookie } })).text()).toContain("Showed a figure of our own on the site");
  });

  it("answer 404 to a coordinator and to a visitor", async () => {
    const coordinator = await devStaff("coordinator");
    expect((await request("/staff/figures", { headers: { Cookie: coordinator.cookie } })).status).toBe(404);
    expect((await postAs("/staff/figures/new", coordinator.cookie, founded)).status).toBe(404);
    expect((await request("/staff/figures/founded-in-cairo")).status).toBe(404);
  });

  it("an edit shows at once on the cached pages", { timeout: 90_000 }, async () => {
    const admin = await devStaff("admin");
    for (const path of ["/", "/about", "/ar"]) {
      await cachedFigures(path);
      const kept = await cachedFigures(path);
      expect(kept.cache, path).toBe("hit");
      expect(labelled(kept.figures, path === "/ar" ? "سنة التأسيس في القاهرة" : "Founded in Cairo")?.value, path).toBe("2014");
    }
    expect((await postAs("/staff/figures/founded-in-cairo", admin.cookie, { ...founded, value: "2013", statedOn: "2026-04-01" })).status).toBe(302);
    for (const path of ["/", "/about"]) {
      const next = await cachedFigures(path);
      expect(next.cache, path).toBe("miss");
      expect(labelled(next.figures, "Founded in Cairo"), path).toEqual({ label: "Founded in Cairo", value: "2013", note: "Source: Commercial register of Cairo, April 1, 2026" });
    }
    expect(labelled((await cachedFigures("/ar")).figures, "سنة التأسيس في القاهرة")?.note).toBe("المصدر: السجل التجاري بالقاهرة، 1 أبريل 2026");
  });
});
