import { violationsInBothThemes } from "./axe";
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { closeBrowser, waitForHydration, withPage } from "./browser";
import { localeWalks, wordsIn } from "./locales";
import type { MessageKey } from "~/i18n/message-key";
import * as intakeContent from "~content/intake";
import * as arabicIntakeContent from "~content/ar/intake";
import { treatmentNameIn } from "~content/treatments/list";
import { d1, signIn } from "./auth";
import { seeAtBothWidths } from "./both-widths";

afterAll(closeBrowser);

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

const pdf = (name: string, size: number) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(size - 9, 0x20)]),
});

/** The message tied to a control by aria-describedby (what a screen reader reads with the field). */
async function describedMessage(page: Page, label: string) {
  const ids = (await page.locator("main").getByLabel(label, { exact: true }).getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(ids.split(" ").filter(Boolean).map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(" | ");
}

describe.each(localeWalks)("intake wizard with $name", ({ javaScriptEnabled, locale }) => {
  const { t, at, percent, direction } = wordsIn(locale);
  const content = locale === "en" ? intakeContent : arabicIntakeContent;
  const field = (name: string) => t(`intake.field.${name}` as MessageKey);
  const next = (page: Page) => page.getByRole("button", { name: t("wizard.next"), exact: true }).click();
  const expectStep = async (page: Page, step: number) => {
    await page.getByRole("heading", { level: 2, name: t(`intake.step.${step}` as MessageKey) }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(direction);
    await expect.poll(() => page.getByText(t("wizard.position", { step, count: 6 }), { exact: true }).isVisible()).toBe(true);
    const complete = t("wizard.complete", { percent: percent(Math.round((step / 6) * 100) / 100) });
    await expect.poll(() => page.getByText(complete, { exact: true }).isVisible()).toBe(true);
  };

  it("goes through all six steps on a phone, chooses a procedure and a country, shows refused answers by their field, takes a passport and two medical records, signs in and completes", async () => {
    // A procedure of the specialty that is not its cheapest, so the estimate can only be its own.
    const [valve] = d1<{ name: string; name_ar: string; price_low: number; price_high: number }>(
      "SELECT name, name_ar, price_low, price_high FROM catalogue_procedures WHERE id = 'heart-valve-replacement'",
    );
    const procedureName = locale === "ar" ? valve!.name_ar : valve!.name;
    const saudiArabia = new Intl.DisplayNames([locale], { type: "region" }).of("SA")!;
    await withPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } }, async (page) => {
      const uploadRequests: string[] = [];
      const documentLoads: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/intake/upload")) uploadRequests.push(r.url());
        if (r.resourceType() === "document") documentLoads.push(r.url());
      });
      // The wizard's fields (the footer's newsletter form has an e-mail field too).
      const main = page.locator("main");

      await page.goto(at("/start-journey?treatment=cardiac-surgery"));
      if (javaScriptEnabled) await waitForHydration(page);
      await expectStep(page, 1);
      expect(await page.getByRole("button", { name: t("wizard.previous") }).isDisabled()).toBe(true);
      const treatment = main.getByLabel(field("treatmentType"));
      expect(await treatment.inputValue()).toBe("cardiac-surgery");
      // One select: the specialty's procedures under its name, the specialty alone for a patient not sure yet.
      await treatment.selectOption({ label: procedureName });
      await main.getByLabel(field("firstName")).fill("Omar");
      await main.getByLabel(field("lastName")).fill("Haddad");
      await main.getByLabel(field("email"), { exact: true }).fill("omar-at-example");
      await main.getByLabel(field("age")).fill("300");
      // Saudi Arabia by its name in the page's language, among the countries the list opens on.
      const country = main.getByLabel(field("country"), { exact: true });
      await country.selectOption({ label: saudiArabia });
      await seeAtBothWidths(page, async () => {}, `intake-step-1-${locale}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await next(page);

      // Steps move on without checks (nothing is required); coming back shows why an answer cannot be stored.
      await expectStep(page, 2);
      await page.getByRole("button", { name: t("wizard.previous") }).click();
      await expectStep(page, 1);
      expect(await describedMessage(page, field("email"))).toContain(t("intake.errors.email"));
      expect(await describedMessage(page, field("age"))).toContain(t("intake.errors.age", { min: 1, max: 120 }));
      expect(await main.getByLabel(field("firstName")).inputValue()).toBe("Omar");
      expect(await treatment.inputValue()).toBe("cardiac-surgery/heart-valve-replacement");
      expect(await country.inputValue()).toBe("sa");
      await main.getByLabel(field("email"), { exact: true }).fill("omar@example.com");
      await main.getByLabel(field("age")).fill("41");
      await next(page);

      await expectStep(page, 2);
      await main.getByLabel(field("medicalCondition")).fill("Blocked coronary artery");
      await next(page);

      await expectStep(page, 3);
      await main.getByLabel(field("companionTravelers")).selectOption("1");
      await next(page);

      await expectStep(page, 4);
      const passport = main.getByLabel(t("intake.documents.choose.passport"));
      const records = main.getByLabel(t("intake.documents.choose.medicalRecords"));
      if (javaScriptEnabled) {
        // A file whose content is not a PDF is refused in the browser (by the server without JavaScript).
        await passport.setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf") });
        await page.getByText(t("uploads.file.invalidType.title")).waitFor();
        // Each file is sent as it is chosen, with its progress shown, and the list follows.
        await passport.setInputFiles(pdf("passport.pdf", 200_000));
        await records.setInputFiles([pdf("ecg.pdf", 50_000), pdf("blood-test.pdf", 30_000)]);
        // A file is listed (with its Remove button) once it is stored, not while it is on its way.
        for (const file of ["passport.pdf", "ecg.pdf", "blood-test.pdf"]) {
          await page.getByRole("button", { name: t("intake.documents.removeFile", { file }) }).waitFor();
        }
        expect(uploadRequests).toHaveLength(3);
      } else {
        await passport.setInputFiles(pdf("passport.pdf", 200_000));
        await records.setInputFiles([pdf("ecg.pdf", 50_000), pdf("blood-test.pdf", 30_000)]);
        await page.getByRole("button", { name: t("intake.documents.uploadFiles") }).click();
        await page.getByText(t("intake.upload.uploaded.description", { count: 3 })).waitFor();
        expect(uploadRequests).toHaveLength(0);
      }
      await expect.poll(() => page.getByText(t("intake.upload.uploaded.title")).first().isVisible()).toBe(true);
      for (const kind of ["passport", "medicalRecords"]) {
        const uploaded = t("intake.documents.uploaded", { kind: t(`intake.documents.kind.${kind}` as MessageKey) });
        await expect.poll(() => page.getByText(uploaded).isVisible()).toBe(true);
      }
      await next(page);

      await expectStep(page, 5);
      // The chosen procedure's own price from the catalogue, plus its hospital nights, hotel, transfers and
      // concierge; each price left to right in the page's money format.
      const estimate = page.locator("main table");
      const [low, high] = [valve!.price_low, valve!.price_high].map((n) => n.toLocaleString("en-US"));
      await expect.poll(() => estimate.first().innerText()).toContain(procedureName);
      await expect.poll(() => estimate.first().innerText()).toMatch(new RegExp(`${low}.*${high}`));
      expect(await estimate.first().locator("bdi[dir=ltr]").first().textContent()).toMatch(new RegExp(`^\u200f?\\D*${low}\\D*$`));
      await seeAtBothWidths(page, async () => {}, `intake-estimate-${locale}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await next(page);

      await expectStep(page, 6);
      await expect.poll(() => page.getByText(content.consultationOptions[0].title).isVisible()).toBe(true);
      const complete = page.getByRole("button", { name: t("intake.consultation.complete") });
      await complete.click();
      // Not signed in: off to sign in, coming back to this step afterwards.
      await page.waitForURL((url) => url.pathname === at("/auth"));
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(at("/start-journey?step=6"));

      const { userId } = await signIn(page.context());
      await page.goto(at("/start-journey?step=6"));
      if (javaScriptEnabled) await waitForHydration(page);
      await expectStep(page, 6);
      const consent = main.getByLabel(content.healthDataConsentText);
      expect(await consent.isChecked()).toBe(false);
      await complete.click();
      await page.getByText(t("intake.errors.consent")).waitFor();
      expect(d1(`SELECT id FROM intakes WHERE user_id = ${sqlText(userId)}`)).toHaveLength(0);
      expect(new URL(page.url()).pathname).toBe(at("/start-journey"));

      await consent.check();
      await complete.click();
      await page.waitForURL((url) => url.pathname === at("/dashboard"));
      await page.getByText(t("intake.toast.completed.title")).waitFor();
      await page.getByRole("heading", { level: 2, name: t("intake.dashboard.title") }).waitFor();
      // The dashboard follows the patient's own treatment.
      await page.getByRole("link", { name: t("dashboard.recommended.explore", { treatment: treatmentNameIn("cardiac-surgery", locale) }) }).waitFor();
      await page.getByText(t("intake.dashboard.procedure", { procedure: procedureName })).waitFor();
      await seeAtBothWidths(page, async () => {}, `intake-dashboard-${locale}`);

      const [intake] = d1<{
        id: string;
        first_name: string;
        email: string;
        age: number;
        treatment_type: string;
        procedure_id: string;
        country: string;
        companion_travelers: string;
        health_data_consent_at: number;
        health_data_consent_text: string;
      }>(
        `SELECT id, first_name, email, age, treatment_type, procedure_id, country, companion_travelers, health_data_consent_at, health_data_consent_text FROM intakes WHERE user_id = ${sqlText(userId)}`,
      );
      expect(intake).toMatchObject({
        first_name: "Omar",
        email: "omar@example.com",
        age: 41,
        treatment_type: "cardiac-surgery",
        procedure_id: "heart-valve-replacement",
        country: "sa",
        companion_travelers: "1",
        // The consent is stored in the words the patient agreed to.
        health_data_consent_text: content.healthDataConsentText,
      });
      expect(intake!.health_data_consent_at).toBeGreaterThan(Date.now() - 5 * 60 * 1000);
      // The case remembers the language, so the coordinator's e-mails about it are in it.
      expect(d1(`SELECT locale FROM cases WHERE intake_id = ${sqlText(intake!.id)}`)).toEqual([{ locale }]);
      const documents = d1<{ id: string; kind: string; file_name: string }>(
        `SELECT id, kind, file_name FROM intake_documents WHERE intake_id = ${sqlText(intake!.id)} ORDER BY file_name`,
      );
      expect(documents.map((d) => [d.kind, d.file_name])).toEqual([
        ["medicalRecords", "blood-test.pdf"],
        ["medicalRecords", "ecg.pdf"],
        ["passport", "passport.pdf"],
      ]);

      // The owner downloads a document; another patient gets nothing.
      const passportId = documents.find((d) => d.kind === "passport")!.id;
      const download = await page.request.get(`/intake/documents/${passportId}`);
      expect(download.status()).toBe(200);
      expect(download.headers()["content-disposition"]).toContain("attachment");
      expect((await download.body()).length).toBe(200_000);
      await withPage({}, async (other) => {
        await signIn(other.context());
        expect((await other.request.get(`/intake/documents/${passportId}`)).status()).toBe(404);
      });

      if (javaScriptEnabled) {
        // Only the first page and the sign-in detour were full page loads; the steps changed in place.
        expect(documentLoads.filter((url) => url.includes("/start-journey"))).toHaveLength(2);
      }
    });
  });
});

// Each step once: every rule in the light theme, contrast in the dark one (a load per theme).
describe("intake wizard accessibility in the light and dark themes", () => {
  it("has no WCAG 2.2 AA violations on any step", async () => {
    await withPage({}, async (page) => {
      for (let step = 1; step <= 6; step++) {
        await page.goto(`/start-journey?step=${step}`);
        expect((await violationsInBothThemes(page)).map((v) => `step ${step}: ${v}`)).toEqual([]);
      }
    });
  });
});
