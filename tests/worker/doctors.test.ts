import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { activeFixtureCount, countQueries, insertFixtureDoctors, textOf } from "./catalogue-fixtures";
import { request } from "./helpers";

/** The names on the doctor cards, in page order. */
function cardNames(html: string) {
  return [...html.matchAll(/<h3[^>]*>(Dr\. [^<]+)<\/h3>/g)].map((m) => m[1]);
}

/** Makes every doctors query fail while `run` executes, as a D1 outage would. */
async function withDoctorsTableMissing(run: () => Promise<void>) {
  await env.DB.exec("ALTER TABLE doctors RENAME TO doctors_away");
  try {
    await run();
  } finally {
    await env.DB.exec("ALTER TABLE doctors_away RENAME TO doctors");
  }
}

beforeAll(async () => {
  await insertFixtureDoctors();
  const review = env.DB.prepare(
    `INSERT INTO doctor_reviews (id, doctor_id, patient_name, patient_country, is_verified, rating, procedure_name, review_text, recovery_time, created_at)
     VALUES (?, 'amira-hassan', ?, ?, ?, ?, 'Coronary Artery Bypass', ?, ?, ?)`,
  );
  await env.DB.batch([
    review.bind("r-old", "Oldest Reviewer", "Canada", 0, 4, "Good care, long recovery.", null, Date.UTC(2025, 0, 10)),
    review.bind("r-new", "Newest Reviewer", "United Kingdom", 1, 5, "Outstanding surgeon.", "3 weeks", Date.UTC(2026, 2, 3)),
    review.bind("r-mid", "Middle Reviewer", "Germany", 1, 5, "Very professional team.", "4 weeks", Date.UTC(2025, 6, 1)),
  ]);
});

describe("/doctors", () => {
  it("lists every active doctor, best rated first, with 'Showing X of Y doctors'", async () => {
    const response = await request("/doctors");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html)).toContain(`Showing ${activeFixtureCount} of ${activeFixtureCount} doctors`);
    expect(cardNames(html)).toEqual([
      "Dr. Amira Hassan",
      "Dr. Omar Farouk",
      "Dr. Layla Mansour",
      "Dr. Karim Nabil",
      "Dr. Sara Youssef",
    ]);
    expect(html).not.toContain("Dr. Retired Cardiologist");
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
    expect(options("specialization")).toEqual(["", "Cardiac Surgery", "Cardiology", "Dental Surgery", "Ophthalmology", "Orthopedic Surgery"]);
    // Russian is spoken only by the inactive doctor.
    expect(options("language")).toEqual(["", "Arabic", "English", "French", "German", "Italian", "Spanish"]);
  });

  it("searches names and specializations case-insensitively", async () => {
    const byName = await (await request("/doctors?q=aMiRa")).text();
    expect(cardNames(byName)).toEqual(["Dr. Amira Hassan"]);
    expect(textOf(byName)).toContain(`Showing 1 of ${activeFixtureCount} doctors`);
    expect(byName).toMatch(/<input[^>]*name="q"[^>]*value="aMiRa"/);

    const bySpecialization = await (await request("/doctors?q=CARDI")).text();
    expect(cardNames(bySpecialization)).toEqual(["Dr. Amira Hassan", "Dr. Omar Farouk"]);

    const substring = await (await request("/doctors?q=%20surg%20")).text();
    expect(cardNames(substring)).toEqual(["Dr. Omar Farouk", "Dr. Karim Nabil", "Dr. Sara Youssef"]);
  });

  it("filters by specialization and by language, together with the search", async () => {
    expect(cardNames(await (await request("/doctors?specialization=Cardiology")).text())).toEqual(["Dr. Amira Hassan"]);
    expect(cardNames(await (await request("/doctors?language=German")).text())).toEqual(["Dr. Amira Hassan", "Dr. Karim Nabil"]);
    const combined = await (await request("/doctors?q=dr&specialization=Orthopedic+Surgery&language=German")).text();
    expect(cardNames(combined)).toEqual(["Dr. Karim Nabil"]);
    expect(combined).toMatch(/<option value="Orthopedic Surgery" selected="">/);
    expect(combined).toMatch(/<option value="German" selected="">/);
  });

  it("shows the empty state with Clear Filters when nothing matches", async () => {
    const html = await (await request("/doctors?q=nobody&language=Spanish")).text();
    const text = textOf(html);
    expect(text).toContain(`Showing 0 of ${activeFixtureCount} doctors`);
    expect(text).toContain("No doctors found matching your criteria.");
    expect(html).toMatch(/<a[^>]*href="\/doctors"[^>]*>Clear Filters<\/a>/);
    expect(cardNames(html)).toEqual([]);
  });

  it("shows the first three languages on each card", async () => {
    const html = await (await request("/doctors?q=amira")).text();
    const languages = html.match(/<ul[^>]*aria-label="Languages"[^>]*>([\s\S]*?)<\/ul>/)![1]!;
    expect(textOf(languages).trim()).toBe("Arabic English French");
  });

  it("shows the error state with Try Again when the doctors query fails", async () => {
    await withDoctorsTableMissing(async () => {
      const response = await request("/doctors?q=amira");
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(textOf(html)).toContain("Error loading doctors: Failed to fetch doctors");
      expect(html).not.toContain("no such table");
      expect(html).toMatch(/<a[^>]*href="\/doctors\?q=amira"[^>]*>Try Again<\/a>/);
    });
  });

  it("has its own meta tags with a canonical URL free of filters", async () => {
    const html = await (await request("/doctors?q=amira")).text();
    expect(html).toContain("<title>Our Specialist Doctors | NileCare</title>");
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8787/doctors"/>');
    expect(html).toContain('<meta property="og:url" content="http://127.0.0.1:8787/doctors"/>');
  });

  it("makes one D1 query, whatever the filters", async () => {
    expect(await countQueries(() => request("/doctors?q=a&specialization=Cardiology&language=English").then((r) => r.text()))).toBe(1);
  });
});

