import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "~/intake/documents";
import { treatmentTypeFromQuery } from "~/domain/intake-fields";
import { requestedOf } from "~/cases/quotes/patient-quotes.server";
import { createSignedInUser, sessionCookie } from "./auth-helpers";
import { cookiesFrom, ORIGIN, postForm, request } from "./helpers";

const PDF = new TextEncoder().encode("%PDF-1.7\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const EXECUTABLE = new TextEncoder().encode("MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode");

/** A file of exactly `size` bytes starting with the given signature. */
function fileBytes(signature: Uint8Array, size: number) {
  const bytes = new Uint8Array(size);
  bytes.set(signature.subarray(0, size));
  for (let i = signature.length; i < size; i++) bytes[i] = i % 251;
  return bytes;
}

/** The JavaScript uploader's request: one file as the raw body. */
function rawUpload(
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  { kind = "medicalRecords", cookie = "", intake = "" } = {},
) {
  const params = new URLSearchParams({ kind, name });
  if (intake) params.set("intake", intake);
  return request(`/intake/upload?${params}`, {
    method: "POST",
    body: bytes,
    headers: {
      Origin: ORIGIN,
      Cookie: cookie,
      "Content-Type": "application/octet-stream",
      "Content-Length": String(bytes.length),
    },
  });
}

/** A form post with files, as a browser without JavaScript sends the documents step. */
function multipartPost(path: string, entries: [string, string | File][], cookie = "") {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return request(path, {
    method: "POST",
    body: form,
    headers: { Origin: ORIGIN, Cookie: cookie, "Sec-Fetch-Mode": "navigate" },
  });
}

/** The documents step's form as the draft's holder sees it. */
async function draftDocuments(cookie: string) {
  const html = await (await request("/start-journey?step=4", { headers: { Cookie: cookie } })).text();
  return html.slice(html.indexOf("<form noValidate"), html.indexOf("</form>", html.indexOf("<form noValidate")));
}

/** Storage is shared by the tests of this file: each test looks at the files it added. */
async function bucketKeys() {
  const listed = await env.INTAKE_DOCUMENTS.list({ prefix: "intake-documents/" });
  return listed.objects.map((o) => o.key);
}

async function newBucketKeys(before: string[]) {
  return (await bucketKeys()).filter((key) => !before.includes(key));
}

async function toastsOn(path: string, cookie: string) {
  const html = await (await request(path, { headers: { Cookie: cookie } })).text();
  const region = html.slice(html.indexOf('aria-label="Notifications"'));
  return region.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

describe("treatment prefill", () => {
  it("preselects the catalogue's specialty the intake offers, else Other", () => {
    for (const id of ["cardiac-surgery", "eye-surgery", "dental-care", "cosmetic-surgery", "orthopedic-surgery"]) {
      expect(treatmentTypeFromQuery(id)).toBe(id);
    }
    expect(treatmentTypeFromQuery("general-surgery")).toBe("other");
    expect(treatmentTypeFromQuery("neurosurgery")).toBe("other");
    expect(treatmentTypeFromQuery("constructor")).toBe("other");
  });

  it("opens the first step with the treatment chosen", async () => {
    const html = await (await request("/start-journey?treatment=dental-care")).text();
    expect(html).toContain("Step 1 of 6");
    expect(html).toContain("17% complete");
    expect(html).toMatch(/<option value="dental-care" selected="">Dental Care: not sure which procedure yet<\/option>/);
    // A specialty the catalogue offers beyond the intake's own list is chosen too; one it does not offer is Other.
    const general = await (await request("/start-journey?treatment=general-surgery")).text();
    expect(general).toMatch(/<option value="general-surgery" selected="">General Surgery: not sure which procedure yet<\/option>/);
    const neurosurgery = await (await request("/start-journey?treatment=neurosurgery")).text();
    expect(neurosurgery).toMatch(/<option value="other" selected="">Other<\/option>/);
  });
});

describe("the wizard without JavaScript", () => {
  // The shown hotels' cheapest and dearest night, $100 and $300, are what a night of the estimate costs
  // (hotel-prices.test.ts follows an edit of them).
  beforeAll(async () => {
    await env.DB.prepare(
      `INSERT INTO trip_plan_accommodations (id, name, type, star_rating, price_per_night, distance_to_hospital_km, amenities, special_medical_features)
       VALUES ('intake-inn', 'Intake Inn', 'hotel', 3, 100, 1, '[]', '[]'), ('intake-palace', 'Intake Palace', 'hotel', 5, 300, 1, '[]', '[]')`,
    ).run();
  });

  it("keeps every step in a server-side draft and moves with Next and Previous without checks", async () => {
    const first = await postForm("/start-journey", {
      step: "1",
      intent: "next",
      firstName: "Amina",
      lastName: "Okafor",
      email: "",
      country: "gb",
      treatmentType: "eye-surgery",
      timeline: "not-a-timeline",
    });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/start-journey?step=2");
    const cookie = cookiesFrom(first);
    expect(cookie).toMatch(/nilecare-intake=/);

    const second = await postForm(
      "/start-journey",
      { step: "2", intent: "previous", allergies: "Penicillin" },
      { headers: { Cookie: cookie } },
    );
    expect(second.headers.get("Location")).toBe("/start-journey?step=1");

    const stepOne = await (await request("/start-journey?step=1", { headers: { Cookie: cookie } })).text();
    expect(stepOne).toContain('value="Amina"');
    expect(stepOne).toMatch(/<option value="gb" selected="">United Kingdom<\/option>/);
    // A value outside the list is not kept.
    expect(stepOne).not.toMatch(/<option value="[^"]+" selected="">[^<]+<\/option><\/select>[\s\S]*Preferred Timeline/);
    const stepTwo = await (await request("/start-journey?step=2", { headers: { Cookie: cookie } })).text();
    expect(stepTwo).toContain("Penicillin");
    // Without a step in the address the visitor continues where they were.
    const resumed = await (await request("/start-journey", { headers: { Cookie: cookie } })).text();
    expect(resumed).toContain("Step 1 of 6");
  });

  it("shows Previous disabled on the first step and Complete Registration on the last", async () => {
    const first = await (await request("/start-journey")).text();
    expect(first).toMatch(/<button type="submit" value="previous"[^>]*disabled=""/);
    const last = await (await request("/start-journey?step=6")).text();
    expect(last).toContain("Complete Registration");
    expect(last).toContain("100% complete");
    const consent = last.match(/<input[^>]*name="healthDataConsent"[^>]*>/)?.[0];
    expect(consent).toMatch(/type="checkbox"/);
    expect(consent).not.toMatch(/checked/);
    // No treatment chosen: the spec's typical figures, with the percentages computed from them
    // (14,400 of 25,000 is 58%; 19,700 of 40,000 is 49%, not the spec's 68%).
    const estimate = await (await request("/start-journey?step=5")).text();
    for (const text of ["$8,000 - $15,000", "$10,600 - $20,300", "$25,000 - $40,000", "$14,400 - $19,700", "49%-58%"]) {
      expect(estimate).toContain(text);
    }
    expect(estimate).not.toContain("68%");
  });

  it("estimates from the chosen treatment's own procedure and typical stay; an outpatient procedure has no hospital nights", async () => {
    // Prices sit in left-to-right isolates (<bdi dir="ltr">), read here without them.
    const page = async (treatment: string) =>
      (await (await request(`/start-journey?step=5&treatment=${treatment}`)).text()).replace(/<\/?bdi[^>]*>|<!-- -->/g, "");
    // LASIK: $1,700 - $2,000, 3-5 nights in a hotel ($100-$300, the shown hotels' nights), transfers $200-$400, one week of concierge ($250-$400).
    const lasik = await page("eye-surgery");
    expect(lasik).toContain("LASIK Laser Eye Surgery procedure");
    expect(lasik).toContain("$1,700 - $2,000");
    expect(lasik).not.toContain("Hospital stay");
    expect(lasik).toContain("Accommodation (3-5 nights)");
    expect(lasik).toContain("$2,450 - $4,300");
    // The same procedure at home: Germany €3,800 = $4,104 to the United States $5,200; saved $4,104 - $1,700 and
    // $5,200 - $2,000, 59% and 62%.
    expect(lasik).toMatch(/home country<span[^>]*>\$4,104 - \$5,200<\/span>/);
    expect(lasik).toMatch(/on the treatment<span[^>]*>\$2,404 - \$3,200<\/span>\(59%-62%/);
    expect(lasik).not.toContain("$8,000 - $15,000");
    // Hip replacement: 3-5 hospital nights at $400, 11-16 hotel nights, two or three weeks of concierge.
    const hip = await page("orthopedic-surgery");
    expect(hip).toContain("Hip Replacement procedure");
    expect(hip).toContain("Hospital stay (3-5 nights)");
    expect(hip).toContain("$1,200 - $2,000");
    expect(hip).toContain("Accommodation (11-16 nights)");
    expect(hip).toContain("$12,000 - $19,400");
    expect(hip).toMatch(/on the treatment<span[^>]*>\$8,280 - \$34,000<\/span>\(48%-76%/);
  }, 120_000);
});

describe("document checks", () => {
  it("refuses a .pdf name with PNG content and an executable named .pdf, keeping nothing", async () => {
    const before = await bucketKeys();
    for (const bytes of [PNG, EXECUTABLE]) {
      const response = await rawUpload(fileBytes(bytes, 2048), "scan.pdf");
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        ok: false,
        toast: {
          title: "Invalid file type",
          description: "scan.pdf is not supported. Please upload PDF, JPG, or PNG files.",
          variant: "destructive",
        },
      });
    }
    expect(await newBucketKeys(before)).toEqual([]);
  });

  it("accepts real PDF, JPEG and PNG files whatever type the browser declared", async () => {
    const pdf = await rawUpload(fileBytes(PDF, 500), "report.PDF");
    expect(pdf.status).toBe(201);
    const cookie = cookiesFrom(pdf);
    expect((await rawUpload(fileBytes(JPEG, 500), "xray.jpeg", { cookie })).status).toBe(201);
    expect((await rawUpload(fileBytes(PNG, 500), "scan.png", { cookie })).status).toBe(201);
    const html = await draftDocuments(cookie);
    for (const name of ["report.PDF", "xray.jpeg", "scan.png"]) expect(html).toContain(name);
  });

  it("accepts exactly 10 MB and refuses one byte more, on both upload paths", async () => {
    expect(MAX_FILE_BYTES).toBe(10 * 1024 * 1024);
    const exact = await rawUpload(fileBytes(PDF, MAX_FILE_BYTES), "exact.pdf");
    expect(exact.status).toBe(201);
    const cookie = cookiesFrom(exact);
    const over = await rawUpload(fileBytes(PDF, MAX_FILE_BYTES + 1), "over.pdf", { cookie });
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({
      toast: { title: "File too large", description: "over.pdf is over 10MB. Please compress the file." },
    });

    const form = await multipartPost(
      "/start-journey",
      [
        ["step", "4"],
        ["medicalRecords", new File([fileBytes(PDF, MAX_FILE_BYTES)], "exact-form.pdf")],
        ["medicalRecords", new File([fileBytes(PDF, MAX_FILE_BYTES + 1)], "over-form.pdf")],
        ["intent", "upload"],
      ],
      cookie,
    );
    expect(form.status).toBe(302);
    const after = cookiesFrom(form, cookie);
    const toasts = await toastsOn("/start-journey?step=4", after);
    expect(toasts).toContain("File too large");
    expect(toasts).toContain("over-form.pdf is over 10MB. Please compress the file.");
    expect(toasts).toContain("File uploaded successfully");
    expect(toasts).toContain("1 file(s) uploaded");

    const html = await draftDocuments(after);
    expect(html).toContain("exact.pdf");
    expect(html).toContain("exact-form.pdf");
    expect(html).not.toContain("over.pdf");
    expect(html).not.toContain("over-form.pdf");
    const sizes = (await env.INTAKE_DOCUMENTS.list({ prefix: "intake-documents/" })).objects.map((o) => o.size);
    // Only this test stores files this large.
    expect(sizes.filter((s) => s === MAX_FILE_BYTES)).toHaveLength(2);
    expect(sizes.every((s) => s <= MAX_FILE_BYTES)).toBe(true);
  });

  it("refuses an empty file", async () => {
    const raw = await rawUpload(new Uint8Array(0), "empty.pdf");
    expect(raw.status).toBe(422);
    expect(await raw.json()).toMatchObject({ toast: { title: "Invalid file type" } });

    const form = await multipartPost("/start-journey", [
      ["step", "4"],
      ["passport", new File([], "empty-passport.pdf")],
      ["intent", "upload"],
    ]);
    const cookie = cookiesFrom(form);
    const toasts = await toastsOn("/start-journey?step=4", cookie);
    expect(toasts).toContain("empty-passport.pdf is not supported. Please upload PDF, JPG, or PNG files.");
    expect(await draftDocuments(cookie)).toContain("Not uploaded yet");
  });

  it("stores the valid files of a form post and refuses each invalid one on its own", async () => {
    const response = await multipartPost("/start-journey", [
      ["step", "4"],
      ["passport", new File([fileBytes(JPEG, 3000)], "passport.jpg")],
      ["medicalRecords", new File([fileBytes(EXECUTABLE, 3000)], "virus.pdf")],
      ["medicalRecords", new File([fileBytes(PDF, 3000)], "blood-test.pdf")],
      ["insurance", new File([], "")],
      ["intent", "next"],
    ]);
    expect(response.headers.get("Location")).toBe("/start-journey?step=5");
    const cookie = cookiesFrom(response);
    const toasts = await toastsOn("/start-journey?step=5", cookie);
    expect(toasts).toContain("virus.pdf is not supported. Please upload PDF, JPG, or PNG files.");
    expect(toasts).toContain("2 file(s) uploaded");
    const html = await draftDocuments(cookie);
    expect(html).toContain("passport.jpg");
    expect(html).toContain("blood-test.pdf");
    expect(html).toContain("✓ Passport uploaded");
    expect(html).toContain("✓ Medical Records uploaded");
  });

  it("keeps one passport: a new one replaces the old file", async () => {
    const before = await bucketKeys();
    const first = await rawUpload(fileBytes(PDF, 100), "old-passport.pdf", { kind: "passport" });
    const cookie = cookiesFrom(first);
    await rawUpload(fileBytes(PDF, 100), "new-passport.pdf", { kind: "passport", cookie });
    const html = await draftDocuments(cookie);
    expect(html).toContain("new-passport.pdf");
    expect(html).not.toContain("old-passport.pdf");
    expect(await newBucketKeys(before)).toHaveLength(1);
  });

  it("bounds the number of medical records per draft", async () => {
    const before = await bucketKeys();
    let cookie = "";
    for (let i = 1; i <= 10; i++) {
      const response = await rawUpload(fileBytes(PDF, 64), `record-${i}.pdf`, { cookie });
      expect(response.status).toBe(201);
      cookie = cookiesFrom(response, cookie);
    }
    const eleventh = await rawUpload(fileBytes(PDF, 64), "record-11.pdf", { cookie });
    expect(eleventh.status).toBe(422);
    expect(await eleventh.json()).toMatchObject({ toast: { title: "Too many files" } });
    const html = await draftDocuments(cookie);
    expect(html).toContain("record-10.pdf");
    expect(html).not.toContain("record-11.pdf");
    expect(await newBucketKeys(before)).toHaveLength(10);
  });

  it("clears the medical records flag only when the last one is removed", async () => {
    const before = await bucketKeys();
    const one = await rawUpload(fileBytes(PDF, 64), "a.pdf");
    const cookie = cookiesFrom(one);
    const two = await rawUpload(fileBytes(PDF, 64), "b.pdf", { cookie });
    const [idA, idB] = [
      ((await one.json()) as { document: { id: string } }).document.id,
      ((await two.json()) as { document: { id: string } }).document.id,
    ];

    await postForm("/start-journey", { step: "4", removeDocument: idA }, { headers: { Cookie: cookie } });
    let html = await draftDocuments(cookie);
    expect(html).not.toContain("a.pdf");
    expect(html).toContain("✓ Medical Records uploaded");

    const removed = await postForm(
      "/start-journey",
      { step: "4", removeDocument: idB },
      { headers: { Cookie: cookie } },
    );
    expect(removed.headers.get("Location")).toBe("/start-journey?step=4");
    html = await draftDocuments(cookie);
    expect(html).not.toContain("✓ Medical Records uploaded");
    expect(await newBucketKeys(before)).toEqual([]);
  });

  it("keeps nothing of an upload that ends before the announced length (the client went away)", async () => {
    const before = await bucketKeys();
    // workerd logs "Network connection lost" for this request's body: that is the point of the test.
    const response = await request(`/intake/upload?kind=passport&name=p.pdf`, {
      method: "POST",
      body: fileBytes(PDF, 2000),
      headers: { Origin: ORIGIN, "Content-Length": "3000" },
    });
    expect(response.ok).toBe(false);
    expect(await newBucketKeys(before)).toEqual([]);
  });
});

describe("completing the registration", () => {
  it("asks a visitor who is not signed in to sign in, keeps the draft and continues there", async () => {
    const started = await postForm("/start-journey", {
      step: "1",
      intent: "next",
      firstName: "Lena",
      treatmentType: "dental-care",
    });
    let cookie = cookiesFrom(started);
    cookie = cookiesFrom(await rawUpload(fileBytes(PDF, 300), "passport.pdf", { kind: "passport", cookie }), cookie);

    const anonymous = await postForm(
      "/start-journey",
      { step: "6", intent: "complete", healthDataConsent: "yes" },
      { headers: { Cookie: cookie } },
    );
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/auth?redirectTo=%2Fstart-journey%3Fstep%3D6");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM intakes").first("n")).toBe(0);

    const user = await createSignedInUser();
    const signedIn = `${cookie}; ${user.cookie}`;
    const back = await (await request("/start-journey?step=6", { headers: { Cookie: signedIn } })).text();
    expect(back).not.toContain("Sign in or create an account to complete your registration");
    const stepOne = await (await request("/start-journey?step=1", { headers: { Cookie: signedIn } })).text();
    expect(stepOne).toContain('value="Lena"');

    const done = await postForm(
      "/start-journey",
      { step: "6", intent: "complete", healthDataConsent: "yes" },
      { headers: { Cookie: signedIn } },
    );
    expect(done.headers.get("Location")).toBe("/dashboard");
    const intake = await env.DB.prepare("SELECT * FROM intakes WHERE user_id = ?")
      .bind(user.userId)
      .first<Record<string, unknown>>();
    expect(intake).toMatchObject({ first_name: "Lena", treatment_type: "dental-care", status: "submitted" });
    const documents = await env.DB.prepare(
      "SELECT draft_id, intake_id, file_name FROM intake_documents WHERE intake_id = ?",
    )
      .bind(intake!.id)
      .all();
    expect(documents.results).toEqual([{ draft_id: null, intake_id: intake!.id, file_name: "passport.pdf" }]);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM intake_drafts WHERE user_id = ?").bind(user.userId).first("n"),
    ).toBe(0);
  });

  it("requires an explicit consent to process health data and records it with its time", async () => {
    const user = await createSignedInUser();
    const started = await postForm(
      "/start-journey",
      { step: "3", intent: "next", languagePreference: "arabic" },
      { headers: { Cookie: user.cookie } },
    );
    const cookie = cookiesFrom(started, user.cookie);

    const refused = await postForm(
      "/start-journey",
      { step: "6", intent: "complete" },
      { headers: { Cookie: cookie } },
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Please tick the box to consent to the processing of your health data.");
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM intakes WHERE user_id = ?").bind(user.userId).first("n"),
    ).toBe(0);

    const before = Date.now();
    const accepted = await postForm(
      "/start-journey",
      { step: "6", intent: "complete", healthDataConsent: "yes" },
      { headers: { Cookie: cookie } },
    );
    expect(accepted.headers.get("Location")).toBe("/dashboard");
    expect(accepted.headers.getSetCookie().some((c) => /^nilecare-intake=;.*Max-Age=0/i.test(c))).toBe(true);
    const row = await env.DB.prepare(
      "SELECT language_preference, health_data_consent_at AS at, health_data_consent_text AS text FROM intakes WHERE user_id = ?",
    )
      .bind(user.userId)
      .first<{ language_preference: string; at: number; text: string }>();
    expect(row?.language_preference).toBe("arabic");
    expect(row!.at).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.at).toBeLessThanOrEqual(Date.now());
    expect(row!.text).toMatch(/^I consent to NileCare processing my health information/);
  });

  it("stores one intake when Complete Registration is pressed twice", async () => {
    const user = await createSignedInUser();
    const started = await postForm(
      "/start-journey",
      { step: "1", intent: "next", firstName: "Twice" },
      { headers: { Cookie: user.cookie } },
    );
    const cookie = cookiesFrom(started, user.cookie);
    const complete = () =>
      postForm(
        "/start-journey",
        { step: "6", intent: "complete", healthDataConsent: "yes" },
        { headers: { Cookie: cookie } },
      );
    // A double click without JavaScript: both posts carry the same draft cookie.
    const [first, second] = [await complete(), await complete()];
    expect(first.headers.get("Location")).toBe("/dashboard");
    expect(second.headers.get("Location")).toBe("/dashboard");
    const rows = await env.DB.prepare("SELECT first_name FROM intakes WHERE user_id = ?").bind(user.userId).all();
    expect(rows.results).toEqual([{ first_name: "Twice" }]);
  });

  it("points out an e-mail address or age that cannot be stored instead of completing", async () => {
    const user = await createSignedInUser();
    const started = await postForm(
      "/start-journey",
      { step: "1", intent: "next", email: "not-an-email", age: "300" },
      { headers: { Cookie: user.cookie } },
    );
    expect(started.headers.get("Location")).toBe("/start-journey?step=2");
    const cookie = cookiesFrom(started, user.cookie);
    const refused = await postForm(
      "/start-journey",
      { step: "6", intent: "complete", healthDataConsent: "yes" },
      { headers: { Cookie: cookie } },
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Enter a valid email address, like name@example.com.");
    expect(html).toContain("Enter your age in years, a number from 1 to 120.");
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM intakes WHERE user_id = ?").bind(user.userId).first("n"),
    ).toBe(0);
  });

  it("does not show a signed-in user's draft to the next visitor of the same browser", async () => {
    const user = await createSignedInUser();
    const started = await postForm(
      "/start-journey",
      { step: "1", intent: "next", firstName: "Private" },
      { headers: { Cookie: user.cookie } },
    );
    const draftCookie = cookiesFrom(started);
    const stranger = await (await request("/start-journey?step=1", { headers: { Cookie: draftCookie } })).text();
    expect(stranger).not.toContain("Private");
    const other = await createSignedInUser();
    const otherView = await (
      await request("/start-journey?step=1", { headers: { Cookie: `${draftCookie}; ${other.cookie}` } })
    ).text();
    expect(otherView).not.toContain("Private");
  });
});

