import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { queueAccreditationReminders } from "~/facilities/accreditation-reminders.server";
import { scheduledJobs } from "~/scheduled-jobs.server";
import { createSignedInUser } from "./auth-helpers";
import { atInstant, ORIGIN, request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { jpegOf, photoPixels } from "./image-fixtures";
import { outbox, settleQueue, waitForMail } from "./mail-helpers";
import { applySeed } from "./seed-helper";
import { devStaff, plainFormBody, postAs } from "./staff-helpers";

const SEEDED = "cairo-heart-institute";
const as = (cookie: string) => ({ headers: { Cookie: cookie } });

beforeAll(async () => {
  await applySeed();
});

/** Every field of the facility form, valid; `overrides` change or (with undefined) leave out a field. */
function profile(overrides: Record<string, string | string[] | undefined> = {}) {
  const fields: Record<string, string | string[] | undefined> = {
    intent: "save",
    kind: "hospital",
    name: "Giza Spine Hospital",
    nameAr: "مستشفى الجيزة للعمود الفقري",
    address: "7 Pyramids Road, Haram, Giza",
    addressAr: "7 شارع الهرم، الهرم، الجيزة",
    latitude: "29.9870",
    longitude: "31.1600",
    website: "https://spine.example.com",
    description: "Spine surgery and rehabilitation.",
    descriptionAr: "جراحة العمود الفقري والتأهيل.",
    categories: ["orthopedic-surgery"],
    doctors: ["dr-samir-el-gendy"],
    ...overrides,
  };
  return plainFormBody(fields);
}

const post = postAs;

function postPhoto(cookie: string, facilityId: string) {
  const body = new FormData();
  body.append("portrait", new Blob([jpegOf(photoPixels(1200, 900, (x) => (x < 600 ? [200, 40, 40] : [40, 60, 200])), 90)], { type: "image/jpeg" }), "IMG_1.jpg");
  return request(`/staff/facilities/${facilityId}/photos`, { method: "POST", body, headers: { Cookie: cookie, Origin: ORIGIN } });
}

/** Adds a facility as an admin and shows it on the site; its id. */
async function shownFacility(cookie: string, overrides: Record<string, string | string[] | undefined> = {}) {
  const created = await post("/staff/facilities/new", cookie, profile(overrides));
  expect(created.status).toBe(302);
  const id = created.headers.get("Location")!.split("/").at(-1)!;
  expect((await post(`/staff/facilities/${id}`, cookie, { intent: "active", facilityId: id, active: "1" })).status).toBe(302);
  return id;
}

const accreditation = (body: string, number: string, expiresOn: string) => ({
  intent: "accreditation",
  body,
  number,
  expiresOn,
  registerUrl: "https://www.jointcommissioninternational.org/who-we-are/accredited-organizations/",
});

const facilityRow = (id: string) => env.DB.prepare("SELECT name, is_active, updated_at FROM facilities WHERE id = ?").bind(id).first();
const version = () => env.DB.prepare("SELECT version FROM data_versions WHERE name = 'facilities'").first<number>("version").then((v) => v ?? 0);

/** 12:00 in Cairo on 15 June 2027: the instant the visitor's request is handled at. */
const JUNE_15 = Date.parse("2027-06-15T09:00:00Z");

describe("the facilities' console pages", () => {
  it("answer 404 to anonymous visitors, patients and coordinators, change nothing for them, and open for admins", async () => {
    const patient = await createSignedInUser();
    const coordinator = await devStaff("coordinator");
    const admin = await devStaff("admin");
    const before = await facilityRow(SEEDED);
    const photos = (await env.FACILITY_PHOTOS.list()).objects.length;
    for (const [who, cookie] of [["anonymous", ""], ["patient", patient.cookie], ["coordinator", coordinator.cookie]] as const) {
      for (const path of ["/staff/facilities", "/staff/facilities/new", `/staff/facilities/${SEEDED}`]) {
        expect((await request(path, as(cookie))).status, `${path} as ${who}`).toBe(404);
      }
      expect((await post(`/staff/facilities/${SEEDED}`, cookie, profile({ name: "Hacked" }))).status, who).toBe(404);
      expect((await post("/staff/facilities/new", cookie, profile({ name: "Intruder Hospital" }))).status, who).toBe(404);
      expect((await post(`/staff/facilities/${SEEDED}`, cookie, { intent: "active", facilityId: SEEDED, active: "0" })).status, who).toBe(404);
      expect((await post(`/staff/facilities/${SEEDED}`, cookie, accreditation("JCI", "FAKE-1", "2030-01-01"))).status, who).toBe(404);
      expect((await postPhoto(cookie, SEEDED)).status, who).toBe(404);
    }
    expect(await facilityRow(SEEDED)).toEqual(before);
    expect((await env.FACILITY_PHOTOS.list()).objects.length).toBe(photos);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM facilities WHERE name = 'Intruder Hospital'").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM facility_accreditations WHERE number = 'FAKE-1'").first("n")).toBe(0);
    for (const path of ["/staff/facilities", "/staff/facilities/new", `/staff/facilities/${SEEDED}`]) {
      expect((await request(path, as(admin.cookie))).status, path).toBe(200);
    }
    expect((await request("/staff/facilities/nowhere", as(admin.cookie))).status).toBe(404);
    expect(await pageHtml(await request("/staff", as(admin.cookie)))).toContain('href="/staff/facilities"');
  });

  it("refuse an invalid facility with each message beside its field, keep what was typed and store nothing", async () => {
    const admin = await devStaff("admin");
    const before = await version();
    const response = await post(
      "/staff/facilities/new",
      admin.cookie,
      profile({ nameAr: undefined, latitude: "30.1", longitude: "", website: "http://insecure.example.com", categories: undefined, name: "Kept Name Clinic" }),
    );
    expect(response.status).toBe(400);
    const html = mainOf(await pageHtml(response));
    expect(html).toMatch(/Name in Arabic/);
    expect(html).toContain("Enter both coordinates, or neither");
    expect(html).toContain("Website: enter a full address starting with https://");
    expect(html).toContain("Choose at least one specialty");
    expect(html).toContain('value="Kept Name Clinic"');
    expect(await env.DB.prepare("SELECT count(*) AS n FROM facilities WHERE name = 'Kept Name Clinic'").first("n")).toBe(0);
    expect(await version()).toBe(before);
  });
});

