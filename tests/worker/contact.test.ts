import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { CLINIC_ZONE, formatInstant } from "~/i18n/time";
import { caseReference } from "~/cases/case-reference";
import { statementsOnTheBinding } from "./d1-helpers";
import { postForm, request } from "./helpers";
import { eachLocale } from "./locale-helpers";
import {
  fetcherPost,
  followRedirect,
  freshIp,
  outbox,
  pageAfter,
  settleQueue,
  unescapeHtml,
  waitForMail,
} from "./mail-helpers";

type ContactRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  country: string | null;
  treatment: string | null;
  message: string;
  ip_address: string | null;
};

const valid = {
  firstName: "Amira",
  lastName: "Hassan",
  email: "amira@example.com",
  phone: "+44 20 7946 0000",
  country: "United Kingdom",
  treatment: "dental-care",
  message: "I would like to know the price of two dental implants.",
};

const contactRows = async () =>
  (await env.DB.prepare("SELECT * FROM contact_messages ORDER BY created_at").all<ContactRow>()).results;

function send(fields: Record<string, string>, ip = freshIp()) {
  return postForm("/contact", fields, { headers: { "CF-Connecting-IP": ip } });
}

describe("contact page", () => {
  it("has the hero, the form with asterisks on required labels, four info cards, emergency support and the FAQ teaser", async () => {
    const response = await request("/contact");
    expect(response.status).toBe(200);
    const html = unescapeHtml(await response.text());
    expect(html).toMatch(/<h1[^>]*>Contact Us<\/h1>/);
    expect(html).toContain("Send Us a Message");
    for (const label of ["First Name", "Last Name", "Email", "Message"]) {
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}<span[^>]*aria-hidden="true"> <!-- -->\\*</span></label>`));
    }
    for (const label of ["Phone", "Country", "Treatment of Interest"]) {
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
    }
    expect(html).toMatch(/<form[^>]*id="contact-form"[^>]*novalidate=""/i);
    expect(html).toContain(">Send Message</button>");
    const form = html.slice(
      html.indexOf('id="contact-form"'),
      html.indexOf("</form>", html.indexOf('id="contact-form"')),
    );
    expect(form.match(/<input[^>]*name="website"[^>]*>/)![0]).toContain('tabindex="-1"');
    for (const card of ["Phone Support", "Email", "Office", "Live Chat", "24/7 Emergency Line"]) {
      expect(html).toContain(`<h3>${card}</h3>`);
    }
    expect(html).toContain("Monday to Saturday, 09:00–18:00 (Cairo time)");
    for (const anchor of ["visa-travel", "costs-payment", "stay-transport", "recovery-support"]) {
      expect(html).toContain(`href="/faq#${anchor}"`);
      // Two questions per topic, sharing a name: the browser keeps one open at a time.
      expect(html.match(new RegExp(`<details[^>]*name="faq-${anchor}"`, "g"))?.length).toBe(2);
    }
    expect(html).toMatch(/<a[^>]*href="\/faq"[^>]*>View All FAQs<\/a>/);
  });

  it("prefills the message for a doctor's 'Schedule Consultation' and 'Get Free Quote' links, by id or by name", async () => {
    await env.DB.prepare(
      `INSERT INTO doctors (id, name, title, specialization, experience_years, patient_rating, total_reviews, education, languages, achievements, certifications, is_active)
       VALUES ('dr-nour', 'Dr. Nour Salem', 'Consultant', 'Cardiology', 12, 4.8, 10, '[]', '[]', '[]', '[]', 1),
              ('dr-gone', 'Dr. Former Staff', 'Consultant', 'Cardiology', 12, 4.8, 10, '[]', '[]', '[]', '[]', 0)`,
    ).run();
    const consult = await (await request("/contact?doctor=dr-nour")).text();
    expect(consult).toContain("I would like to schedule a consultation with Dr. Nour Salem.</textarea>");
    const byName = await (
      await request(`/contact?${new URLSearchParams({ doctor: "Dr. Nour Salem", topic: "consultation" })}`)
    ).text();
    expect(byName).toContain("I would like to schedule a consultation with Dr. Nour Salem.</textarea>");
    const quote = await (await request("/contact?doctor=dr-nour&topic=quote&treatment=cardiac-surgery")).text();
    expect(quote).toContain("I would like a free quote for treatment with Dr. Nour Salem.</textarea>");
    expect(quote).toMatch(/<option value="cardiac-surgery" selected="">/);

    for (const path of [
      "/contact?doctor=dr-gone",
      "/contact?doctor=Dr.%20Former%20Staff",
      "/contact?doctor=%3Cscript%3E",
      "/contact?treatment=unknown",
      "/contact?topic=anything",
    ]) {
      const html = await (await request(path)).text();
      expect(html).not.toContain("Dr. Former Staff");
      expect(html).not.toContain("&lt;script");
      expect(html).not.toMatch(/<option[^>]*selected=""/);
      expect(html).toMatch(/<textarea[^>]*><\/textarea>/);
    }
  });

  it.each([
    ["/contact?topic=quote", "I would like a free quote for my treatment."],
    ["/contact?topic=consultation", "I would like to schedule a free consultation."],
    ["/contact?topic=story", "I was treated with NileCare and would like to share my story."],
    ["/contact?topic=concierge", "I would like to know more about your concierge services."],
    ["/contact?topic=concierge&package=vip", "I am interested in the VIP Premium concierge package."],
    ["/contact?topic=concierge&package=essential", "I am interested in the Essential concierge package."],
    ["/contact?topic=concierge&package=unknown", "I would like to know more about your concierge services."],
  ])("prefills %s for the links of the other pages", async (path, message) => {
    expect(await (await request(path)).text()).toContain(`>${message}</textarea>`);
  });
});

describe("sending a message", () => {
  it("stores the message, redirects with the success toast and mails staff and the sender", async () => {
    const ip = freshIp();
    const response = await send(valid, ip);
    expect(response.headers.get("Location")).toBe("/contact");
    const html = unescapeHtml(await followRedirect(response));
    expect(html).toContain("Message Sent Successfully!");
    // The toast names when the answer is due, as the acknowledgement does: the team's hours decide it.
    const dueAt = await env.DB.prepare("SELECT due_at FROM cases WHERE patient_email = ? ORDER BY received_at DESC").bind(valid.email).first<number>("due_at");
    expect(html).toContain(`Thank you for contacting us. We'll answer you by ${formatInstant(dueAt!, { zone: CLINIC_ZONE, preset: "dayAndTime" })} (Cairo time).`);

    const [row] = await contactRows();
    expect(row).toMatchObject({
      first_name: "Amira",
      last_name: "Hassan",
      email: "amira@example.com",
      // Stored in E.164 (decision 0153); the staff read it as it was written.
      phone: "+442079460000",
      country: "United Kingdom",
      treatment: "dental-care",
      message: valid.message,
      ip_address: ip,
    });
    const caseId = (await env.DB.prepare("SELECT id FROM cases WHERE contact_message_id = ?").bind(row!.id).first<string>("id"))!;

    const notification = await waitForMail(env.CONTACT_INBOX, "case-notification");
    expect(notification.subject).toBe("New contact message from Amira Hassan");
    // Answered in the console, not by replying to the e-mail.
    expect(JSON.parse(notification.headers)).toEqual({});
    expect(notification.text).toContain("It waits in the staff console, where the answer is written");
    for (const value of [valid.message, valid.phone, valid.country, "Dental Care", caseReference(caseId)]) {
      expect(notification.text).toContain(value);
    }
    const acknowledgement = await waitForMail("amira@example.com", "contact-acknowledgement");
    // It names when the answer is due, on Cairo's clock (the sender told no zone of their own).
    expect(acknowledgement.text).toMatch(/Thank you for contacting us\. We'll answer you by \w+day, \w+ \d+ at \d+:\d\d [AP]M \(Cairo time\)\./);
    // One reference per case: the one the console shows (decision 0153).
    expect(acknowledgement.text).toContain(caseReference(caseId));
    // The auto-reply repeats nothing the visitor typed.
    expect(acknowledgement.text).not.toContain(valid.message);
    expect(acknowledgement.text).not.toContain("Amira");
  });

  it("answers a fetcher (JavaScript on) in place: success toast and a reset form", async () => {
    const response = await fetcherPost(
      "/contact",
      { ...valid, email: "js@example.com" },
      { "CF-Connecting-IP": freshIp() },
    );
    expect(response.status).toBe(200);
    const body = await response.text();
    // Conform's reset signal: a reply whose only field is a null initialValue, none of the typed values.
    expect(body).toMatch(/"result",\{"_\d+":-5\},"initialValue"/);
    expect(body).not.toContain("js@example.com");
    expect(unescapeHtml(await pageAfter(response))).toContain("Message Sent Successfully!");
    await waitForMail("js@example.com", "contact-acknowledgement");
  });

  it("keeps optional fields empty as nulls", async () => {
    await followRedirect(
      await send({ firstName: "Li", lastName: "Wei", email: "li@example.com", message: "Just a short question." }),
    );
    const row = (await contactRows()).find((r) => r.email === "li@example.com")!;
    expect(row).toMatchObject({ phone: null, country: null, treatment: null });
  });

  it("answers invalid input with every message next to its field, keeps what was typed and writes nothing", async () => {
    const before = (await contactRows()).length;
    const response = await send({
      firstName: "  ",
      lastName: "",
      email: "amira@",
      phone: "+20 100",
      country: "Egypt",
      message: "Too short",
    });
    expect(response.status).toBe(400);
    const html = unescapeHtml(await response.text());
    expect(html).toContain("First name is required");
    expect(html).toContain("Last name is required");
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Message must be at least 10 characters long");
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="firstName"/);
    expect(html).toMatch(/value="amira@"/);
    expect(html).toMatch(/value="\+20 100"/);
    expect(html).toContain(">Too short</textarea>");
    expect((await contactRows()).length).toBe(before);
    expect(await outbox("amira@")).toEqual([]);
  });

  it.each([
    ["firstName", "a".repeat(101), "First name must be at most 100 characters"],
    ["lastName", "a".repeat(101), "Last name must be at most 100 characters"],
    ["email", `${"a".repeat(250)}@example.com`, "Please enter a valid email address"],
    ["phone", "1".repeat(41), "Phone number must be at most 40 characters"],
    ["country", "a".repeat(101), "Country must be at most 100 characters"],
    ["treatment", "space-tourism", "Please choose a treatment from the list"],
    ["message", "a".repeat(5001), "Message must be at most 5,000 characters"],
  ])("bounds %s", async (field, value, message) => {
    const before = (await contactRows()).length;
    const response = await send({ ...valid, [field]: value });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect((await contactRows()).length).toBe(before);
  });

  it("accepts a message of exactly 5,000 characters", async () => {
    const response = await send({ ...valid, email: "long@example.com", message: "a".repeat(5000) });
    expect(response.status).toBe(302);
  });

  it("pretends to accept a bot that fills the honeypot, but stores and sends nothing", async () => {
    const before = (await contactRows()).length;
    const html = unescapeHtml(
      await followRedirect(await send({ ...valid, email: "bot@example.com", website: "spam" })),
    );
    expect(html).toContain("Message Sent Successfully!");
    expect((await contactRows()).length).toBe(before);
    await settleQueue();
    expect(await outbox("bot@example.com")).toEqual([]);
  });

  it("refuses a flood from one address with a clear message, keeps what was typed and stores nothing more", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await send({ ...valid, email: `flood${i}@example.com` }, ip)).status).toBe(302);
    }
    const response = await send({ ...valid, email: "flood5@example.com" }, ip);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);
    const html = unescapeHtml(await response.text());
    expect(html).toContain(
      "You have sent several messages in a short time. Please try again in 1 hour, or call us at +20 2 2794 5500.",
    );
    expect(html).toContain('value="flood5@example.com"');
    expect((await contactRows()).some((r) => r.email === "flood5@example.com")).toBe(false);
  });

  it("keeps the message and reports success when the e-mails cannot be queued, and logs the failure", async () => {
    const sendBatch = vi.spyOn(env.EMAIL_QUEUE, "sendBatch").mockRejectedValueOnce(new Error("queue unavailable"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const html = unescapeHtml(await followRedirect(await send({ ...valid, email: "queue-down@example.com" })));
      expect(html).toContain("Message Sent Successfully!");
      expect(sendBatch).toHaveBeenCalledOnce();
      const row = (await contactRows()).find((r) => r.email === "queue-down@example.com");
      expect(row).toBeDefined();
      expect(logged.mock.calls.some(([text]) => String(text).includes(`Contact message ${row!.id} is stored`))).toBe(
        true,
      );
    } finally {
      sendBatch.mockRestore();
      logged.mockRestore();
    }
  });

  it("shows the failure toast and keeps the form when the message cannot be stored", async () => {
    const onBinding = statementsOnTheBinding();
    // Every other statement still runs (the page drawn again reads the team's hours).
    const realPrepare = env.DB.prepare.bind(env.DB);
    const prepare = vi.spyOn(env.DB, "prepare");
    prepare.mockImplementation((query: string) => {
      if (query.startsWith('insert into "contact_messages"')) throw new Error("D1 is unavailable");
      return realPrepare(query);
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await send({ ...valid, email: "db-down@example.com" });
      expect(response.status).toBe(503);
      const html = unescapeHtml(await response.text());
      expect(html).toContain("Failed to send message. Please try again.");
      expect(html).toContain('value="db-down@example.com"');
    } finally {
      prepare.mockRestore();
      onBinding.mockRestore();
      logged.mockRestore();
    }
    expect((await contactRows()).some((r) => r.email === "db-down@example.com")).toBe(false);
  });
});

