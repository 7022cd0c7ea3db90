import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/catalogue.server";
import { site } from "~content/site";
import { postForm, randomIp, request } from "../helpers";
import { unescapeHtml, waitForMail } from "../mail-helpers";

/**
 * An Arabic-speaking patient (issue 17): the sign-up and contact forms answer in Arabic without
 * JavaScript, and every e-mail of the way (confirmation, welcome, acknowledgement) is Arabic, right to
 * left, with links that open the Arabic pages.
 */
const t = translatorFor("ar");
const PASSWORD = "Nile-River-2026!";
const isolatedPhone = `\u2066${env.OPERATOR_PHONE}\u2069`;

const signUp = (fields: Record<string, string>) =>
  postForm(
    "/ar/auth?tab=signup",
    { intent: "sign-up", password: PASSWORD, confirmPassword: PASSWORD, ...fields },
    { headers: { "CF-Connecting-IP": randomIp() } },
  );

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describe("an Arabic patient", () => {
  it("sees the sign-up form's messages in Arabic after a post without JavaScript", async () => {
    const response = await signUp({ email: "not-an-address", password: "short", confirmPassword: "other" });
    expect(response.status).toBe(400);
    const html = unescapeHtml(await response.text());
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(t("forms.emailInvalid"));
    expect(html).toContain(t("auth.error.weakPassword"));
    expect(html).toContain(t("auth.error.passwordsDoNotMatch"));
    expect(html).not.toContain("Password is too weak");
  });

  it("signs up in Arabic: an Arabic confirmation e-mail whose link opens the Arabic page to confirm, then an Arabic welcome", async () => {
    const email = `arabic-${crypto.randomUUID()}@example.com`;
    const response = await signUp({ username: "Layla", email });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ar/auth?notice=check-email");

    const confirmation = await waitForMail(email, "signup-confirmation");
    expect(confirmation.subject).toBe(t("patientEmails.confirm.subject", { site: site.name }));
    expect(confirmation.html).toContain('<html lang="ar" dir="rtl">');
    expect(confirmation.text).toContain(t("patientEmails.confirm.thanks", { site: site.name }));
    expect(confirmation.text).not.toContain("Thank you for signing up");
    const link = confirmation.text.match(/https?:\/\/\S+\/ar\/auth\/confirm\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();

    expect(confirmation.text).toContain(t("patientEmails.confirm.password"));

    // The link opens the Arabic page that asks for the account's password; a refused post answers in Arabic.
    const page = await request(pathOf(link!));
    expect(page.status).toBe(200);
    const html = unescapeHtml(await page.text());
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(t("auth.confirm.title"));
    expect(html).toContain(t("auth.confirm.submit"));
    expect(html).toContain(`<bdi dir="ltr">${email}</bdi>`);
    expect(html).not.toContain("Confirm your email address");
    const confirm = (password: string, confirmPassword = password) =>
      postForm(pathOf(link!), { intent: "confirm-address", password, confirmPassword });
    const weak = unescapeHtml(await (await confirm("short")).text());
    expect(weak).toContain(t("auth.error.weakPassword"));
    expect(weak).toContain(t("auth.toast.passwordTooWeakTitle"));
    expect(weak).not.toContain("Password is too weak");
    expect(unescapeHtml(await (await confirm(PASSWORD, `${PASSWORD}x`)).text())).toContain(t("auth.error.passwordsDoNotMatch"));

    const confirmed = await confirm(PASSWORD);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/ar/dashboard");

    const welcome = await waitForMail(email, "welcome");
    expect(welcome.subject).toBe(t("patientEmails.welcome.subject", { site: site.name }));
    expect(welcome.text).toContain(t("patientEmails.welcome.ready"));
    expect(welcome.text).toMatch(/\/ar\/dashboard\n/);
    // The phone number keeps its order inside the Arabic sentence.
    expect(welcome.text).toContain(isolatedPhone);
  });

  it("sees the contact form's messages in Arabic, and gets an Arabic acknowledgement after sending it", async () => {
    const ip = randomIp();
    const invalid = await postForm("/ar/contact", { email: "amira@", message: "قصيرة" }, { headers: { "CF-Connecting-IP": ip } });
    expect(invalid.status).toBe(400);
    const html = unescapeHtml(await invalid.text());
    expect(html).toContain(t("forms.required", { field: t("contact.field.firstName") }));
    expect(html).toContain(t("forms.emailInvalid"));
    expect(html).toContain(t("contact.error.messageTooShort"));
    expect(html).not.toContain("First name is required");

    const email = `amira-${crypto.randomUUID()}@example.com`;
    const sent = await postForm(
      "/ar/contact",
      {
        firstName: "أميرة",
        lastName: "حسن",
        email,
        treatment: "dental-care",
        message: "أودّ معرفة تكلفة زراعة سنّين مع الإقامة.",
      },
      { headers: { "CF-Connecting-IP": ip } },
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/ar/contact");

    const acknowledgement = await waitForMail(email, "contact-acknowledgement");
    expect(acknowledgement.subject).toBe(t("patientEmails.ack.subject"));
    expect(acknowledgement.html).toContain('<html lang="ar" dir="rtl">');
    expect(acknowledgement.text).toContain(t("patientEmails.ack.urgent", { phone: isolatedPhone }));
    // The conversation it links to opens in Arabic too.
    expect(acknowledgement.text).toMatch(/\/ar\/\S+/);
    expect(acknowledgement.text).not.toContain("Thank you for contacting us");
  });

  it("keeps English e-mails English", async () => {
    const email = `english-${crypto.randomUUID()}@example.com`;
    await postForm(
      "/auth?tab=signup",
      { intent: "sign-up", email, password: PASSWORD, confirmPassword: PASSWORD },
      { headers: { "CF-Connecting-IP": randomIp() } },
    );
    const confirmation = await waitForMail(email, "signup-confirmation");
    expect(confirmation.subject).toBe(`Confirm your ${site.name} account`);
    expect(confirmation.html).toContain('<html lang="en" dir="ltr">');
    expect(confirmation.text).not.toMatch(/\/ar\//);
  });
});
