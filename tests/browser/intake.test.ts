import { violationsInBothThemes } from "./axe";
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { closeBrowser, javaScriptModes, waitForHydration, withPage } from "./browser";
import { d1, signIn } from "./auth";

afterAll(closeBrowser);

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

const pdf = (name: string, size: number) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(size - 9, 0x20)]),
});

async function expectStep(page: Page, step: number, title: string) {
  await page.getByRole("heading", { level: 2, name: title }).waitFor();
  await expect.poll(() => page.getByText(`Step ${step} of 6`, { exact: true }).isVisible()).toBe(true);
  await expect.poll(() => page.getByText(`${Math.round((step / 6) * 100)}% complete`, { exact: true }).isVisible()).toBe(true);
}

describe.each(javaScriptModes)("intake wizard with $name", ({ javaScriptEnabled }) => {
  it("goes through all six steps with a passport and two medical records, signs in and completes", async () => {
    await withPage({ javaScriptEnabled }, async (page) => {
      const uploadRequests: string[] = [];
      const documentLoads: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/intake/upload")) uploadRequests.push(r.url());
        if (r.resourceType() === "document") documentLoads.push(r.url());
      });

      await page.goto("/start-journey?treatment=cardiac-surgery");
      if (javaScriptEnabled) await waitForHydration(page);
      await expectStep(page, 1, "Basic Information");
      expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
      expect(await page.getByLabel("Treatment Type").inputValue()).toBe("cardiac-surgery");
      await page.getByLabel("First Name").fill("Omar");
      await page.getByLabel("Last Name").fill("Haddad");
      await page.getByLabel("Email Address", { exact: true }).fill("omar@example.com");
      await page.getByLabel("Country").selectOption("ca");
      await page.getByRole("button", { name: "Next" }).click();

      await expectStep(page, 2, "Medical History");
      await page.getByLabel("Medical Condition").fill("Blocked coronary artery");
      await page.getByRole("button", { name: "Next" }).click();

      await expectStep(page, 3, "Travel Preferences");
      await page.getByLabel("Companion Travelers").selectOption("1");
      await page.getByRole("button", { name: "Next" }).click();

      await expectStep(page, 4, "Documents");
      const passport = page.getByLabel("Choose passport file");
      const records = page.getByLabel("Add medical records");
      if (javaScriptEnabled) {
        // Each file is sent as it is chosen, with its progress shown, and the list follows.
        await passport.setInputFiles(pdf("passport.pdf", 200_000));
        await records.setInputFiles([pdf("ecg.pdf", 50_000), pdf("blood-test.pdf", 30_000)]);
        // A file is listed (with its Remove button) once it is stored, not while it is on its way.
        for (const name of ["passport.pdf", "ecg.pdf", "blood-test.pdf"]) {
          await page.getByRole("button", { name: `Remove ${name}` }).waitFor();
        }
        expect(uploadRequests).toHaveLength(3);
      } else {
        await passport.setInputFiles(pdf("passport.pdf", 200_000));
        await records.setInputFiles([pdf("ecg.pdf", 50_000), pdf("blood-test.pdf", 30_000)]);
        await page.getByRole("button", { name: "Upload Files" }).click();
        await page.getByText("3 file(s) uploaded").waitFor();
        expect(uploadRequests).toHaveLength(0);
      }
      await expect.poll(() => page.getByText("File uploaded successfully").first().isVisible()).toBe(true);
      await expect.poll(() => page.getByText("✓ Passport uploaded").isVisible()).toBe(true);
      await expect.poll(() => page.getByText("✓ Medical Records uploaded").isVisible()).toBe(true);
      await expect.poll(() => page.getByRole("button", { name: "Remove ecg.pdf" }).isVisible()).toBe(true);
      await page.getByRole("button", { name: "Next" }).click();

      await expectStep(page, 5, "Cost Estimation");
      // Bypass surgery from the catalogue: $14,000 - $16,500, plus its hospital nights, hotel, transfers and concierge.
      await expect.poll(() => page.getByText("$14,000 - $16,500").isVisible()).toBe(true);
      await expect.poll(() => page.getByText("$17,600 - $25,400").isVisible()).toBe(true);
      await page.getByRole("button", { name: "Next" }).click();

      await expectStep(page, 6, "Schedule Consultation");
      await expect.poll(() => page.getByText("Free 15‑minute video call").isVisible()).toBe(true);
      await page.getByRole("button", { name: "Complete Registration" }).click();
      // Not signed in: off to sign in, coming back to this step afterwards.
      await page.waitForURL((url) => url.pathname === "/auth");
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/start-journey?step=6");

      const { userId } = await signIn(page.context());
      await page.goto("/start-journey?step=6");
      if (javaScriptEnabled) await waitForHydration(page);
      await expectStep(page, 6, "Schedule Consultation");
      const consent = page.getByLabel(/I consent to NileCare processing my health information/);
      expect(await consent.isChecked()).toBe(false);
      await page.getByRole("button", { name: "Complete Registration" }).click();
      await page.getByText("Please tick the box to consent to the processing of your health data.").waitFor();
      expect(d1(`SELECT id FROM intakes WHERE user_id = ${sqlText(userId)}`)).toHaveLength(0);

      await page.getByLabel(/I consent to NileCare processing my health information/).check();
      await page.getByRole("button", { name: "Complete Registration" }).click();
      await page.waitForURL((url) => url.pathname === "/dashboard");

      const [intake] = d1<{
        id: string;
        first_name: string;
        treatment_type: string;
        country: string;
        companion_travelers: string;
        health_data_consent_at: number;
      }>(
        `SELECT id, first_name, treatment_type, country, companion_travelers, health_data_consent_at FROM intakes WHERE user_id = ${sqlText(userId)}`,
      );
      expect(intake).toMatchObject({
        first_name: "Omar",
        treatment_type: "cardiac-surgery",
        country: "ca",
        companion_travelers: "1",
      });
      expect(intake!.health_data_consent_at).toBeGreaterThan(Date.now() - 5 * 60 * 1000);
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