describe("a facility's public page", () => {
  it("is found only once shown, in English and Arabic, with its address, map link, photo, doctors and structured data", async () => {
    const admin = await devStaff("admin");
    const created = await post("/staff/facilities/new", admin.cookie, profile());
    const id = created.headers.get("Location")!.split("/").at(-1)!;
    expect(id).toBe("giza-spine-hospital");
    expect((await request(`/facilities/${id}`)).status).toBe(404);
    expect((await postPhoto(admin.cookie, id)).status).toBe(302);
    expect((await post(`/staff/facilities/${id}`, admin.cookie, { intent: "active", facilityId: id, active: "1" })).status).toBe(302);
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE detail LIKE ? ORDER BY created_at").bind(`${id}:%`).all<{ action: string }>();
    expect(audit.results.map((r) => r.action)).toEqual(["facility_created", "facility_updated", "facility_activated"]);

    const english = await pageHtml(await request(`/facilities/${id}`));
    expect(english).toContain("<h1");
    expect(english).toContain("Giza Spine Hospital");
    expect(english).toContain("7 Pyramids Road, Haram, Giza");
    expect(english).toMatch(/href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&(amp;)?query=29\.987%2C31\.16"/);
    expect(english).toContain('href="/doctors/dr-samir-el-gendy"');
    expect(english).toContain('href="/treatments/orthopedic-surgery"');
    const photo = /<img src="(\/facilities\/giza-spine-hospital\/photos\/[^"]+)"/.exec(english)?.[1];
    expect(photo).toBeDefined();
    const image = await request(photo!);
    expect(image.headers.get("Content-Type")).toBe("image/webp");
    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>(\{"@context[^<]*"@type":"Hospital"[^<]*)<\/script>/.exec(english)![1]!);
    expect(jsonLd.address).toEqual({ "@type": "PostalAddress", streetAddress: "7 Pyramids Road, Haram, Giza", addressCountry: "EG" });

    const arabic = await pageHtml(await request(`/ar/facilities/${id}`));
    expect(arabic).toContain("مستشفى الجيزة للعمود الفقري");
    expect(arabic).toContain("7 شارع الهرم، الهرم، الجيزة");
    expect(arabic).toContain("افتح على الخريطة");
    expect(mainOf(arabic)).not.toContain("Giza Spine Hospital");

    // Hidden again: the page and its photo are gone for everyone.
    await post(`/staff/facilities/${id}`, admin.cookie, { intent: "active", facilityId: id, active: "0" });
    expect((await request(`/facilities/${id}`)).status).toBe(404);
    expect((await request(photo!)).status).toBe(404);
  });

  it("shows an accreditation with its number, expiry and register up to its last day, and never after", async () => {
    const admin = await devStaff("admin");
    const id = await shownFacility(admin.cookie, { name: "Maadi Eye Clinic", kind: "clinic", categories: ["eye-surgery"], doctors: undefined });
    expect((await post(`/staff/facilities/${id}`, admin.cookie, accreditation("JCI", "JCI-LAST-DAY", "2027-06-15"))).status).toBe(302);
    expect((await post(`/staff/facilities/${id}`, admin.cookie, accreditation("GAHAR", "GAHAR-LAPSED", "2027-06-14"))).status).toBe(302);

    const onTheDay = await atInstant(JUNE_15, async () => pageHtml(await request(`/facilities/${id}`)));
    expect(onTheDay).toContain("JCI-LAST-DAY");
    expect(onTheDay).toContain("Valid until June 15, 2027");
    expect(onTheDay).toContain('href="https://www.jointcommissioninternational.org/who-we-are/accredited-organizations/"');
    expect(onTheDay).not.toContain("GAHAR-LAPSED");
    const about = await atInstant(JUNE_15, async () => mainOf(await pageHtml(await request("/about"))));
    const card = about.slice(about.indexOf(`href="/facilities/${id}"`)).split("</article>")[0]!;
    expect(card).toContain(">JCI<");
    expect(card).not.toContain("GAHAR");

    const dayAfter = await atInstant(JUNE_15 + 24 * 60 * 60 * 1000, async () => pageHtml(await request(`/facilities/${id}`)));
    expect(dayAfter).not.toContain("JCI-LAST-DAY");
    expect(dayAfter).toContain("No current accreditation is listed for this facility.");
    const arabic = await atInstant(JUNE_15, async () => pageHtml(await request(`/ar/facilities/${id}`)));
    expect(arabic).toContain("ساري حتى");
    expect(arabic).not.toContain("GAHAR-LAPSED");
  });

  it("is linked from the profiles of the doctors who practise there and the pages of its specialties", async () => {
    const doctor = await pageHtml(await request("/doctors/dr-ahmed-hassan"));
    expect(doctor).toContain(`href="/facilities/${SEEDED}"`);
    const specialty = await pageHtml(await request("/treatments/cardiac-surgery"));
    expect(specialty).toContain(`href="/facilities/${SEEDED}"`);
    expect(await pageHtml(await request("/treatments/dental-care"))).not.toContain(`href="/facilities/${SEEDED}"`);
    expect(await pageHtml(await request("/ar/doctors/dr-ahmed-hassan"))).toContain("معهد القاهرة للقلب");
  });
});

describe("About's partner facilities", () => {
  it("are the facilities shown in the console, in both languages, with nothing typed into the page's content", async () => {
    const admin = await devStaff("admin");
    const about = mainOf(await pageHtml(await request("/about")));
    for (const seeded of ["Cairo Heart Institute", "Nile Vision Eye Center", "New Cairo Medical City"]) expect(about).toContain(seeded);
    // The old hard-coded card's claims are gone with it.
    expect(about).not.toContain("220-bed");
    expect(about).not.toContain("4.9 / 5");
    const id = await shownFacility(admin.cookie, { name: "Zamalek Lab", kind: "lab", nameAr: "معمل الزمالك", doctors: undefined });
    expect(mainOf(await pageHtml(await request("/about")))).toContain("Zamalek Lab");
    expect(mainOf(await pageHtml(await request("/ar/about")))).toContain("معمل الزمالك");
    await post(`/staff/facilities/${SEEDED}`, admin.cookie, { intent: "active", facilityId: SEEDED, active: "0" });
    try {
      expect(mainOf(await pageHtml(await request("/about")))).not.toContain("Cairo Heart Institute");
    } finally {
      await post(`/staff/facilities/${SEEDED}`, admin.cookie, { intent: "active", facilityId: SEEDED, active: "1" });
      await post(`/staff/facilities/${id}`, admin.cookie, { intent: "active", facilityId: id, active: "0" });
    }
  });
});

describe("accreditation reminders (the Cron Trigger)", () => {
  it("e-mail every admin once, 30 days before an accreditation's last day, and again only for a new expiry", async () => {
    const admin = await devStaff("admin");
    expect(scheduledJobs.map((job) => job.name)).toContain("accreditation-reminders");
    const id = await shownFacility(admin.cookie, { name: "Heliopolis Dental Clinic", kind: "clinic", categories: ["dental-care"], doctors: undefined });
    await post(`/staff/facilities/${id}`, admin.cookie, accreditation("JCI", "JCI-DUE", "2027-07-15"));
    await post(`/staff/facilities/${id}`, admin.cookie, accreditation("ISO", "ISO-LATER", "2027-07-16"));
    await post(`/staff/facilities/${id}`, admin.cookie, accreditation("GAHAR", "GAHAR-GONE", "2027-06-14"));
    const reminders = async () => {
      await settleQueue();
      return (await outbox(admin.email)).filter((row) => row.template === "accreditation-expiring" && row.subject.startsWith("Heliopolis Dental Clinic"));
    };

    await queueAccreditationReminders(new Date(JUNE_15));
    await queueAccreditationReminders(new Date(JUNE_15));
    await waitForMail(admin.email, "accreditation-expiring");
    const sent = await reminders();
    expect(sent.map((row) => row.subject)).toEqual(["Heliopolis Dental Clinic: JCI accreditation expires on July 15, 2027"]);
    expect(sent[0]!.text).toContain("JCI-DUE");
    expect(sent[0]!.text).toContain(`/staff/facilities/${id}`);

    // A day later the ISO one is 30 days out; the JCI one is not announced twice.
    await queueAccreditationReminders(new Date(JUNE_15 + 24 * 60 * 60 * 1000));
    expect((await reminders()).map((row) => row.subject)).toEqual([
      "Heliopolis Dental Clinic: JCI accreditation expires on July 15, 2027",
      "Heliopolis Dental Clinic: ISO accreditation expires on July 16, 2027",
    ]);
    // Renewed with a new expiry (as the console's rows are edited by the renewal): announced when that one nears.
    await env.DB.prepare("UPDATE facility_accreditations SET expires_on = '2028-07-15' WHERE number = 'JCI-DUE'").run();
    await queueAccreditationReminders(new Date(Date.parse("2028-06-20T09:00:00Z")));
    expect(await reminders()).toHaveLength(3);
  });
});