describe("documents after registration", () => {
  async function completedIntakeWithPassport() {
    const owner = await createSignedInUser();
    const content = fileBytes(PDF, 4096);
    const upload = await rawUpload(content, "pässport scan.pdf", { kind: "passport", cookie: owner.cookie });
    const { document } = (await upload.json()) as { document: { id: string } };
    const cookie = cookiesFrom(upload, owner.cookie);
    await postForm(
      "/start-journey",
      { step: "6", intent: "complete", healthDataConsent: "yes" },
      { headers: { Cookie: cookie } },
    );
    const intakeId = (await env.DB.prepare("SELECT id FROM intakes WHERE user_id = ?")
      .bind(owner.userId)
      .first<string>("id"))!;
    return { owner, documentId: document.id, intakeId, content };
  }

  it("serves a document to its owner only, as a download; anyone else gets 404", async () => {
    const before = await bucketKeys();
    const { owner, documentId, content } = await completedIntakeWithPassport();
    const mine = await request(`/intake/documents/${documentId}`, { headers: { Cookie: owner.cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("application/pdf");
    expect(mine.headers.get("Content-Disposition")).toBe(
      `attachment; filename="p_ssport scan.pdf"; filename*=UTF-8''p%C3%A4ssport%20scan.pdf`,
    );
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(content);

    const stranger = await createSignedInUser();
    const theirs = await request(`/intake/documents/${documentId}`, { headers: { Cookie: stranger.cookie } });
    expect(theirs.status).toBe(404);
    const anonymous = await request(`/intake/documents/${documentId}`);
    expect(anonymous.status).toBe(404);
    const unknown = await request(`/intake/documents/${crypto.randomUUID()}`, { headers: { Cookie: owner.cookie } });
    expect(unknown.status).toBe(404);
    const removal = await postForm(`/intake/documents/${documentId}`, {}, { headers: { Cookie: stranger.cookie } });
    expect(removal.status).toBe(404);
    expect(await newBucketKeys(before)).toHaveLength(1);
  });

  it("lets the owner add documents later and remove them; nobody else can", async () => {
    const before = await bucketKeys();
    const { owner, documentId, intakeId } = await completedIntakeWithPassport();
    const stranger = await createSignedInUser();
    expect(
      (await rawUpload(fileBytes(PDF, 100), "sneaky.pdf", { cookie: stranger.cookie, intake: intakeId })).status,
    ).toBe(404);

    const later = await rawUpload(fileBytes(PNG, 100), "insurance.png", {
      kind: "insurance",
      cookie: owner.cookie,
      intake: intakeId,
    });
    expect(later.status).toBe(201);
    const form = await multipartPost(
      `/intake/upload?intake=${intakeId}`,
      [["medicalRecords", new File([fileBytes(PDF, 100)], "ecg.pdf")]],
      owner.cookie,
    );
    expect(form.headers.get("Location")).toBe("/dashboard");

    const { getIntakeForUser } = await import("~/intake/intake.server");
    const [intake] = await getIntakeForUser(owner.userId, "en");
    expect(intake!.documents.map((d) => d.fileName).sort()).toEqual(["ecg.pdf", "insurance.png", "pässport scan.pdf"]);
    expect(intake!.flags).toEqual({ hasPassport: true, hasMedicalRecords: true, hasInsurance: true });
    expect(intake!.status).toBe("submitted");

    const removed = await postForm(`/intake/documents/${documentId}`, {}, { headers: { Cookie: owner.cookie } });
    expect(removed.headers.get("Location")).toBe("/dashboard");
    const [after] = await getIntakeForUser(owner.userId, "en");
    expect(after!.flags.hasPassport).toBe(false);
    expect((await request(`/intake/documents/${documentId}`, { headers: { Cookie: owner.cookie } })).status).toBe(404);
    expect(await newBucketKeys(before)).toHaveLength(2);
  });
});

describe("the streaming form reader", () => {
  /** A multipart body delivered in pieces of the given size, as a slow network would. */
  function chunkedRequest(form: FormData, chunkSize: number) {
    const encoded = new Response(form);
    return encoded.arrayBuffer().then((buffer) => {
      const bytes = new Uint8Array(buffer);
      let offset = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= bytes.length) return controller.close();
          controller.enqueue(bytes.slice(offset, offset + chunkSize));
          offset += chunkSize;
        },
      });
      return new Request(ORIGIN, {
        method: "POST",
        body,
        headers: { "Content-Type": encoded.headers.get("Content-Type")! },
        duplex: "half",
      } as RequestInit);
    });
  }

  it("reads fields and files whatever the chunking, even with boundary-like bytes inside a file", async () => {
    const { readUploadForm } = await import("~/uploads/upload-form.server");
    const tricky = new TextEncoder().encode("%PDF-1.7\r\n--\r\n----WebKitFormBoundary\r\n\r\nend");
    for (const chunkSize of [1, 3, 7, 64, 100_000]) {
      const form = new FormData();
      form.append("step", "4");
      form.append("passport", new File([tricky], 'my "quoted" scan.pdf'));
      form.append("medicalRecords", new File([], ""));
      form.append("intent", "näxt");
      const files: { name: string; fileName: string; bytes: number[] }[] = [];
      const read = await readUploadForm(
        await chunkedRequest(form, chunkSize),
        async ({ field, fileName, file }) => {
          files.push({ name: field, fileName, bytes: [...new Uint8Array(await file.arrayBuffer())] });
        },
        { maxBodyBytes: 1_000_000, maxParts: 10, maxFieldBytes: 100, maxHeaderBytes: 1000, maxFileBytes: 1000 },
      );
      const fields = [...read.entries()];
      expect(fields).toEqual([
        ["step", "4"],
        ["intent", "näxt"],
      ]);
      // The input left empty is no file.
      expect(files.map((f) => [f.name, f.fileName])).toEqual([["passport", 'my "quoted" scan.pdf']]);
      expect(new Uint8Array(files[0]!.bytes)).toEqual(tricky);
    }
  });

  it("stops at its bounds: body size, file size, number of parts, a truncated body", async () => {
    const { UploadFormError, readUploadForm } = await import("~/uploads/upload-form.server");
    const limits = { maxBodyBytes: 2000, maxParts: 3, maxFieldBytes: 100, maxHeaderBytes: 1000, maxFileBytes: 10_000 };
    const read = (request: Request, bounds = limits) => readUploadForm(request, async () => {}, bounds);
    const big = new FormData();
    big.append("passport", new File([new Uint8Array(5000)], "big.pdf"));
    await expect(read(await chunkedRequest(big, 512))).rejects.toThrow(UploadFormError);
    // A file past the per-file limit ends the read, and says so.
    await expect(
      read(await chunkedRequest(big, 512), { ...limits, maxBodyBytes: 10_000, maxFileBytes: 1000 }),
    ).rejects.toMatchObject({
      fileTooLarge: true,
    });
    const many = new FormData();
    for (let i = 0; i < 4; i++) many.append(`field${i}`, "x");
    await expect(read(await chunkedRequest(many, 512))).rejects.toThrow(UploadFormError);
    const encoded = new Response(many);
    const contentType = encoded.headers.get("Content-Type")!;
    const whole = new Uint8Array(await encoded.arrayBuffer());
    const truncated = new Request(ORIGIN, {
      method: "POST",
      body: whole.slice(0, whole.length / 2),
      headers: { "Content-Type": contentType },
    });
    await expect(read(truncated)).rejects.toThrow(UploadFormError);
  });
});

