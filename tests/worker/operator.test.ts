import { createExecutionContext } from "cloudflare:test";
import { env, withEnv } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "~/entry.worker";
import { renderEmail } from "~/email/consumer.server";
import { emailKinds } from "~/email-kinds.server";
import { operatorFrom } from "~/domain/operator";
import { officeHoursText } from "~/operator/office-hours";
import { ORIGIN } from "./helpers";
import { pageHtml } from "./html";
import { productionEnv, realOperator } from "./production-env";

function page(path: string, vars: object): Promise<Response> {
  const request = new Request(new URL(path, ORIGIN), { headers: { "CF-Connecting-IP": "198.18.7.7" } });
  const configured = { ...env, ...vars } as Env;
  return withEnv(configured, () =>
    worker.fetch(request as Parameters<typeof worker.fetch>[0], configured, createExecutionContext()),
  ) as Promise<Response>;
}

afterEach(() => vi.restoreAllMocks());

describe("the operator's identity comes from configuration", () => {
  it("every page, the contact cards, the privacy notice and the JSON-LD state the configured operator", async () => {
    for (const path of ["/", "/contact", "/privacy", "/faq", "/treatments", "/ar/contact", "/ar/privacy", "/ar"]) {
      const response = await page(path, realOperator);
      expect(response.status, path).toBe(200);
      const html = await pageHtml(response);
      expect(html, path).toContain("hello@deltahealth.eg");
      expect(html, path).toContain("+20 2 2525 1111");
      expect(html, path).not.toContain("nilecare.example");
      expect(html, path).not.toContain("2794 5500");
      // The footer names the registered company with its registry, tax and licence numbers, in the page's language.
      const legal = html.match(/<p class="[^"]*footerBottom[^"]*"[^>]*>(.*?)<\/p>/)?.[1] ?? "";
      const words = path.startsWith("/ar") ? ["سجل تجاري رقم", "رقم التسجيل الضريبي", "ترخيص رقم"] : ["Commercial registration no.", "Tax registration no.", "Licence no."];
      for (const fact of ["Delta Health Journeys LLC", "184213", "731-204-118", "2417", ...words]) expect(legal, `${path}: ${fact}`).toContain(fact);
    }
    const privacy = await pageHtml(await page("/privacy", realOperator));
    expect(privacy).toContain("Delta Health Journeys LLC, 7 Corniche Road, Maadi, Cairo, Egypt, is responsible for your data");
    expect(privacy).toContain('href="mailto:dpo@deltahealth.eg"');
    expect(await pageHtml(await page("/ar/privacy", realOperator))).toContain("7 طريق الكورنيش، المعادي");

    const contact = await pageHtml(await page("/contact", realOperator));
    expect(contact).toContain('href="tel:+201223334444"');
    expect(contact).toContain('href="https://wa.me/20225251111"');

    const treatments = await pageHtml(await page("/treatments", realOperator));
    expect(treatments).toContain('"legalName":"Delta Health Journeys LLC"');
    expect(treatments).toContain('"sameAs":["https://www.instagram.com/deltahealth"]');
  }, 180_000);

  it("e-mails sign with the configured operator in both languages", async () => {
    for (const locale of ["en", "ar"] as const) {
      const mail = (await withEnv({ ...env, ...realOperator }, () =>
        renderEmail({ type: "welcome", to: "patient@example.com", userId: crypto.randomUUID(), username: "Amal", locale }, emailKinds),
      )) as Awaited<ReturnType<typeof renderEmail>>;
      for (const body of [mail.html, mail.text]) {
        expect(body).toContain("hello@deltahealth.eg");
        expect(body).toContain("Delta Health Journeys LLC");
        expect(body).toContain(realOperator[locale === "ar" ? "OPERATOR_ADDRESS_AR" : "OPERATOR_ADDRESS"]);
        expect(body).not.toContain("nilecare.example");
      }
    }
  });

  it("development serves the .example operator; production refuses to serve until the addresses are real", async () => {
    expect((await page("/", {})).status).toBe(200);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});

    const placeholder = await page("/contact", productionEnv({ OPERATOR_EMAIL: "care@nilecare.example", OPERATOR_PRIVACY_EMAIL: "privacy@nilecare.example" }));
    expect(placeholder.status).toBe(503);
    const closed = await pageHtml(placeholder);
    expect(closed).toContain("The site is not open yet");
    expect(closed).not.toContain("nilecare.example");
    expect(String(errors.mock.calls.at(-1))).toContain("OPERATOR_EMAIL (care@nilecare.example), OPERATOR_PRIVACY_EMAIL (privacy@nilecare.example)");

    const onlyPrivacyLeft = await page("/", productionEnv({ OPERATOR_PRIVACY_EMAIL: "privacy@nilecare.example" }));
    expect(onlyPrivacyLeft.status).toBe(503);

    expect((await page("/", productionEnv())).status).toBe(200);
  });

  it("refuses a missing value and a social network it has no icon for", () => {
    expect(() => operatorFrom({ ...realOperator, OPERATOR_PHONE: " " })).toThrow("OPERATOR_PHONE is not set");
    expect(() => operatorFrom({ ...realOperator, OPERATOR_SOCIAL: "https://myspace.com/x" })).toThrow("no icon for myspace.com");
  });

  it("states the team's week in words, one stretch per run of days with the same hours, from the week's first day", () => {
    const day = (weekday: number, start: number, end: number) => ({ weekday, startMinute: start * 60, endMinute: end * 60 });
    expect(officeHoursText([1, 2, 3, 4, 5, 6].map((d) => day(d, 9, 18)), "en", "Cairo")).toBe("Monday to Saturday, 09:00–18:00 (Cairo time)");
    const egyptianWeek = [...[0, 1, 2, 3].map((d) => day(d, 8, 17)), day(4, 8, 14)];
    expect(officeHoursText(egyptianWeek, "en", "Cairo")).toBe("Sunday to Wednesday, 08:00–17:00; Thursday, 08:00–14:00 (Cairo time)");
    expect(officeHoursText(egyptianWeek, "ar", "القاهرة")).toBe("من الأحد إلى الأربعاء، من 8:00 إلى 17:00؛ الخميس، من 8:00 إلى 14:00 (بتوقيت القاهرة)");
  });
});
