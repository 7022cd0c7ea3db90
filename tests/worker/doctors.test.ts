import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { cardNames, countQueries, doctorNames, textOf, withTableMissing } from "./catalogue-helpers";
import { request } from "./helpers";
import { applySeed } from "./seed-helper";
import { doctorSpecializations } from "~/doctors/doctor-form-schema";
import { medicalSpecialties } from "~/seo/medical-specialty";

/** The members of schema.org's MedicalSpecialty enumeration (schema.org/MedicalSpecialty). */
const medicalSpecialtyMembers = [
  "Anesthesia", "Cardiovascular", "CommunityHealth", "Dentistry", "Dermatology", "DietNutrition", "Emergency",
  "Endocrine", "Gastroenterologic", "Genetic", "Geriatric", "Gynecologic", "Hematologic", "Infectious",
  "LaboratoryScience", "Midwifery", "Musculoskeletal", "Neurologic", "Nursing", "Obstetric", "Oncologic",
  "Optometric", "Otolaryngologic", "Pathology", "Pediatric", "PharmacySpecialty", "Physiotherapy", "PlasticSurgery",
  "Podiatric", "PrimaryCare", "Psychiatric", "PublicHealth", "Pulmonary", "Radiography", "Renal",
  "RespiratoryTherapy", "Rheumatologic", "SpeechPathology", "Surgical", "Toxicologic", "Urologic",
];

let active: number;

beforeAll(async () => {
  await applySeed();
  active = (await env.DB.prepare("SELECT COUNT(*) AS n FROM doctors WHERE is_active = 1").first<number>("n"))!;
});

/** The oracle for a language filter: doctors whose JSON list holds the language. */
const speaks = "EXISTS (SELECT 1 FROM json_each(d.languages) WHERE value = ?)";
const inCategory = (category: string) =>
  `EXISTS (SELECT 1 FROM doctor_treatments t WHERE t.doctor_id = d.id AND t.treatment_category = '${category}')`;