describe("the procedure and the country", () => {
  /** A signed-in patient's step 1 posted with these answers, then completed; the stored intake and its step pages. */
  async function completeWith(answers: Record<string, string>, locale: "en" | "ar" = "en") {
    const user = await createSignedInUser();
    const path = locale === "ar" ? "/ar/start-journey" : "/start-journey";
    const first = await postForm(path, { step: "1", intent: "next", ...answers }, { headers: { Cookie: user.cookie } });
    const cookie = cookiesFrom(first, user.cookie);
    const estimate = (await (await request(`${path}?step=5`, { headers: { Cookie: cookie } })).text()).replace(/<\/?bdi[^>]*>|<!-- -->/g, "");
    const done = await postForm(path, { step: "6", intent: "complete", healthDataConsent: "yes" }, { headers: { Cookie: cookie } });
    const stored = await env.DB.prepare("SELECT country, treatment_type, procedure_id FROM intakes WHERE user_id = ?")
      .bind(user.userId)
      .first<{ country: string | null; treatment_type: string | null; procedure_id: string | null }>();
    return { user, cookie, estimate, done, stored };
  }

  it("stores the procedure chosen under its treatment and estimates from that procedure's own catalogue price", async () => {
    const valve = await env.DB.prepare("SELECT price_low, price_high FROM catalogue_procedures WHERE id = 'heart-valve-replacement'")
      .first<{ price_low: number; price_high: number }>();
    const dollars = (n: number) => `$${n.toLocaleString("en-US")}`;
    const { estimate, done, stored, user } = await completeWith({ country: "sa", treatmentType: "cardiac-surgery/heart-valve-replacement" });
    // The specialty's cheaper procedure (its "From", CABG) is not what this patient is quoted.
    expect(estimate).toContain("Heart Valve Replacement procedure");
    expect(estimate).toContain(`${dollars(valve!.price_low)} - ${dollars(valve!.price_high)}`);
    expect(estimate).not.toContain("Coronary Artery Bypass");
    expect(done.status).toBe(302);
    expect(stored).toEqual({ country: "sa", treatment_type: "cardiac-surgery", procedure_id: "heart-valve-replacement" });
    // The patient's request page and dashboard name it.
    const caseId = await env.DB.prepare("SELECT c.id FROM cases c JOIN intakes i ON i.id = c.intake_id WHERE i.user_id = ?")
      .bind(user.userId)
      .first<string>("id");
    const requestPage = await (await request(`/requests/${caseId}`, { headers: { Cookie: user.cookie } })).text();
    expect(requestPage).toMatch(/<dt>Procedure<\/dt><dd>Heart Valve Replacement<\/dd>/);
    const dashboard = await (await request("/dashboard", { headers: { Cookie: user.cookie } })).text();
    expect(dashboard).toContain("Procedure: Heart Valve Replacement");
    // And the coordinator's case page, beside the treatment and the country by its English name.
    const casePage = await (await request(`/staff/cases/${caseId}`, { headers: { Cookie: await sessionCookie("dev-staff-coordinator") } })).text();
    expect(casePage).toMatch(/Treatment Type<\/dt>\s*<dd[^>]*>Cardiac Surgery</);
    expect(casePage).toMatch(/Procedure<\/dt>\s*<dd[^>]*>Heart Valve Replacement</);
    expect(casePage).toMatch(/Country<\/dt>\s*<dd[^>]*>Saudi Arabia</);
  }, 120_000);

  it("keeps the treatment alone when the patient is not sure, and drops a procedure the treatment does not offer", async () => {
    const undecided = await completeWith({ country: "gb", phone: "020 7946 0018", treatmentType: "orthopedic-surgery" });
    expect(undecided.stored).toEqual({ country: "gb", treatment_type: "orthopedic-surgery", procedure_id: null });
    // The United Kingdom by its ISO code still reads a national number as British, and finds its prices at home.
    const intake = (await env.DB.prepare("SELECT id, phone FROM intakes WHERE user_id = ?").bind(undecided.user.userId).first<{ id: string; phone: string }>())!;
    expect(intake.phone).toBe("+442079460018");
    expect(await requestedOf({ intakeId: intake.id, contactMessageId: null })).toEqual({ homeCountry: "uk", procedureId: null });
    const mismatched = await completeWith({ treatmentType: "dental-care/hip-replacement" });
    expect(mismatched.stored).toMatchObject({ treatment_type: "dental-care", procedure_id: null });
    expect(mismatched.estimate).toContain("Dental Implants procedure");
  }, 120_000);

  it("recommends on the dashboard the patient's own treatment, and the treatments overview before they have one", async () => {
    const recommended = (html: string) => html.slice(html.indexOf('id="recommended"'), html.indexOf("</section>", html.indexOf('id="recommended"')));
    const newcomer = await createSignedInUser();
    const first = recommended(await (await request("/dashboard", { headers: { Cookie: newcomer.cookie } })).text());
    expect(first).toContain("Compare treatments");
    expect(first).not.toContain("Cardiac Surgery");
    const { user } = await completeWith({ treatmentType: "dental-care/dental-implants" });
    const dental = recommended(await (await request("/dashboard", { headers: { Cookie: user.cookie } })).text());
    expect(dental).toContain("Explore Dental Care");
    expect(dental).toMatch(/Dental Implants with our partner teams in Cairo, from \u2066\$[\d,]+\u2069\./);
    expect(dental).toContain('href="/treatments/dental-care"');
    expect(dental).not.toContain("Cardiac Surgery");
    expect(dental).not.toContain("Compare treatments");
    expect(dental).toContain("Concierge Services");
    const arabic = recommended(await (await request("/ar/dashboard", { headers: { Cookie: user.cookie } })).text());
    expect(arabic).toContain("اكتشف علاج الأسنان");
    expect(arabic).not.toContain("جراحة القلب");
  }, 120_000);

  it("offers every country in the page's language, in its alphabetical order, the frequent ones first", async () => {
    const english = await (await request("/start-journey?step=1")).text();
    const arabic = await (await request("/ar/start-journey?step=1")).text();
    const countrySelect = (html: string) => html.slice(html.indexOf('name="country"'), html.indexOf("</select>", html.indexOf('name="country"')));
    const values = (html: string, group: string) =>
      [...countrySelect(html).split(`label="${group}"`)[1]!.split("</optgroup>")[0]!.matchAll(/<option value="([a-z]{2})">([^<]+)</g)].map(
        ([, value, label]) => ({ value: value!, label: label! }),
      );
    const frequent = values(english, "Where most of our patients come from");
    expect(frequent.map((c) => c.value)).toEqual(["sa", "ae", "kw", "qa", "bh", "om", "ly", "sd", "iq", "ye", "ng"]);
    const all = values(english, "All countries");
    expect(all).toHaveLength(249);
    expect(all.slice(0, 2).map((c) => c.label)).toEqual(["Afghanistan", "Åland Islands"]);
    expect(all).toContainEqual({ value: "gb", label: "United Kingdom" });
    const arabicAll = values(arabic, "كل الدول");
    expect(arabicAll).toHaveLength(249);
    expect(arabicAll).toContainEqual({ value: "sa", label: "المملكة العربية السعودية" });
    expect(arabicAll.map((c) => c.label)).toEqual([...arabicAll.map((c) => c.label)].sort(new Intl.Collator("ar").compare));
  });

  it("points out a code no country has by the field, keeps what was typed and does not complete", async () => {
    const user = await createSignedInUser();
    const first = await postForm(
      "/start-journey",
      { step: "1", intent: "next", firstName: "Layla", country: "zz", treatmentType: "dental-care" },
      { headers: { Cookie: user.cookie } },
    );
    expect(first.headers.get("Location")).toBe("/start-journey?step=2");
    const cookie = cookiesFrom(first, user.cookie);
    const stepOne = await (await request("/start-journey?step=1", { headers: { Cookie: cookie } })).text();
    expect(stepOne).toContain('value="Layla"');
    expect(stepOne).toMatch(/<option value="dental-care" selected="">/);
    expect(stepOne).toMatch(/aria-describedby="[^"]*field-country-error[^"]*"[\s\S]*id="field-country-error"[^>]*>Choose your country from the list\./);
    const refused = await postForm("/start-journey", { step: "6", intent: "complete", healthDataConsent: "yes" }, { headers: { Cookie: cookie } });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose your country from the list.");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM intakes WHERE user_id = ?").bind(user.userId).first("n")).toBe(0);
    const arabic = await postForm("/ar/start-journey", { step: "1", intent: "next", country: "xx" }, { headers: { Cookie: cookie } });
    const arabicStep = await (await request("/ar/start-journey?step=1", { headers: { Cookie: cookiesFrom(arabic, cookie) } })).text();
    expect(arabicStep).toContain("يُرجى اختيار دولتك من القائمة.");
  });
});
