import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { en as intakeMessages } from "~/i18n/messages/intake";
import { fieldHintKey, intakeFields, optionLabelKey, type IntakeFieldName } from "~/domain/intake-fields";
import { createSignedInUser, sessionCookie } from "../auth-helpers";
import { cookiesFrom, ORIGIN, postForm, randomIp, request } from "../helpers";
import { mainOf, pageHtml } from "../html";
import { waitForMail } from "../mail-helpers";

const COORDINATOR = "dev-staff-coordinator";

const post = (path: string, fields: Record<string, string>, cookie = "", ip = randomIp()) =>
  postForm(path, fields, { headers: { Cookie: cookie, "CF-Connecting-IP": ip } });

describe("the intake catalogue", () => {
  it("names every field, hint and option the wizard shows", () => {
    const missing: string[] = [];
    for (const name of Object.keys(intakeFields) as IntakeFieldName[]) {
      const field = intakeFields[name];
      const keys = [`intake.field.${name}`, fieldHintKey(name)];
      if (field.type === "select" && name !== "treatmentType") {
        keys.push(...field.options.map((value) => optionLabelKey(name, value)));
      }
      for (const key of keys) if (key && !(key.slice("intake.".length) in intakeMessages)) missing.push(key);
    }
    expect(missing).toEqual([]);
  });
});