describe("/doctors/{doctorId}", () => {
  it("shows every part of the profile", async () => {
    const response = await request("/doctors/amira-hassan");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain("Back to Doctors");
    expect(html).toMatch(/<h1[^>]*>Dr\. Amira Hassan<\/h1>/);
    expect(text).toContain("Cardiology Dr. Amira Hassan Consultant");
    expect(text).toContain("4.9 (120 reviews)");
    expect(text).toContain("15 years experience");
    expect(text).toContain("2,500 procedures");
    expect(text).toContain("About Dr. Amira Hassan Bio of Dr. Amira Hassan.");
    expect(text).toContain("Education MD, Cairo University");
    expect(text).toContain("Achievements Best Surgeon Award 2022");
    expect(text).toContain("Certifications Egyptian Board");
    expect(text).toContain("Quick Stats Experience 15 years Procedures 2,500 Publications 12 Rating 4.9 / 5");
    expect(text).toContain("Languages Arabic English French German");
  });

  it("links Schedule Consultation and Get Free Quote to the contact form with the doctor named", async () => {
    const html = await (await request("/doctors/amira-hassan")).text();
    expect(html).toMatch(/<a[^>]*href="\/contact\?doctor=Dr\.\+Amira\+Hassan&amp;topic=consultation"[^>]*>Schedule Consultation<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/contact\?doctor=Dr\.\+Amira\+Hassan&amp;topic=quote"[^>]*>Get Free Quote<\/a>/);
  });

  it("lists the reviews newest first", async () => {
    const text = textOf(await (await request("/doctors/amira-hassan")).text());
    expect(text).toContain("Patient Reviews");
    const order = ["Newest Reviewer", "Middle Reviewer", "Oldest Reviewer"].map((name) => text.indexOf(name));
    expect(order.every((position) => position > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toContain("Newest Reviewer United Kingdom · Verified Patient");
    expect(text).toContain("Coronary Artery Bypass · Recovery: 3 weeks · March 3, 2026 Outstanding surgeon.");
  });

  it("hides the reviews section when there are none", async () => {
    const text = textOf(await (await request("/doctors/omar-farouk")).text());
    expect(text).toContain("Dr. Omar Farouk");
    expect(text).not.toContain("Patient Reviews");
  });

  it("says 'Failed to fetch reviews' when the reviews query fails", async () => {
    await env.DB.exec("ALTER TABLE doctor_reviews RENAME TO doctor_reviews_away");
    try {
      const response = await request("/doctors/amira-hassan");
      expect(response.status).toBe(200);
      const text = textOf(await response.text());
      expect(text).toContain("Dr. Amira Hassan");
      expect(text).toContain("Patient Reviews Failed to fetch reviews");
    } finally {
      await env.DB.exec("ALTER TABLE doctor_reviews_away RENAME TO doctor_reviews");
    }
  });

  it("answers an unknown or inactive doctor with 'Doctor not found', Back to Doctors and 404", async () => {
    for (const id of ["nobody-here", "hidden-cardio"]) {
      const response = await request(`/doctors/${id}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(textOf(html)).toContain("Doctor not found");
      expect(html).toMatch(/<a[^>]*href="\/doctors"[^>]*>Back to Doctors<\/a>/);
      expect(html).not.toContain("Dr. Retired Cardiologist");
    }
  });

  it("shows the not-found view when the doctor cannot be loaded", async () => {
    await withDoctorsTableMissing(async () => {
      const response = await request("/doctors/amira-hassan");
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(textOf(html)).toContain("Doctor not found");
      expect(html).not.toContain("no such table");
    });
  });

  it("has profile meta tags and Physician structured data", async () => {
    const html = await (await request("/doctors/amira-hassan")).text();
    expect(html).toContain("<title>Dr. Amira Hassan, Cardiology | NileCare</title>");
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8787/doctors/amira-hassan"/>');
    expect(html).toContain('<meta property="og:type" content="profile"/>');
    const script = html.match(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/)!;
    expect(script[1]).toMatch(/nonce="[^"]+"/);
    expect(JSON.parse(script[2]!)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Physician",
      name: "Dr. Amira Hassan",
      medicalSpecialty: "Cardiology",
      knowsLanguage: ["Arabic", "English", "French", "German"],
      aggregateRating: { ratingValue: 4.9, reviewCount: 120 },
    });
  });

  it("keeps text from the database from closing the structured-data script", async () => {
    await env.DB.prepare("UPDATE doctors SET bio = ? WHERE id = 'sara-youssef'")
      .bind("</script><script>alert(1)</script>")
      .run();
    const html = await (await request("/doctors/sara-youssef")).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("\\u003c/script>\\u003cscript>alert(1)\\u003c/script>");
  });

  it("makes two D1 queries", async () => {
    expect(await countQueries(() => request("/doctors/amira-hassan").then((r) => r.text()))).toBe(2);
  });
});
