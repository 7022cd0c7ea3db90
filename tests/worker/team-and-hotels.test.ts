import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PLAIN_POST_FIELD } from "~/forms/plain-post";
import { hotelCategory } from "~/hotels/hotel-category";
import { MAX_HOTEL_PHOTOS } from "~/hotels/photo-rules";
import { formatMoney } from "~/i18n/money";
import { createSignedInUser } from "./auth-helpers";
import { ORIGIN, request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { jpegOf, photoPixels } from "./image-fixtures";
import { applySeed, splitSqlStatements } from "./seed-helper";
import { devStaff } from "./staff-helpers";
import hotelPhotosMigration from "../../migrations/0049_hotel_photos.sql?raw";

const FACILITY = "cairo-heart-institute";
const as = (cookie: string) => ({ headers: { Cookie: cookie } });

beforeAll(async () => {
  await applySeed();
});

function form(fields: Record<string, string | string[] | undefined>) {
  const body = new URLSearchParams({ [PLAIN_POST_FIELD]: "1" });
  for (const [name, value] of Object.entries(fields)) {
    for (const one of value === undefined ? [] : Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return body;
}

const member = (overrides: Record<string, string | string[] | undefined> = {}) =>
  form({
    intent: "save",
    name: "Salma Adel",
    nameAr: "سلمى عادل",
    role: "Aftercare Nurse",
    roleAr: "ممرضة الرعاية اللاحقة",
    bio: "Calls every patient in the weeks after they fly home.",
    bioAr: "تتصل بكل مريض في الأسابيع التي تلي عودته إلى بلده.",
    languages: ["English", "Arabic"],
    position: "40",
    ...overrides,
  });

const hotel = (overrides: Record<string, string | string[] | undefined> = {}) =>
  form({
    intent: "save",
    name: "Abbassia Comfort Inn",
    nameAr: "فندق العباسية كومفورت",
    stars: "3",
    type: "hotel",
    pricePerNight: "70",
    facilityId: FACILITY,
    distanceKm: "0.7",
    amenities: "Free Wi-Fi\nBreakfast included",
    medicalFeatures: "Lift to every floor",
    ...overrides,
  });

function post(path: string, cookie: string, body: URLSearchParams | Record<string, string>) {
  const payload = body instanceof URLSearchParams ? body : new URLSearchParams({ [PLAIN_POST_FIELD]: "1", ...body });
  return request(path, {
    method: "POST",
    body: payload,
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Mode": "navigate" },
  });
}

function postPhoto(cookie: string, path: string) {
  const body = new FormData();
  body.append("portrait", new Blob([jpegOf(photoPixels(1200, 900, (x) => (x < 600 ? [200, 40, 40] : [40, 60, 200])), 90)], { type: "image/jpeg" }), "IMG_2.jpg");
  return request(path, { method: "POST", body, headers: { Cookie: cookie, Origin: ORIGIN } });
}

/** Adds a record as an admin, optionally shows it, and answers its id. */
async function added(cookie: string, kind: "team" | "hotels", body: URLSearchParams, show: boolean) {
  const created = await post(`/staff/${kind}/new`, cookie, body);
  expect(created.status).toBe(302);
  const id = created.headers.get("Location")!.split("/").at(-1)!;
  if (show) {
    const field = kind === "team" ? "memberId" : "hotelId";
    expect((await post(`/staff/${kind}/${id}`, cookie, { intent: "active", [field]: id, active: "1" })).status).toBe(302);
  }
  return id;
}

const audited = (action: string, id: string) =>
  env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = ? AND detail LIKE ?").bind(action, `${id}:%`).first<number>("n");
const version = (name: string) => env.DB.prepare("SELECT version FROM data_versions WHERE name = ?").bind(name).first<number>("version").then((v) => v ?? 0);

describe("a hotel's category", () => {
  it("comes from its official stars, never from a label", () => {
    expect([5, 4, 3, 2, 1].map(hotelCategory)).toEqual(["luxury", "upscale", "comfort", "economy", "budget"]);
  });
});

describe("the team's and hotels' console pages", () => {
  it("answer 404 to anonymous visitors, patients and coordinators and change nothing for them", async () => {
    const patient = await createSignedInUser();
    const coordinator = await devStaff("coordinator");
    const admin = await devStaff("admin");
    const photos = (await env.SITE_PHOTOS.list()).objects.length;
    for (const [who, cookie] of [["anonymous", ""], ["patient", patient.cookie], ["coordinator", coordinator.cookie]] as const) {
      for (const path of ["/staff/team", "/staff/team/new", "/staff/team/omar-farouk", "/staff/hotels", "/staff/hotels/new", "/staff/hotels/heliopolis-medical-suites"]) {
        expect((await request(path, as(cookie))).status, `${path} as ${who}`).toBe(404);
      }
      expect((await post("/staff/team/new", cookie, member({ name: "Intruder" }))).status, who).toBe(404);
      expect((await post("/staff/hotels/new", cookie, hotel({ name: "Intruder Hotel" }))).status, who).toBe(404);
      expect((await post("/staff/team/omar-farouk", cookie, { intent: "active", memberId: "omar-farouk", active: "0" })).status, who).toBe(404);
      expect((await postPhoto(cookie, "/staff/hotels/heliopolis-medical-suites/photos")).status, who).toBe(404);
      const removal = { intent: "remove-photo", id: "photo-heliopolis-medical-suites" };
      expect((await post("/staff/hotels/heliopolis-medical-suites", cookie, removal)).status, who).toBe(404);
      expect((await postPhoto(cookie, "/staff/team/omar-farouk/photo")).status, who).toBe(404);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM team_members WHERE name = 'Intruder'").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM trip_plan_accommodations WHERE name = 'Intruder Hotel'").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT is_active FROM team_members WHERE id = 'omar-farouk'").first("is_active")).toBe(1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM hotel_photos WHERE id = 'photo-heliopolis-medical-suites'").first("n")).toBe(1);
    expect((await env.SITE_PHOTOS.list()).objects.length).toBe(photos);
    for (const path of ["/staff/team", "/staff/team/new", "/staff/team/omar-farouk", "/staff/hotels", "/staff/hotels/new", "/staff/hotels/heliopolis-medical-suites"]) {
      expect((await request(path, as(admin.cookie))).status, path).toBe(200);
    }
    expect((await request("/staff/team/nobody", as(admin.cookie))).status).toBe(404);
    expect((await request("/staff/hotels/nowhere", as(admin.cookie))).status).toBe(404);
  });

  it("refuse bad input by the field with every typed value kept, and write nothing", async () => {
    const admin = await devStaff("admin");
    const before = await env.DB.prepare("SELECT count(*) AS n FROM trip_plan_accommodations").first<number>("n");
    const refused = await post("/staff/hotels/new", admin.cookie, hotel({ stars: "7", nameAr: "", distanceKm: "far" }));
    expect(refused.status).toBe(400);
    const html = await pageHtml(refused);
    expect(html).toContain("Choose 1 to 5 stars");
    expect(html).toContain("Enter the distance in kilometres, such as 0.8");
    expect(html).toContain('value="Abbassia Comfort Inn"');
    expect(html).toContain("far");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM trip_plan_accommodations").first<number>("n")).toBe(before);
    const member400 = await post("/staff/team/new", admin.cookie, member({ roleAr: "", languages: undefined }));
    expect(member400.status).toBe(400);
    const memberHtml = await pageHtml(member400);
    expect(memberHtml).toContain("Choose at least one language");
    expect(memberHtml).toContain('value="Aftercare Nurse"');
  });
});

describe("hotels on a facility's page", () => {
  it("show the shown hotels near it with their stars, the category the stars give and the distance, in both languages", async () => {
    const admin = await devStaff("admin");
    const versionBefore = await version("hotels");
    const comfort = await added(admin.cookie, "hotels", hotel(), true);
    const luxury = await added(admin.cookie, "hotels", hotel({ name: "Nile Crown Palace", nameAr: "قصر تاج النيل", stars: "5", distanceKm: "1.4" }), true);
    const hidden = await added(admin.cookie, "hotels", hotel({ name: "Hidden Lodge", nameAr: "نُزل مخفي", stars: "2" }), false);
    expect(await version("hotels")).toBeGreaterThan(versionBefore);
    expect(await audited("hotel_created", comfort)).toBe(1);
    expect(await audited("hotel_activated", comfort)).toBe(1);
    expect(await audited("hotel_created", hidden)).toBe(1);

    const english = mainOf(await pageHtml(await request(`/facilities/${FACILITY}`)));
    expect(english).toContain("Hotels nearby");
    expect(english).toContain("Abbassia Comfort Inn");
    expect(english).toMatch(/3 stars · Comfort/);
    expect(english).toContain("0.7 km from Cairo Heart Institute");
    expect(english).toMatch(/5 stars · Luxury/);
    expect(english).not.toContain("Hidden Lodge");
    expect(english.indexOf("Abbassia Comfort Inn")).toBeLessThan(english.indexOf("Nile Crown Palace"));

    const arabic = mainOf(await pageHtml(await request(`/ar/facilities/${FACILITY}`)));
    expect(arabic).toContain("فنادق قريبة");
    expect(arabic).toContain("فندق العباسية كومفورت");
    expect(arabic).toContain("مريح");
    expect(arabic).toContain("فاخر");
    expect(arabic).not.toContain("Abbassia Comfort Inn");
    expect(arabic).not.toContain("نُزل مخفي");

    // Changing the stars changes the category; hiding takes the hotel off the page.
    expect((await post(`/staff/hotels/${luxury}`, admin.cookie, hotel({ name: "Nile Crown Palace", nameAr: "قصر تاج النيل", stars: "4" }))).status).toBe(302);
    expect((await post(`/staff/hotels/${comfort}`, admin.cookie, { intent: "active", hotelId: comfort, active: "0" })).status).toBe(302);
    expect(await audited("hotel_deactivated", comfort)).toBe(1);
    const after = mainOf(await pageHtml(await request(`/facilities/${FACILITY}`)));
    expect(after).toMatch(/4 stars · Upscale/);
    expect(after).not.toContain("Abbassia Comfort Inn");
  });

  it("link each hotel to its own page", async () => {
    const english = mainOf(await pageHtml(await request("/facilities/nile-vision-eye-center")));
    expect(english).toContain('href="/hotels/dokki-nile-medical-hotel"');
    const arabic = mainOf(await pageHtml(await request("/ar/facilities/nile-vision-eye-center")));
    expect(arabic).toContain('href="/ar/hotels/dokki-nile-medical-hotel"');
  });
});

const photosOf = (id: string) =>
  env.DB.prepare("SELECT id, src, r2_key AS key FROM hotel_photos WHERE hotel_id = ? ORDER BY created_at").bind(id).all<{ id: string; src: string; key: string | null }>().then((r) => r.results);

describe("a hotel's gallery", () => {
  it("takes phone photos an admin adds and removes in the console, audited, each encoded by the site and served only while the hotel is shown", async () => {
    const admin = await devStaff("admin");
    const id = await added(admin.cookie, "hotels", hotel({ name: "Photo Hotel", nameAr: "فندق الصورة" }), true);
    const versionBefore = await version("hotels");
    for (const _ of [1, 2]) {
      const uploaded = await postPhoto(admin.cookie, `/staff/hotels/${id}/photos`);
      expect(uploaded.status).toBe(302);
      expect(uploaded.headers.get("Location")).toBe(`/staff/hotels/${id}`);
    }
    expect(await audited("hotel_updated", id)).toBe(2);
    expect(await version("hotels")).toBeGreaterThan(versionBefore);
    const [first, second] = await photosOf(id);
    for (const photo of [first!, second!]) {
      expect(photo.src).toBe(`/hotels/${id}/photos/${photo.id}`);
      const served = await request(photo.src);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/webp");
      expect((await served.arrayBuffer()).byteLength).toBeLessThanOrEqual(60 * 1024);
    }
    const console = await pageHtml(await request(`/staff/hotels/${id}`, as(admin.cookie)));
    expect(console).toContain("2 of at most 8 photos");
    expect(console).toContain(`href="/hotels/${id}"`);
    expect(await pageHtml(await request("/staff/hotels", as(admin.cookie)))).toMatch(/Photo Hotel<\/a><span[^>]*>[^<]*· 2 photos/);

    const english = mainOf(await pageHtml(await request(`/hotels/${id}`)));
    expect(english).toContain(`src="${first!.src}" alt="Photo Hotel, photo 1"`);
    expect(english).toContain(`src="${second!.src}" alt="Photo Hotel, photo 2"`);
    const arabic = mainOf(await pageHtml(await request(`/ar/hotels/${id}`)));
    expect(arabic).toContain(`src="${first!.src}" alt="فندق الصورة، الصورة 1"`);
    // The facility's page shows the first photo beside the hotel.
    expect(mainOf(await pageHtml(await request(`/facilities/${FACILITY}`)))).toContain(first!.src);

    const removed = await post(`/staff/hotels/${id}`, admin.cookie, { intent: "remove-photo", id: first!.id });
    expect(removed.status).toBe(302);
    expect(await audited("hotel_updated", id)).toBe(3);
    expect((await photosOf(id)).map((photo) => photo.id)).toEqual([second!.id]);
    expect(await env.SITE_PHOTOS.head(first!.key!)).toBeNull();
    expect((await request(first!.src)).status).toBe(404);
    const after = mainOf(await pageHtml(await request(`/hotels/${id}`)));
    expect(after).not.toContain(first!.src);
    expect(after).toContain(`src="${second!.src}" alt="Photo Hotel, photo 1"`);
    // Removing it again changes nothing.
    expect((await post(`/staff/hotels/${id}`, admin.cookie, { intent: "remove-photo", id: first!.id })).status).toBe(302);
    expect(await audited("hotel_updated", id)).toBe(3);

    expect((await post(`/staff/hotels/${id}`, admin.cookie, { intent: "active", hotelId: id, active: "0" })).status).toBe(302);
    expect((await request(second!.src)).status).toBe(404);
    // Its console page still shows it to an admin, from no cache.
    const preview = await request(second!.src, as(admin.cookie));
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    const coordinator = await devStaff("coordinator");
    expect((await request(second!.src, as(coordinator.cookie))).status).toBe(404);
  });

  it(`shows at most ${MAX_HOTEL_PHOTOS} photos: one more is refused and nothing is stored`, async () => {
    const admin = await devStaff("admin");
    const id = await added(admin.cookie, "hotels", hotel({ name: "Full Hotel", nameAr: "فندق ممتلئ" }), true);
    await env.DB.batch(
      Array.from({ length: MAX_HOTEL_PHOTOS }, (_, n) =>
        env.DB.prepare("INSERT INTO hotel_photos (id, hotel_id, src, width, height) VALUES (?, ?, ?, 800, 600)").bind(`full-${n}`, id, "/images/art/hotels/dokki-garden-hotel.svg"),
      ),
    );
    const stored = (await env.SITE_PHOTOS.list()).objects.length;
    const audited = () => env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE detail LIKE ?").bind(`${id}: photo%`).first<{ n: number }>();
    expect((await postPhoto(admin.cookie, `/staff/hotels/${id}/photos`)).status).toBe(302);
    expect((await photosOf(id)).length).toBe(MAX_HOTEL_PHOTOS);
    expect((await env.SITE_PHOTOS.list()).objects.length).toBe(stored);
    // The console's history does not claim a photo that was refused.
    expect((await audited())?.n).toBe(0);
  });
});

describe("migration 0049", () => {
  it("moves each hotel's one photo into its gallery: an upload's bytes under the gallery's address, a drawing under the sample data's id", async () => {
    // The migration as written, run on scratch copies of the two tables as they stood before it.
    const script = hotelPhotosMigration
      .replaceAll("`trip_plan_accommodations`", "`old_hotels`")
      .replaceAll("`hotel_photos`", "`moved_photos`")
      .replaceAll("hotel_photos_hotel_idx", "moved_photos_idx");
    await env.DB.batch([
      env.DB.prepare("CREATE TABLE old_hotels (id text PRIMARY KEY NOT NULL, name text NOT NULL, photo_src text, photo_key text)"),
      env.DB.prepare(
        "INSERT INTO old_hotels VALUES ('up', 'Up', '/hotels/up/photo?v=abcdefgh', 'hotels/up/1234-abcdefgh'), ('drawn', 'Drawn', '/images/art/hotels/drawn.svg', NULL), ('bare', 'Bare', NULL, NULL)",
      ),
    ]);
    try {
      await env.DB.batch(splitSqlStatements(script).map((statement) => env.DB.prepare(statement)));
      const { results } = await env.DB.prepare("SELECT hotel_id, id, src, r2_key, width, height FROM moved_photos ORDER BY hotel_id").all();
      const upload = results.find((row) => row.hotel_id === "up");
      expect(results).toEqual([
        { hotel_id: "drawn", id: "photo-drawn", src: "/images/art/hotels/drawn.svg", r2_key: null, width: 800, height: 600 },
        { hotel_id: "up", id: upload?.id, src: `/hotels/up/photos/${upload?.id}`, r2_key: "hotels/up/1234-abcdefgh", width: null, height: null },
      ]);
      expect(upload?.id).toMatch(/^[0-9a-f]{32}$/);
      const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('old_hotels')").all<{ name: string }>();
      expect(columns.results.map((column) => column.name)).toEqual(["id", "name"]);
    } finally {
      await env.DB.batch([env.DB.prepare("DROP TABLE IF EXISTS moved_photos"), env.DB.prepare("DROP TABLE IF EXISTS old_hotels")]);
    }
  });
});

describe("a hotel's page", () => {
  it("shows its name, category from the stars, price of a night, photos and the facility it is near, in English and Arabic", async () => {
    const response = await request("/hotels/dokki-nile-medical-hotel");
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    const english = mainOf(html);
    expect(english).toMatch(/<h1[^>]*>Dokki Nile Medical Hotel<\/h1>/);
    expect(english).toContain("5 stars · Luxury");
    expect(english).toContain(`${formatMoney("en", 260, "USD", { inText: true })} a night`);
    expect(english).toMatch(/<a [^>]*href="\/facilities\/nile-vision-eye-center"[^>]*>0.8 km from Nile Vision Eye Center<\/a>/);
    expect(english).toContain('src="/images/art/hotels/dokki-nile-medical-hotel.svg" alt="Dokki Nile Medical Hotel, photo 1"');
    expect(html).toContain("<title>Dokki Nile Medical Hotel: Luxury hotel | NileCare</title>");
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/images\/generated\/share\/hotels-dokki-nile-medical-hotel\.jpg"/);

    const arabicHtml = await pageHtml(await request("/ar/hotels/dokki-nile-medical-hotel"));
    const arabic = mainOf(arabicHtml);
    expect(arabic).toMatch(/<h1[^>]*>فندق الدقي نايل الطبي<\/h1>/);
    expect(arabic).toContain("فاخر");
    expect(arabic).toContain(formatMoney("ar", 260, "USD", { inText: true }));
    expect(arabic).toContain('href="/ar/facilities/nile-vision-eye-center"');
    expect(arabic).not.toContain("Dokki Nile Medical Hotel");
    expect(arabicHtml).toMatch(/<link rel="canonical" href="[^"]*\/ar\/hotels\/dokki-nile-medical-hotel"/);
  });

  it("is not found for an unknown hotel or one hidden from the site, in either language", async () => {
    const admin = await devStaff("admin");
    const retired = await added(admin.cookie, "hotels", hotel({ name: "Retired Hotel", nameAr: "فندق متقاعد" }), true);
    expect((await request(`/hotels/${retired}`)).status).toBe(200);
    expect((await post(`/staff/hotels/${retired}`, admin.cookie, { intent: "active", hotelId: retired, active: "0" })).status).toBe(302);
    for (const path of [`/hotels/${retired}`, `/ar/hotels/${retired}`, "/hotels/no-such-hotel", "/ar/hotels/no-such-hotel"]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(await pageHtml(response), path).toContain('<meta name="robots" content="noindex"');
    }
    expect(await pageHtml(await request(`/hotels/${retired}`))).toContain("Hotel not found");
  });
});

describe("the team on About", () => {
  it("comes from the console: shown members with their photo or initial, in both languages; a hidden one is not shown", async () => {
    const admin = await devStaff("admin");
    const versionBefore = await version("team");
    const id = await added(admin.cookie, "team", member(), true);
    expect(await audited("team_member_created", id)).toBe(1);
    expect(await audited("team_member_activated", id)).toBe(1);
    const english = mainOf(await pageHtml(await request("/about")));
    expect(english).toContain("Salma Adel");
    expect(english).toContain("Aftercare Nurse");
    expect(english).toContain("Speaks English and Arabic");
    expect(english).toContain("/images/art/team/omar-farouk.svg");
    const arabic = mainOf(await pageHtml(await request("/ar/about")));
    expect(arabic).toContain("سلمى عادل");
    expect(arabic).toContain("ممرضة الرعاية اللاحقة");
    expect(arabic).not.toContain("Salma Adel");

    expect((await postPhoto(admin.cookie, `/staff/team/${id}/photo`)).status).toBe(302);
    expect(await audited("team_member_updated", id)).toBe(1);
    const src = await env.DB.prepare("SELECT photo_src FROM team_members WHERE id = ?").bind(id).first<string>("photo_src");
    expect(mainOf(await pageHtml(await request("/about")))).toContain(src!.replaceAll("&", "&amp;"));
    expect((await request(src!)).headers.get("Content-Type")).toBe("image/webp");

    expect((await post(`/staff/team/${id}`, admin.cookie, { intent: "active", memberId: id, active: "0" })).status).toBe(302);
    expect(await audited("team_member_deactivated", id)).toBe(1);
    expect(await version("team")).toBeGreaterThan(versionBefore);
    expect(mainOf(await pageHtml(await request("/about")))).not.toContain("Salma Adel");
    expect((await request(src!)).status).toBe(404);
    // While hidden, the photo shows only on the admins' console page, and no cache keeps it.
    expect((await request(src!, as((await devStaff("coordinator")).cookie))).status).toBe(404);
    const preview = await request(src!, as(admin.cookie));
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
