import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PLAIN_POST_FIELD } from "~/forms/plain-post";
import { hotelCategory } from "~/hotels/hotel-category";
import { createSignedInUser } from "./auth-helpers";
import { ORIGIN, request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { jpegOf, photoPixels } from "./image-fixtures";
import { applySeed } from "./seed-helper";
import { devStaff } from "./staff-helpers";

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
      expect((await postPhoto(cookie, "/staff/hotels/heliopolis-medical-suites/photo")).status, who).toBe(404);
      expect((await postPhoto(cookie, "/staff/team/omar-farouk/photo")).status, who).toBe(404);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM team_members WHERE name = 'Intruder'").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM trip_plan_accommodations WHERE name = 'Intruder Hotel'").first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT is_active FROM team_members WHERE id = 'omar-farouk'").first("is_active")).toBe(1);
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

  it("take a phone photo, encoded by the site, served only while the hotel is shown", async () => {
    const admin = await devStaff("admin");
    const id = await added(admin.cookie, "hotels", hotel({ name: "Photo Hotel", nameAr: "فندق الصورة" }), true);
    const uploaded = await postPhoto(admin.cookie, `/staff/hotels/${id}/photo`);
    expect(uploaded.status).toBe(302);
    const src = await env.DB.prepare("SELECT photo_src FROM trip_plan_accommodations WHERE id = ?").bind(id).first<string>("photo_src");
    expect(src).toMatch(new RegExp(`^/hotels/${id}/photo\\?v=`));
    const photo = await request(src!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("Content-Type")).toBe("image/webp");
    expect((await photo.arrayBuffer()).byteLength).toBeLessThanOrEqual(60 * 1024);
    expect(mainOf(await pageHtml(await request(`/facilities/${FACILITY}`)))).toContain(src!.replaceAll("&", "&amp;"));
    expect((await post(`/staff/hotels/${id}`, admin.cookie, { intent: "active", hotelId: id, active: "0" })).status).toBe(302);
    expect((await request(src!)).status).toBe(404);
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
  });
});