describe("the intake in Arabic", () => {
  it("reads in Arabic, refuses answers in Arabic, stays under /ar and stores the case in Arabic", async () => {
    const user = await createSignedInUser();
    const first = await request("/ar/start-journey?treatment=eye-surgery", { headers: { Cookie: user.cookie } });
    const page = await pageHtml(first);
    expect(page).toContain('lang="ar" dir="rtl"');
    expect(page).toContain("<title>ابدأ رحلتك العلاجية | NileCare</title>");
    const main = mainOf(page);
    for (const text of ["المعلومات الأساسية", "الخطوة 1 من 6", "الاسم الأول", "اختر من القائمة", "جراحة العيون", "الولايات المتحدة", "التالي"]) {
      expect(main).toContain(text);
    }
    expect(main).toContain('action="/ar/start-journey"');
    expect(main).not.toMatch(/First Name|Select an option|Step 1 of 6/);

    // An address and an age that cannot be stored: kept as typed, pointed out in Arabic next to the field.
    const saved = await post(
      "/ar/start-journey",
      { step: "1", intent: "next", firstName: "فاطمة", email: "fatima-at-example", age: "300", treatmentType: "eye-surgery" },
      user.cookie,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/ar/start-journey?step=2");
    const cookie = cookiesFrom(saved, user.cookie);
    const stepOne = mainOf(await pageHtml(await request("/ar/start-journey?step=1", { headers: { Cookie: cookie } })));
    expect(stepOne).toContain('value="fatima-at-example"');
    expect(stepOne).toMatch(/<p id="field-email-error"[^>]*>يُرجى كتابة بريد إلكتروني صحيح، مثل \u2066name@example.com\u2069.<\/p>/);
    expect(stepOne).toContain("يُرجى كتابة عمرك بالسنوات، رقمًا من 1 إلى 120.");

    // Completing with them refuses in Arabic, with the summary of what to correct.
    const refused = await post("/ar/start-journey", { step: "6", intent: "complete", healthDataConsent: "yes" }, cookie);
    expect(refused.status).toBe(400);
    const summary = mainOf(await pageHtml(refused));
    expect(summary).toContain("يُرجى تصحيح هذه الإجابات");
    expect(summary).toContain("البريد الإلكتروني (الخطوة 1): يُرجى كتابة بريد إلكتروني صحيح");
    expect(summary).toContain('href="/ar/start-journey?step=1#field-email"');

    await post("/ar/start-journey", { step: "1", intent: "next", email: "fatima@example.com", age: "41", country: "sa" }, cookie);
    const noConsent = await post("/ar/start-journey", { step: "6", intent: "complete" }, cookie);
    expect(noConsent.status).toBe(400);
    expect(await pageHtml(noConsent)).toContain("يُرجى وضع علامة في المربّع للموافقة على معالجة بياناتك الصحية.");

    const done = await post("/ar/start-journey", { step: "6", intent: "complete", healthDataConsent: "yes" }, cookie);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/ar/dashboard");
    const intake = (await env.DB.prepare("SELECT id, health_data_consent_text FROM intakes WHERE user_id = ?")
      .bind(user.userId)
      .first<{ id: string; health_data_consent_text: string }>())!;
    expect(intake.health_data_consent_text).toMatch(/^أوافق على أن تعالج NileCare معلوماتي الصحية/);
    const stored = await env.DB.prepare("SELECT id, locale, treatment FROM cases WHERE intake_id = ?")
      .bind(intake.id)
      .first<{ id: string; locale: string; treatment: string }>();
    // The case stores the treatment's id (decision 0121); the patient's e-mails follow "ar".
    expect(stored).toMatchObject({ locale: "ar", treatment: "eye-surgery" });
    // So does her whole intake on the case page: each step, field and choice in the English wizard's words.
    const casePage = mainOf(await pageHtml(await request(`/staff/cases/${stored!.id}`, { headers: { Cookie: await sessionCookie(COORDINATOR) } })));
    for (const [label, answer] of [["Country", "Saudi Arabia"], ["Treatment Type", "Eye Surgery"], ["Procedure", "Not given"], ["Age", "41"], ["Budget Range (USD)", "Not given"]] as const) {
      expect(casePage).toMatch(new RegExp(`${label.replace(/[()]/g, "\\$&")}</dt>\\s*<dd[^>]*>${answer}<`));
    }
    for (const step of ["Basic Information", "Medical History", "Travel Preferences"]) expect(casePage).toContain(step);
    // The steps that ask no field have no section of their own.
    expect(casePage).not.toMatch(/<summary[^>]*>(Documents|Cost Estimation|Schedule Consultation)<\/summary>/);

    // The dashboard's intake section in Arabic.
    const dashboard = mainOf(await pageHtml(await request("/ar/dashboard", { headers: { Cookie: user.cookie } })));
    expect(dashboard).toContain("تسجيلك الطبي");
    expect(dashboard).toContain("مُرسَل");
    expect(dashboard).toContain("العلاج: جراحة العيون");
    // The request it opened, named in Arabic too.
    expect(dashboard).toContain("استمارة طبية: جراحة العيون");
    expect(dashboard).not.toContain("Eye Surgery");
    expect(dashboard).toContain(`action="/intake/upload?intake=${intake.id}&locale=ar"`);

    // A coordinator's reply reaches the patient in Arabic, with links to the Arabic pages.
    await post(`/staff/cases/${stored!.id}`, { intent: "message", body: "We have your records." }, await sessionCookie(COORDINATOR));
    const reply = await waitForMail(user.email, "case-reply");
    expect(reply.html).toContain('<html lang="ar" dir="rtl">');
    expect(reply.subject).toContain("على طلبك");
    expect(reply.text).toContain(`${env.SITE_URL}/ar/requests/${stored!.id}`);
    expect(reply.text).toContain("We have your records.");
  });

  it("an English intake stays English: its case and e-mails in English", async () => {
    const user = await createSignedInUser();
    const saved = await post("/start-journey", { step: "1", intent: "next", firstName: "Lena" }, user.cookie);
    const cookie = cookiesFrom(saved, user.cookie);
    const done = await post("/start-journey", { step: "6", intent: "complete", healthDataConsent: "yes" }, cookie);
    expect(done.headers.get("Location")).toBe("/dashboard");
    const row = await env.DB.prepare(
      "SELECT cases.locale AS locale, intakes.health_data_consent_text AS consent FROM cases JOIN intakes ON intakes.id = cases.intake_id WHERE intakes.user_id = ?",
    )
      .bind(user.userId)
      .first<{ locale: string; consent: string }>();
    expect(row).toMatchObject({ locale: "en" });
    expect(row!.consent).toMatch(/^I consent to NileCare processing my health information/);
  });

  it("answers refused uploads in Arabic on both upload paths, and the dashboard's forms come back to /ar", async () => {
    const user = await createSignedInUser();
    const notPdf = new TextEncoder().encode("just text");
    const raw = await request(`/intake/upload?${new URLSearchParams({ kind: "passport", name: "جواز.pdf", locale: "ar" })}`, {
      method: "POST",
      body: notPdf,
      headers: { Origin: ORIGIN, Cookie: user.cookie, "Content-Length": String(notPdf.length) },
    });
    expect(raw.status).toBe(422);
    const { toast } = await raw.json<{ toast: { title: string; description: string } }>();
    expect(toast).toMatchObject({
      title: "نوع الملف غير مدعوم",
      description: "لا يمكن قبول الملف \u2068جواز.pdf\u2069. يُرجى رفع ملفات PDF أو JPG أو PNG.",
    });

    // Without JavaScript, the documents step posts the files with the form.
    const form = new FormData();
    form.append("step", "4");
    form.append("intent", "upload");
    form.append("medicalRecords", new File([notPdf], "notes.pdf"));
    const posted = await request("/ar/start-journey", {
      method: "POST",
      body: form,
      headers: { Origin: ORIGIN, Cookie: user.cookie, "Sec-Fetch-Mode": "navigate" },
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe("/ar/start-journey?step=4");
    const next = await pageHtml(
      await request("/ar/start-journey?step=4", { headers: { Cookie: cookiesFrom(posted, user.cookie) } }),
    );
    expect(next).toContain("لا يمكن قبول الملف \u2068notes.pdf\u2069");
  });
});
