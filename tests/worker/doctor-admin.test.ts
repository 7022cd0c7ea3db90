import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser } from "./auth-helpers";
import { PLAIN_POST_FIELD } from "~/forms/plain-post";
import { cookiesFrom, ORIGIN, postForm, request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import portraitsMigration from "../../migrations/0031_portraits_encoded_by_the_site.sql?raw";
import { decodePortrait } from "~/doctors/portrait-codecs.server";
import { portraitHeader } from "~/doctors/portrait-headers";
import type { Pixels } from "~/doctors/portrait-pixels";
import { concat, containsText, jpegOf, photoPixels, pngOf, webpOf, withExif } from "./image-fixtures";
import { applySeed, splitSqlStatements } from "./seed-helper";
import { devStaff } from "./staff-helpers";

const DOCTOR = "dr-hoda-ibrahim";
const as = (cookie: string) => ({ headers: { Cookie: cookie } });

beforeAll(async () => {
  await applySeed();
});

/** Every field of the profile form, valid; `overrides` change or (with undefined) leave out a field. */
function profile(overrides: Record<string, string | string[] | undefined> = {}) {
  const fields: Record<string, string | string[] | undefined> = {
    intent: "save",
    name: "Dr. Hoda Ibrahim",
    nameAr: "د. هدى إبراهيم",
    title: "Chief of Cardiothoracic Surgery",
    titleAr: "رئيسة قسم جراحة القلب والصدر",
    specialization: "Cardiac Surgery",
    experienceYears: "17",
    bio: "Leads the valve programme.",
    bioAr: "تقود برنامج جراحة الصمامات.",
    education: "MD, Cairo University\nFellowship, Cleveland Clinic",
    educationAr: "دكتوراه الطب، جامعة القاهرة\nزمالة كليفلاند كلينك",
    achievements: "",
    achievementsAr: "",
    certifications: "Egyptian Board of Cardiothoracic Surgery",
    certificationsAr: "",
    languages: ["English", "Arabic"],
    categories: ["cardiac-surgery"],
    ...overrides,
  };
  const body = new URLSearchParams({ [PLAIN_POST_FIELD]: "1" });
  for (const [name, value] of Object.entries(fields)) {
    for (const one of value === undefined ? [] : Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return body;
}

function postProfile(path: string, cookie: string, body: URLSearchParams) {
  return request(path, {
    method: "POST",
    body,
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Mode": "navigate" },
  });
}

function postPortrait(cookie: string, file: Blob, fileName: string, doctorId = DOCTOR) {
  const body = new FormData();
  body.append("portrait", file, fileName);
  return request(`/staff/doctors/${doctorId}/portrait`, { method: "POST", body, headers: { Cookie: cookie, Origin: ORIGIN } });
}

/** The page a redirect leads to, with the toast it carries. */
async function followed(response: Response, cookie: string) {
  const next = await request(response.headers.get("Location")!, as(cookiesFrom(response, cookie)));
  return pageHtml(next);
}

const doctorRow = (id = DOCTOR) =>
  env.DB.prepare("SELECT title, title_ar, is_active, avatar_url, portrait_key, portrait_bytes, portrait_type FROM doctors WHERE id = ?")
    .bind(id)
    .first<{ title: string; title_ar: string | null; is_active: number; avatar_url: string | null; portrait_key: string | null; portrait_bytes: number | null; portrait_type: string | null }>();
const auditActions = (detailPrefix: string) =>
  env.DB.prepare("SELECT action, detail, actor_email FROM audit_log WHERE detail LIKE ? ORDER BY created_at")
    .bind(`${detailPrefix}%`)
    .all<{ action: string; detail: string; actor_email: string }>()
    .then((r) => r.results);
const doctorsVersion = () => env.DB.prepare("SELECT version FROM data_versions WHERE name = 'doctors'").first<number>("version").then((v) => v ?? 0);


describe("the doctors' console pages", () => {
  it("answer 404 to anonymous visitors, patients and coordinators, change nothing for them, and open for admins", async () => {
    const patient = await createSignedInUser();
    const coordinator = await devStaff("coordinator");
    const admin = await devStaff("admin");
    const before = await doctorRow();
    for (const [who, cookie] of [["anonymous", ""], ["patient", patient.cookie], ["coordinator", coordinator.cookie]] as const) {
      for (const path of ["/staff/doctors", "/staff/doctors/new", `/staff/doctors/${DOCTOR}`]) {
        expect((await request(path, as(cookie))).status, `${path} as ${who}`).toBe(404);
      }
      expect((await postProfile(`/staff/doctors/${DOCTOR}`, cookie, profile({ title: "Hacked" }))).status, who).toBe(404);
      expect((await postProfile("/staff/doctors/new", cookie, profile({ name: "Dr. Intruder" }))).status, who).toBe(404);
      expect((await postForm(`/staff/doctors/${DOCTOR}`, { intent: "active", doctorId: DOCTOR, active: "0" }, as(cookie))).status, who).toBe(404);
      expect((await postPortrait(cookie, new Blob([jpegOf(photoPixels(64, 64, () => [0, 0, 0]), 80)]), "p.jpg")).status, who).toBe(404);
    }
    expect(await doctorRow()).toEqual(before);
    expect(await auditActions(`${DOCTOR}:`)).toEqual([]);
    for (const path of ["/staff/doctors", "/staff/doctors/new", `/staff/doctors/${DOCTOR}`]) {
      expect((await request(path, as(admin.cookie))).status, path).toBe(200);
    }
    expect((await request("/staff/doctors/dr-nobody", as(admin.cookie))).status).toBe(404);
    // A seeded doctor's form starts with the Arabic name and title /ar pages already show.
    const form = await pageHtml(await request(`/staff/doctors/${DOCTOR}`, as(admin.cookie)));
    expect(form).toContain('value="د. هدى إبراهيم"');
    const nav = await pageHtml(await request("/staff", as(admin.cookie)));
    expect(nav).toContain('href="/staff/doctors"');
    expect(await pageHtml(await request("/staff", as(coordinator.cookie)))).not.toContain('href="/staff/doctors"');
  });

  it("list each seeded doctor with the Arabic name its edit form starts from, and say what is still English", async () => {
    const admin = await devStaff("admin");
    const list = mainOf(await pageHtml(await request("/staff/doctors", as(admin.cookie))));
    expect(list).not.toContain("No Arabic name yet");
    const item = list.slice(list.indexOf('href="/staff/doctors/dr-ahmed-hassan"')).split("</li>")[0]!;
    const form = await pageHtml(await request("/staff/doctors/dr-ahmed-hassan", as(admin.cookie)));
    const nameAr = /<input[^>]*name="nameAr"[^>]*value="([^"]+)"/.exec(form)?.[1];
    expect(nameAr).toMatch(/^د\. /);
    expect(item).toContain(`>${nameAr}</bdi>`);
    expect(item).toContain("Arabic biography not written yet");
  });

  it("refuse an invalid profile with each message beside its field, keep what was typed and change nothing", async () => {
    const admin = await devStaff("admin");
    const before = await doctorRow();
    const version = await doctorsVersion();
    const response = await postProfile(
      `/staff/doctors/${DOCTOR}`,
      admin.cookie,
      profile({ titleAr: "", experienceYears: "200", languages: undefined, categories: ["space-surgery"], title: "Kept title" }),
    );
    expect(response.status).toBe(400);
    const html = mainOf(await pageHtml(response));
    expect(html).toContain("Enter 0 to 70 years");
    expect(html).toContain("Choose at least one language");
    expect(html).toMatch(/Title in Arabic/);
    expect(html).toContain('value="Kept title"');
    expect(await doctorRow()).toEqual(before);
    expect(await doctorsVersion()).toBe(version);
  });

  it("save every field in both languages with its audit row and a new data version; the public pages show it at once", async () => {
    const admin = await devStaff("admin");
    const version = await doctorsVersion();
    const response = await postProfile(`/staff/doctors/${DOCTOR}`, admin.cookie, profile());
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/staff/doctors/${DOCTOR}`);
    expect(await doctorRow()).toMatchObject({ title: "Chief of Cardiothoracic Surgery", title_ar: "رئيسة قسم جراحة القلب والصدر" });
    expect(await doctorsVersion()).toBe(version + 1);
    expect(await auditActions(`${DOCTOR}: Dr. Hoda`)).toContainEqual({ action: "doctor_updated", detail: `${DOCTOR}: Dr. Hoda Ibrahim`, actor_email: admin.email });

    const english = mainOf(await pageHtml(await request(`/doctors/${DOCTOR}`)));
    expect(english).toContain("Chief of Cardiothoracic Surgery");
    expect(english).toContain("Fellowship, Cleveland Clinic");
    const arabic = mainOf(await pageHtml(await request(`/ar/doctors/${DOCTOR}`)));
    expect(arabic).toContain("رئيسة قسم جراحة القلب والصدر");
    expect(arabic).toContain("زمالة كليفلاند كلينك");
    expect(arabic).not.toContain("Chief of Cardiothoracic Surgery");
    // A list left empty in Arabic falls back to the English entries rather than showing nothing.
    expect(arabic).toContain("Egyptian Board of Cardiothoracic Surgery");
  });

  it("rename or hide a doctor and the blog's byline follows at once: the new name in both languages, no link once hidden", async () => {
    const admin = await devStaff("admin");
    const author = "dr-karim-adel";
    const renamed = profile({
      name: "Dr. Karim Adel Fahmy",
      nameAr: "د. كريم عادل فهمي",
      title: "Consultant Prosthodontist & Implantologist",
      titleAr: "استشاري تركيبات وزراعة الأسنان",
      specialization: "Dental Care",
      categories: ["dental-care"],
    });
    expect((await postProfile(`/staff/doctors/${author}`, admin.cookie, renamed)).status).toBe(302);
    // Each byline as its tag (a link, or a name alone) and its words.
    const bylines = async (path: string) =>
      [...mainOf(await pageHtml(await request(path))).matchAll(/<(a [^>]*href="([^"]*)"[^>]*|span)>((?:By|بقلم) [^<]+)</g)].map(
        ([, , href, words]) => `${href ?? "no link"}: ${words}`,
      );
    expect(await bylines("/blog/4")).toContain(`/doctors/${author}: By Dr. Karim Adel Fahmy`);
    expect(await bylines("/blog")).toContain(`/doctors/${author}: By Dr. Karim Adel Fahmy`);
    expect(await bylines("/ar/blog/4")).toContain(`/ar/doctors/${author}: بقلم د. كريم عادل فهمي`);

    await postForm(`/staff/doctors/${author}`, { intent: "active", doctorId: author, active: "0" }, as(admin.cookie));
    expect(await bylines("/blog/4")).toContain("no link: By Dr. Karim Adel Fahmy");
    expect(mainOf(await pageHtml(await request("/blog/4")))).not.toContain(`href="/doctors/${author}"`);
    await postForm(`/staff/doctors/${author}`, { intent: "active", doctorId: author, active: "1" }, as(admin.cookie));
  });

  it("hide and show a doctor, audited only when the state changes; a hidden doctor's page is not found", async () => {
    const admin = await devStaff("admin");
    const hide = await postForm(`/staff/doctors/${DOCTOR}`, { intent: "active", doctorId: DOCTOR, active: "0" }, as(admin.cookie));
    expect(hide.status).toBe(302);
    expect((await doctorRow())!.is_active).toBe(0);
    expect((await request(`/doctors/${DOCTOR}`)).status).toBe(404);
    await postForm(`/staff/doctors/${DOCTOR}`, { intent: "active", doctorId: DOCTOR, active: "0" }, as(admin.cookie));
    await postForm(`/staff/doctors/${DOCTOR}`, { intent: "active", doctorId: DOCTOR, active: "1" }, as(admin.cookie));
    expect((await request(`/doctors/${DOCTOR}`)).status).toBe(200);
    const actions = (await auditActions(`${DOCTOR}:`)).map((r) => r.action).filter((a) => a !== "doctor_updated");
    expect(actions).toEqual(["doctor_deactivated", "doctor_activated"]);
  });

  it("add a new doctor hidden from the site, under a free readable id, audited", async () => {
    const admin = await devStaff("admin");
    const body = profile({ name: "Dr. Salma Nabil", nameAr: "د. سلمى نبيل", categories: ["eye-surgery", "general-surgery"] });
    const response = await postProfile("/staff/doctors/new", admin.cookie, body);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/staff/doctors/dr-salma-nabil");
    const again = await postProfile("/staff/doctors/new", admin.cookie, body);
    expect(again.headers.get("Location")).toBe("/staff/doctors/dr-salma-nabil-2");
    expect((await doctorRow("dr-salma-nabil"))!.is_active).toBe(0);
    expect((await request("/doctors/dr-salma-nabil")).status).toBe(404);
    const categories = await env.DB.prepare("SELECT treatment_category AS c FROM doctor_treatments WHERE doctor_id = ? ORDER BY c").bind("dr-salma-nabil").all<{ c: string }>();
    expect(categories.results.map((r) => r.c)).toEqual(["eye-surgery", "general-surgery"]);
    expect((await auditActions("dr-salma-nabil")).map((r) => r.action)).toEqual(["doctor_created", "doctor_created"]);
  });
});

describe("doctors' portraits", () => {
  const red: [number, number, number] = [220, 30, 30];
  const blue: [number, number, number] = [30, 60, 200];
  /** A landscape photo, red on its left quarter: held upright (EXIF orientation 6), that quarter is the top. */
  const phonePhoto = () =>
    withExif(jpegOf(photoPixels(1600, 1200, (x) => (x < 400 ? red : blue)), 92), { orientation: 6, marker: "GPS-CAIRO-30.0444N-31.2357E" });
  const stored = async () => {
    const row = (await doctorRow())!;
    const object = row.portrait_key ? await env.DOCTOR_PORTRAITS.get(row.portrait_key) : null;
    return { row, object, bytes: object ? new Uint8Array(await object.arrayBuffer()) : new Uint8Array() };
  };
  const pixelAt = (pixels: Pixels, x: number, y: number) => [...pixels.data.subarray((y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 3)];

  it("store a phone photo posted without JavaScript as the site's own WebP: upright, 480 px, under 60 KB, its EXIF GPS gone", async () => {
    const admin = await devStaff("admin");
    const version = await doctorsVersion();
    const upload = phonePhoto();
    expect(containsText(upload, "GPS-CAIRO")).toBe(true);
    const response = await postPortrait(admin.cookie, new Blob([upload], { type: "image/jpeg" }), "IMG_0042.jpg");
    expect(response.status).toBe(302);
    expect(await followed(response, admin.cookie)).toMatch(/Portrait saved \(\d+ KB\); the site shows it now\./);
    const { row, object, bytes } = await stored();
    expect(row.portrait_type).toBe("image/webp");
    expect(object?.httpMetadata?.contentType).toBe("image/webp");
    expect(row.portrait_bytes).toBe(bytes.length);
    expect(bytes.length).toBeLessThanOrEqual(60 * 1024);
    expect(portraitHeader(bytes)).toMatchObject({ type: "image/webp", width: 360, height: 480 });
    expect(containsText(bytes, "GPS-CAIRO")).toBe(false);
    expect(containsText(bytes, "Exif")).toBe(false);
    const shown = (await decodePortrait("image/webp", bytes, 480))!;
    expect(pixelAt(shown, 180, 20)).toEqual([expect.closeTo(red[0], -1.5), expect.closeTo(red[1], -1.5), expect.closeTo(red[2], -1.5)]);
    expect(pixelAt(shown, 180, 460)).toEqual([expect.closeTo(blue[0], -1.5), expect.closeTo(blue[1], -1.5), expect.closeTo(blue[2], -1.5)]);
    expect(await doctorsVersion()).toBe(version + 1);
    expect((await auditActions(`${DOCTOR}: portrait`)).at(-1)?.detail).toBe(`${DOCTOR}: portrait 360×480, ${Math.ceil(bytes.length / 1024)} KB`);

    expect(await pageHtml(await request(`/doctors/${DOCTOR}`))).toContain(row.avatar_url!);
    const image = await request(row.avatar_url!);
    expect(image.headers.get("Content-Type")).toBe("image/webp");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes);
  });

  it("store a 10 MB phone photo posted without JavaScript", async () => {
    const admin = await devStaff("admin");
    // 12 megapixels of fine detail at the camera's quality: about 10 MB, as a phone's full-size photo.
    const upload = jpegOf(photoPixels(4032, 3024, (x, y) => [(x * 7) % 256, (y * 5) % 256, ((x + y) * 3) % 256]), 93);
    expect(upload.length).toBeGreaterThan(8 * 1024 * 1024);
    expect(upload.length).toBeLessThanOrEqual(10 * 1024 * 1024);
    const response = await postPortrait(admin.cookie, new Blob([upload], { type: "image/jpeg" }), "IMG_0043.jpg");
    expect(await followed(response, admin.cookie)).toMatch(/Portrait saved \(\d+ KB\)/);
    const { bytes } = await stored();
    expect(portraitHeader(bytes)).toMatchObject({ type: "image/webp", width: 480, height: 360 });
    expect(bytes.length).toBeLessThanOrEqual(60 * 1024);
  }, 120_000);

  it("encode the browser's resized WebP afresh as well, and a PNG: what is stored is only ever the site's file", async () => {
    const admin = await devStaff("admin");
    const photo = photoPixels(480, 360, (x) => (x < 240 ? red : blue));
    const resized = concat(await webpOf(photo, 90), new TextEncoder().encode("<html><script>alert(1)</script></html>"));
    expect((await postPortrait(admin.cookie, new Blob([resized], { type: "image/webp" }), "portrait.webp")).status).toBe(302);
    const fromBrowser = (await stored()).bytes;
    expect(fromBrowser).not.toEqual(resized);
    expect(containsText(fromBrowser, "<script>")).toBe(false);
    expect(portraitHeader(fromBrowser)).toMatchObject({ type: "image/webp", width: 480, height: 360 });

    expect((await postPortrait(admin.cookie, new Blob([pngOf(photo)], { type: "image/png" }), "screenshot.png")).status).toBe(302);
    expect(portraitHeader((await stored()).bytes)).toMatchObject({ type: "image/webp", width: 480, height: 360 });
  });

  it("refuse undecodable files and polyglots with a clear message, storing nothing", async () => {
    const admin = await devStaff("admin");
    await postPortrait(admin.cookie, new Blob([phonePhoto()], { type: "image/jpeg" }), "IMG_0042.jpg");
    const before = await doctorRow();
    const objects = (await env.DOCTOR_PORTRAITS.list()).objects.length;
    const html = new TextEncoder().encode("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    const photo = jpegOf(photoPixels(800, 600, () => blue), 90);
    const cannotRead = "That photo could not be read: the file is damaged, cut short or not really an image.";
    // A PNG whose header says 3000 × 3000: decoded whole, it would need more than a Worker has.
    const huge = pngOf(photoPixels(8, 8, () => blue));
    new DataView(huge.buffer).setUint32(16, 3000);
    new DataView(huge.buffer).setUint32(20, 3000);
    for (const [bytes, name, message] of [
      [concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), html), "polyglot.jpg", cannotRead],
      [concat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.getRandomValues(new Uint8Array(4096))), "garbage.png", cannotRead],
      [photo.subarray(0, Math.floor(photo.length * 0.6)), "cut-short.jpg", cannotRead],
      [concat(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]), html), "polyglot.webp", cannotRead],
      [new Uint8Array(10 * 1024 * 1024 + 1).fill(0xff), "huge.jpg", "That photo is over 10 MB"],
      [huge, "screenshot.png", "That PNG or WebP photo is larger than 5 megapixels. Send it as a JPEG, or upload it with JavaScript on"],
      [concat(new TextEncoder().encode("%PDF-1.4"), html), "document.jpg", "not a JPEG, PNG or WebP photo"],
      [new Uint8Array(), "empty.png", "Choose a photo to upload"],
    ] as const) {
      const response = await postPortrait(admin.cookie, new Blob([bytes]), name);
      expect(response.status, name).toBe(302);
      expect(response.headers.get("Location")).toBe(`/staff/doctors/${DOCTOR}`);
      expect(await followed(response, admin.cookie), name).toContain(message);
    }
    expect(await doctorRow()).toEqual(before);
    expect((await env.DOCTOR_PORTRAITS.list()).objects.length).toBe(objects);
  });

  it("stop showing portraits stored before the site encoded them (migration 0031), and the console says to upload again", async () => {
    const admin = await devStaff("admin");
    await env.DOCTOR_PORTRAITS.put(`${DOCTOR}/before`, phonePhoto());
    await env.DB.prepare("UPDATE doctors SET portrait_key = ?, portrait_type = 'image/jpeg', portrait_bytes = 40000, avatar_url = ? WHERE id = ?")
      .bind(`${DOCTOR}/before`, `/doctors/${DOCTOR}/portrait?v=before`, DOCTOR)
      .run();
    await env.DB.batch(splitSqlStatements(portraitsMigration).map((statement) => env.DB.prepare(statement)));
    expect((await request(`/doctors/${DOCTOR}/portrait`)).status).toBe(404);
    expect(await pageHtml(await request(`/doctors/${DOCTOR}`))).toContain(`/doctors/${DOCTOR}/avatar.svg`);
    expect(mainOf(await pageHtml(await request(`/staff/doctors/${DOCTOR}`, as(admin.cookie))))).toContain(
      "The stored photo was uploaded before the site encoded portraits itself, so the illustrated avatar is shown. Upload it again.",
    );
  });

  it("answer 404 for a doctor that does not exist", async () => {
    const admin = await devStaff("admin");
    expect((await postPortrait(admin.cookie, new Blob([phonePhoto()]), "p.jpg", "dr-nobody")).status).toBe(404);
  });
});