describe.each(eachLocale)("a message sent in $locale without JavaScript", ({ locale, t, at, dir, htmlTag, elsewhere }) => {
  // In right-to-left text a phone number keeps its order between LRI and PDI.
  const phone = dir === "rtl" ? `\u2066${env.OPERATOR_PHONE}\u2069` : env.OPERATOR_PHONE;

  it("is answered with the form's messages in the page's language, and acknowledged by an e-mail in it", async () => {
    const ip = freshIp();
    const invalid = await postForm(at("/contact"), { email: "amira@", message: "قصيرة" }, { headers: { "CF-Connecting-IP": ip } });
    expect(invalid.status).toBe(400);
    const html = unescapeHtml(await invalid.text());
    expect(html).toContain(htmlTag);
    expect(html).toContain(t("forms.required", { field: t("contact.field.firstName") }));
    expect(html).toContain(t("forms.emailInvalid"));
    expect(html).toContain(t("contact.error.messageTooShort"));
    for (const other of elsewhere) expect(html).not.toContain(other("forms.required", { field: other("contact.field.firstName") }));

    const email = `amira-${crypto.randomUUID()}@example.com`;
    const sent = await postForm(
      at("/contact"),
      { firstName: "أميرة", lastName: "حسن", email, treatment: "dental-care", message: "أودّ معرفة تكلفة زراعة سنّين مع الإقامة." },
      { headers: { "CF-Connecting-IP": ip } },
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(at("/contact"));
    // Its case is opened in the page's language.
    expect(await env.DB.prepare("SELECT locale FROM cases WHERE patient_email = ?").bind(email).first()).toEqual({ locale });

    const acknowledgement = await waitForMail(email, "contact-acknowledgement");
    expect(acknowledgement.subject).toBe(t("patientEmails.ack.subject"));
    expect(acknowledgement.html).toContain(`${htmlTag}>`);
    expect(acknowledgement.text).toContain(t("patientEmails.ack.urgent", { phone }));
    for (const other of elsewhere) expect(acknowledgement.text).not.toContain(other("patientEmails.ack.thanks"));
    // The conversation it links to opens in the same language.
    expect(acknowledgement.text).toContain(`${env.SITE_URL}${at("/requests/")}`);
  });
});