describe("/doctors", () => {
  it("lists every active doctor, best rated first, with 'Showing X of Y doctors'", async () => {
    const response = await request("/doctors");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html)).toContain(`Showing ${active} of ${active} doctors`);
    expect(cardNames(html)).toEqual(await doctorNames("1 = 1"));
    const inactive = await env.DB.prepare("SELECT name FROM doctors WHERE is_active = 0").first<string>("name");
    expect(html).not.toContain(inactive!);
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="/start-journey"');
  });

  it("is a GET form with the search box and selects built from the active doctors", async () => {
    const html = await (await request("/doctors")).text();
    const form = html.match(/<form[^>]*role="search"[^>]*>/)![0];
    expect(form).toContain('action="/doctors"');
    expect(form).toContain('method="get"');
    const search = html.match(/<input[^>]*name="q"[^>]*>/)![0];
    expect(search).toContain('type="search"');
    expect(search).toContain('maxLength="100"');
    const options = (name: string) =>
      [...html.match(new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`))![0].matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    const { results: specializations } = await env.DB.prepare(
      "SELECT DISTINCT specialization AS v FROM doctors WHERE is_active = 1 ORDER BY v",
    ).all<{ v: string }>();
    const { results: languages } = await env.DB.prepare(
      "SELECT DISTINCT l.value AS v FROM doctors d, json_each(d.languages) l WHERE d.is_active = 1 ORDER BY v",
    ).all<{ v: string }>();
    expect(options("specialization")).toEqual(["", ...specializations.map((r) => r.v)]);
    expect(options("language")).toEqual(["", ...languages.map((r) => r.v)]);
    expect(languages.length).toBeGreaterThan(3);
  });

  it("searches names and specializations case-insensitively, as a substring", async () => {
    const byName = await (await request("/doctors?q=hAsSaN")).text();
    expect(cardNames(byName)).toEqual(["Dr. Ahmed Hassan"]);
    expect(textOf(byName)).toContain(`Showing 1 of ${active} doctors`);
    expect(byName).toMatch(/<input[^>]*name="q"[^>]*value="hAsSaN"/);

    const bySpecialization = await (await request("/doctors?q=CARDIAC")).text();
    const cardiac = await doctorNames(`d.specialization LIKE '%cardiac%' OR ${inCategory("cardiac-surgery")}`);
    expect(cardiac.length).toBeGreaterThan(1);
    expect(cardNames(bySpecialization)).toEqual(cardiac);

    // "surg" is inside several specializations; SQLite's LIKE is case-insensitive for ASCII.
    const expected = await doctorNames("d.name LIKE '%surg%' OR d.specialization LIKE '%surg%'");
    expect(expected.length).toBeGreaterThan(3);
    expect(cardNames(await (await request("/doctors?q=%20SuRg%20")).text())).toEqual(expected);
  });

  it("finds doctors by the words patients use for a treatment and by a name after its title", async () => {
    for (const [query, category] of [
      ["cardiology", "cardiac-surgery"],
      ["heart", "cardiac-surgery"],
      ["eye", "eye-surgery"],
      ["teeth", "dental-care"],
    ] as const) {
      const names = cardNames(await (await request(`/doctors?q=${query}`)).text());
      expect(names.length, query).toBeGreaterThan(0);
      expect(names, query).toEqual(await doctorNames(inCategory(category)));
    }
    expect(cardNames(await (await request("/doctors?q=Dr.+Hassan")).text())).toEqual(["Dr. Ahmed Hassan"]);
    expect(cardNames(await (await request("/doctors?q=heart+hassan")).text())).toEqual(["Dr. Ahmed Hassan"]);
  });

  it("filters by specialization and by language, together with the search", async () => {
    const ophthalmology = await (await request("/doctors?specialization=Ophthalmology")).text();
    expect(cardNames(ophthalmology)).toEqual(await doctorNames("d.specialization = 'Ophthalmology'"));
    expect(ophthalmology).toMatch(/<option value="Ophthalmology" selected="">/);

    const german = await (await request("/doctors?language=German")).text();
    const germanSpeakers = await doctorNames(speaks, "German");
    expect(germanSpeakers.length).toBeGreaterThan(0);
    expect(cardNames(german)).toEqual(germanSpeakers);
    expect(textOf(german)).toContain(`Showing ${germanSpeakers.length} of ${active} doctors`);

    const combined = await (await request("/doctors?q=dr&specialization=Cardiac+Surgery&language=English")).text();
    expect(cardNames(combined)).toEqual(await doctorNames(`d.specialization = 'Cardiac Surgery' AND ${speaks}`, "English"));
    expect(combined).toMatch(/<option value="English" selected="">/);
  });

  it("shows the empty state with Clear Filters when nothing matches", async () => {
    const html = await (await request("/doctors?q=nobody-by-this-name")).text();
    const text = textOf(html);
    expect(text).toContain(`Showing 0 of ${active} doctors`);
    expect(text).toContain("No doctors found matching your criteria.");
    expect(html).toMatch(/<a[^>]*href="\/doctors"[^>]*>Clear Filters<\/a>/);
    expect(cardNames(html)).toEqual([]);
  });

  it("shows the first three languages on each card", async () => {
    const polyglot = await env.DB.prepare(
      "SELECT name, languages FROM doctors WHERE is_active = 1 AND json_array_length(languages) > 3 LIMIT 1",
    ).first<{ name: string; languages: string }>();
    expect(polyglot).not.toBeNull();
    const html = await (await request(`/doctors?q=${encodeURIComponent(polyglot!.name)}`)).text();
    const list = html.match(/<ul[^>]*aria-label="Languages"[^>]*>([\s\S]*?)<\/ul>/)![1]!;
    const languages = JSON.parse(polyglot!.languages) as string[];
    const badges = [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => textOf(m[1]!).trim());
    expect(badges.slice(0, 3)).toEqual(languages.slice(0, 3));
    // The rest is counted, and named for screen readers.
    expect(badges[3]).toBe(`+${languages.length - 3} and ${languages.slice(3).join(", ")}`);

    // Filtering by a language beyond the first three puts its badge first.
    const hidden = languages[3]!;
    const filtered = await (await request(`/doctors?q=${encodeURIComponent(polyglot!.name)}&language=${hidden}`)).text();
    const first = filtered.match(/<ul[^>]*aria-label="Languages"[^>]*>\s*<li[^>]*>([^<]*)</)![1];
    expect(first).toBe(hidden);
  });

  it("shows the error state with Try Again when the doctors query fails", async () => {
    await withTableMissing("doctors", async () => {
      const response = await request("/doctors?q=hassan");
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(textOf(html)).toContain("Error loading doctors: Failed to fetch doctors");
      expect(html).not.toContain("no such table");
      expect(html).toMatch(/<a[^>]*href="\/doctors\?q=hassan"[^>]*>Try Again<\/a>/);
    });
  });

  it("has its own meta tags with a canonical URL free of filters", async () => {
    const html = await (await request("/doctors?q=hassan")).text();
    expect(html).toContain("<title>Our Specialist Doctors | NileCare</title>");
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8787/doctors"/>');
    expect(html).toContain('<meta property="og:url" content="http://127.0.0.1:8787/doctors"/>');
  });

  it("makes two D1 queries whatever the filters (the doctors, and the team's hours every page states)", async () => {
    expect(await countQueries(() => request("/doctors?q=a&specialization=Cardiac+Surgery&language=English").then((r) => r.text()))).toBe(2);
  });
});

describe("/doctors/{doctorId}", () => {
  it("shows every part of the profile", async () => {
    const response = await request("/doctors/dr-ahmed-hassan");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("Back to Doctors");
    expect(html).toMatch(/<h1[^>]*>Dr\. Ahmed Hassan<\/h1>/);
    expect(text).toContain("Cardiac Surgery Dr. Ahmed Hassan Consultant Cardiothoracic Surgeon");
    expect(text).toContain("4.8 (5 reviews from launch content, not verified)");
    expect(text).toContain("22 years experience");
    expect(text).toContain("3,200 procedures");
    expect(text).toContain("About Dr. Ahmed Hassan Dr. Ahmed Hassan leads the adult cardiac surgery team");
    expect(text).toContain("Education MBBCh, Faculty of Medicine, Cairo University (1998)");
    expect(text).toContain("Achievements More than 1,500 off-pump bypass operations");
    expect(text).toContain("Certifications Egyptian Fellowship of Cardiothoracic Surgery");
    expect(text).toContain("Quick Stats Experience 22 years Procedures 3,200 Publications 45 Rating 4.8 / 5");
    expect(text).toContain("Languages Arabic English German");
  });

  it("hides the bio section of a doctor without one", async () => {
    await env.DB.prepare("UPDATE doctors SET bio = NULL WHERE id = 'dr-tarek-mansour'").run();
    const text = textOf(await (await request("/doctors/dr-tarek-mansour")).text());
    expect(text).toContain("Dr. Tarek Mansour");
    expect(text).not.toContain("About Dr. Tarek Mansour");
  });

  it("links Get Free Consultation to the booking page and Get Free Quote to the contact form with the doctor named", async () => {
    const html = await (await request("/doctors/dr-ahmed-hassan")).text();
    expect(html).toMatch(/<a[^>]*href="\/book\?doctor=dr-ahmed-hassan"[^>]*>Get Free Consultation<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/contact\?doctor=Dr\.\+Ahmed\+Hassan&amp;topic=quote"[^>]*>Get Free Quote<\/a>/);
  });

  it("lists the reviews newest first", async () => {
    const { results } = await env.DB.prepare(
      "SELECT review_text FROM doctor_reviews WHERE doctor_id = 'dr-ahmed-hassan' ORDER BY created_at DESC",
    ).all<{ review_text: string }>();
    expect(results.length).toBeGreaterThan(2);
    const text = textOf(await (await request("/doctors/dr-ahmed-hassan")).text());
    expect(text).toContain("Earlier reviews (not verified)");
    const positions = results.map((r) => text.indexOf(r.review_text));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The review of 2026-03-09 by Oluwaseun Adeyemi (seed), with its details.
    // Launch content: not marked verified (decision 0161).
    expect(text).toContain("Oluwaseun Adeyemi Nigeria Coronary");
    expect(text).toContain("Coronary Artery Bypass Surgery · Recovery: 6 weeks · March 9, 2026");
  });

  it("hides the reviews section when the doctor has none", async () => {
    await env.DB.prepare("DELETE FROM doctor_reviews WHERE doctor_id = 'dr-karim-adel'").run();
    const text = textOf(await (await request("/doctors/dr-karim-adel")).text());
    expect(text).toContain("Dr. Karim Adel");
    expect(text).not.toContain("Earlier reviews (not verified)");
  });

  it("says 'Failed to fetch reviews' when the reviews query fails", async () => {
    await withTableMissing("doctor_reviews", async () => {
      const response = await request("/doctors/dr-ahmed-hassan");
      expect(response.status).toBe(200);
      const text = textOf(await response.text());
      expect(text).toContain("Dr. Ahmed Hassan");
      expect(text).toContain("Earlier reviews (not verified) Failed to fetch reviews");
    });
  });

  it("answers an unknown or inactive doctor with 'Doctor not found', Back to Doctors and 404", async () => {
    const inactive = await env.DB.prepare("SELECT id, name FROM doctors WHERE is_active = 0").first<{ id: string; name: string }>();
    for (const id of ["nobody-here", inactive!.id]) {
      const response = await request(`/doctors/${id}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(textOf(html)).toContain("Doctor not found");
      expect(html).toMatch(/<a[^>]*href="\/doctors"[^>]*>Back to Doctors<\/a>/);
      expect(html).not.toContain(inactive!.name);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("shows the not-found view when the doctor cannot be loaded", async () => {
    await withTableMissing("doctors", async () => {
      const response = await request("/doctors/dr-ahmed-hassan");
      // A failing D1 read is answered as unavailable, with a hint when to try again.
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("60");
      const html = await response.text();
      expect(textOf(html)).toContain("Doctor not found");
      expect(html).not.toContain("no such table");
    });
  });

  it("has profile meta tags and Physician structured data", async () => {
    const html = await (await request("/doctors/dr-ahmed-hassan")).text();
    expect(html).toContain("<title>Dr. Ahmed Hassan, Cardiac Surgery | NileCare</title>");
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8787/doctors/dr-ahmed-hassan"/>');
    expect(html).toContain('<meta property="og:type" content="profile"/>');
    const script = html.match(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/)!;
    expect(script[1]).toMatch(/nonce="[^"]+"/);
    expect(JSON.parse(script[2]!)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Physician",
      name: "Dr. Ahmed Hassan",
      medicalSpecialty: ["https://schema.org/Cardiovascular", "https://schema.org/Surgical"],
      knowsLanguage: ["Arabic", "English", "German"],
    });
    // Only verified patients' reviews make a rating (decision 0161); the launch content's do not.
    expect(JSON.parse(script[2]!)).not.toHaveProperty("aggregateRating");
  });

  it("names every doctor's specialty as schema.org's MedicalSpecialty values, the same in English and Arabic", async () => {
    const ids = (await env.DB.prepare("SELECT id FROM doctors WHERE is_active = 1").all<{ id: string }>()).results;
    const specialtyOf = async (path: string) => {
      const html = await (await request(path)).text();
      const data = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)![1]!);
      return data.medicalSpecialty as string[];
    };
    for (const { id } of ids) {
      const english = await specialtyOf(`/doctors/${id}`);
      expect(english.length, id).toBeGreaterThan(0);
      for (const value of english) expect(medicalSpecialtyMembers.map((m) => `https://schema.org/${m}`), id).toContain(value);
      expect(await specialtyOf(`/ar/doctors/${id}`), id).toEqual(english);
    }
  });

  it("has a MedicalSpecialty for every specialization the console offers", () => {
    for (const specialization of doctorSpecializations)
      expect(medicalSpecialties(specialization).length, specialization).toBeGreaterThan(0);
  });

  it("keeps text from the database from closing the structured-data script", async () => {
    await env.DB.prepare("UPDATE doctors SET bio = ? WHERE id = 'dr-sherif-ragab'")
      .bind("</script><script>alert(1)</script>")
      .run();
    const html = await (await request("/doctors/dr-sherif-ragab")).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("\\u003c/script>\\u003cscript>alert(1)\\u003c/script>");
  });

  it("makes five D1 queries (the profile, the verified reviews, the launch reviews, the facilities, the team's hours every page states)", async () => {
    expect(await countQueries(() => request("/doctors/dr-ahmed-hassan").then((r) => r.text()))).toBe(5);
  });
});
