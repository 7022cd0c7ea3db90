import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { treatmentNameIn } from "~content/treatments/list";
import { portraitHeader } from "~/doctors/portrait-headers";
import { createSignedInUser } from "./auth-helpers";
import { cookiesFrom, ORIGIN, request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { jpegOf, photoPixels } from "./image-fixtures";
import { devStaff } from "./staff-helpers";

const as = (cookie: string) => ({ headers: { Cookie: cookie } });

function postPhoto(cookie: string, id: string, file = new Blob([jpegOf(photoPixels(1600, 1200, (x) => (x < 800 ? [30, 120, 200] : [240, 240, 240])), 90)], { type: "image/jpeg" }), name = "IMG_0042.jpg") {
  const body = new FormData();
  body.append("portrait", file, name);
  return request(`/staff/catalogue/specialties/${id}`, { method: "POST", body, headers: { Cookie: cookie, Origin: ORIGIN } });
}

async function followed(response: Response, cookie: string) {
  return pageHtml(await request(response.headers.get("Location")!, as(cookiesFrom(response, cookie))));
}

const photoOf = (id: string) =>
  env.DB.prepare("SELECT photo_src AS src, photo_key AS key FROM catalogue_specialties WHERE id = ?").bind(id).first<{ src: string | null; key: string | null }>();
const photoAudits = (id: string) =>
  env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'specialty_updated' AND detail LIKE ?").bind(`${id}: photo%`).first<number>("n");
const catalogueVersion = () => env.DB.prepare("SELECT version FROM data_versions WHERE name = 'catalogue'").first<number>("version").then((v) => v ?? 0);
const storedPhotos = async () => (await env.SITE_PHOTOS.list({ prefix: "catalogue/" })).objects.length;
const escaped = (src: string) => src.replaceAll("&", "&amp;");

describe("a specialty's photo", () => {
  it("is uploaded only by an admin: visitors, patients and coordinators get 404 and nothing changes", async () => {
    const patient = await createSignedInUser();
    const coordinator = await devStaff("coordinator");
    const before = await storedPhotos();
    for (const [who, cookie] of [["anonymous", ""], ["patient", patient.cookie], ["coordinator", coordinator.cookie]] as const) {
      expect((await postPhoto(cookie, "cardiac-surgery")).status, who).toBe(404);
    }
    expect(await photoOf("cardiac-surgery")).toEqual({ src: null, key: null });
    expect(await photoAudits("cardiac-surgery")).toBe(0);
    expect(await storedPhotos()).toBe(before);
    expect((await postPhoto((await devStaff("admin")).cookie, "not-a-specialty")).status).toBe(404);
  });

  it("refuses a file that is not a photo with a message, storing nothing", async () => {
    const admin = await devStaff("admin");
    const before = await storedPhotos();
    const document = new Blob([new TextEncoder().encode("%PDF-1.4 a price list")], { type: "application/pdf" });
    const response = await postPhoto(admin.cookie, "eye-surgery", document, "prices.pdf");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/staff/catalogue/specialties/eye-surgery");
    expect(await followed(response, admin.cookie)).toContain("That file is not a JPEG, PNG or WebP photo.");
    expect((await photoOf("eye-surgery"))?.src ?? null).toBeNull();
    expect(await photoAudits("eye-surgery")).toBe(0);
    expect(await storedPhotos()).toBe(before);
  });

  it("taken on a phone, is encoded by the site, audited, and replaces the drawing on the cards, the specialty page and its share image in both languages", async () => {
    const admin = await devStaff("admin");
    const version = await catalogueVersion();
    const response = await postPhoto(admin.cookie, "dental-care");
    expect(response.status).toBe(302);
    expect(await followed(response, admin.cookie)).toMatch(/Photo saved \(\d+ KB\); the site shows it now\./);
    const { src, key } = (await photoOf("dental-care"))!;
    expect(src).toMatch(/^\/treatments\/dental-care\/photo\?v=/);
    expect(await photoAudits("dental-care")).toBe(1);
    expect(await catalogueVersion()).toBeGreaterThan(version);

    const object = await env.SITE_PHOTOS.get(key!);
    const bytes = new Uint8Array(await object!.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(60 * 1024);
    expect(portraitHeader(bytes)).toMatchObject({ type: "image/webp", width: 480, height: 360 });
    const served = await request(src!);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");

    // The console shows the photo it now has.
    expect(mainOf(await pageHtml(await request("/staff/catalogue/specialties/dental-care", as(admin.cookie))))).toContain(`src="${escaped(src!)}"`);

    for (const [prefix, locale] of [["", "en"], ["/ar", "ar"]] as const) {
      const name = treatmentNameIn("dental-care", locale);
      const drawn = `<img src="${escaped(src!)}" alt="${name}" width="480" height="270"`;
      expect(mainOf(await pageHtml(await request(`${prefix}/treatments`))), `${prefix}/treatments`).toContain(drawn);
      expect(mainOf(await pageHtml(await request(`${prefix}/`))), `${prefix}/`).toContain(drawn);
      const page = await pageHtml(await request(`${prefix}/treatments/dental-care`));
      expect(mainOf(page), `${prefix}/treatments/dental-care`).toContain(drawn);
      expect(page).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${escaped(src!).replace(/[?.]/g, "\\$&")}"`));
      expect(page).toContain(`<meta property="og:image:alt" content="${name}"`);
    }
    // A specialty without an upload keeps its drawing, on its card and as its share image.
    expect(mainOf(await pageHtml(await request("/treatments")))).toContain('src="/images/art/treatments/eye-surgery.svg"');
    expect(await pageHtml(await request("/treatments/eye-surgery"))).toMatch(/<meta property="og:image" content="[^"]*\/images\/generated\/share\/treatments-eye-surgery\.jpg"/);
  });

  it("replaced, takes a new address and the old bytes are gone", async () => {
    const admin = await devStaff("admin");
    expect((await postPhoto(admin.cookie, "cosmetic-surgery")).status).toBe(302);
    const first = (await photoOf("cosmetic-surgery"))!;
    expect((await postPhoto(admin.cookie, "cosmetic-surgery")).status).toBe(302);
    const second = (await photoOf("cosmetic-surgery"))!;
    expect(second.src).not.toBe(first.src);
    expect(await env.SITE_PHOTOS.get(first.key!)).toBeNull();
    expect(mainOf(await pageHtml(await request("/treatments")))).toContain(escaped(second.src!));
  });

  it("of a specialty the site offers nothing in shows only to admins, and no cache keeps it", async () => {
    const admin = await devStaff("admin");
    const procedures = await env.DB.prepare("SELECT id FROM catalogue_procedures WHERE specialty_id = 'general-surgery' AND is_active = 1").all<{ id: string }>();
    await env.DB.prepare("UPDATE catalogue_procedures SET is_active = 0 WHERE specialty_id = 'general-surgery'").run();
    try {
      expect((await postPhoto(admin.cookie, "general-surgery")).status).toBe(302);
      const { src } = (await photoOf("general-surgery"))!;
      expect((await request(src!)).status).toBe(404);
      expect((await request(src!, as((await devStaff("coordinator")).cookie))).status).toBe(404);
      const preview = await request(src!, as(admin.cookie));
      expect(preview.status).toBe(200);
      expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    } finally {
      for (const { id } of procedures.results) await env.DB.prepare("UPDATE catalogue_procedures SET is_active = 1 WHERE id = ?").bind(id).run();
    }
  });
});
