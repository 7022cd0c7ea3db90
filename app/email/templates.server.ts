import { ltrText } from "~/i18n/isolate";
import { eq } from "drizzle-orm";
import { site } from "~content/site";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { bookingEmailContent } from "~/booking/booking-emails.server";
import { caseTypeLabels, replyWindowHours } from "~/cases/case-rules";
import { cases, contactMessages } from "~/db/schema";
import { emailJobTypes, type EmailJob } from "./jobs";
import { conversationEmail, conversationLinkForContactMessage } from "~/conversations/emails.server";
import { headerValue } from "./header-value";
import { renderLayout, type EmailContent } from "./layout.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { defaultLocale, localePath, type Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/message-key";

/** A rendered message, ready for the outbox and a transport. */
export type OutgoingEmail = {
  template: EmailJob["type"];
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};

export function isEmailJob(body: unknown): body is EmailJob {
  if (typeof body !== "object" || body === null) return false;
  const type = (body as { type?: unknown }).type;
  return typeof type === "string" && (emailJobTypes as readonly string[]).includes(type);
}

/**
 * Links must point at our own site. They are built from SITE_URL by the producer;
 * anything else (a Host header that leaked into a URL, a bug) is refused rather
 * than mailed. The message never repeats the link: it may carry a token.
 */
function ownLink(url: string, what: string) {
  if (!url.startsWith(`${config.siteUrl}/`)) throw new Error(`${what} is not a link to SITE_URL`);
  return url;
}

const siteLink = (path: string) => `${config.siteUrl}${path}`;

/**
 * What a patient's e-mail needs beside its language: `ltr` keeps a phone number or an address in its
 * left-to-right order inside Arabic text (LRI … PDI, which plain text understands too).
 */
function inLanguage({ locale, t, link }: MailLanguage) {
  const ltr = (text: string) => (locale === defaultLocale ? text : ltrText(text));
  return { locale, t, link, ltr, phone: ltr(config.operator.phone), email: ltr(config.operator.email) };
}

function newsletterHeaders(unsubscribeUrl: string) {
  // RFC 2369 / RFC 8058: mail clients show an unsubscribe button and POST to the URL.
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The staff page of the case a request opened, for the inbox notifications. */
async function caseOf(where: { caseId: string } | { contactMessageId: string }) {
  const row = await db.query.cases.findFirst({
    where: "caseId" in where ? eq(cases.id, where.caseId) : eq(cases.contactMessageId, where.contactMessageId),
  });
  if (!row) throw new Error("the case of the notification was not found");
  return row;
}

const utcTime = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

async function contactMessage(id: string) {
  const row = await db.query.contactMessages.findFirst({ where: eq(contactMessages.id, id) });
  if (!row) throw new Error(`contact message ${id} not found`);
  return row;
}

/** `locale`: the language a template read from its own record (a booking, a case), when the job did not say. */
export type Rendered = { to: string; content: EmailContent; headers?: Record<string, string>; locale?: Locale };

/**
 * What a template needs to write in the recipient's language: `t` for its words (an `emails` catalogue key per
 * sentence), and `link` for site links in that language (`link("/dashboard")` is `…/ar/dashboard` in Arabic).
 */
export type MailLanguage = { locale: Locale; t: Translate; link: (path: string) => string };

export function mailLanguage(locale: Locale = "en"): MailLanguage {
  return { locale, t: translatorFor(locale), link: (path) => siteLink(localePath(locale, path)) };
}

async function contentFor(job: EmailJob, mail: MailLanguage): Promise<Rendered> {
  switch (job.type) {
    case "booking-verification":
    case "booking-confirmation":
    case "booking-reminder":
    case "booking-cancelled":
      return bookingEmailContent(job);
    case "welcome": {
      const { t, link, ltr, phone, email } = inLanguage(mail);
      const name = ltr(job.username.trim() || job.to.split("@")[0]!);
      return {
        to: job.to,
        content: {
          subject: t("patientEmails.welcome.subject", { site: site.name }),
          heading: t("patientEmails.welcome.heading", { site: site.name, name }),
          paragraphs: [t("patientEmails.welcome.ready"), t("patientEmails.welcome.replyTime")],
          action: { label: t("patientEmails.welcome.action"), url: link("/dashboard") },
          footnotes: [t("patientEmails.common.questions", { phone, email })],
        },
      };
    }
    case "signup-confirmation": {
      const { t, ltr } = inLanguage(mail);
      const name = ltr(job.username.trim() || job.to.split("@")[0]!);
      return {
        to: job.to,
        content: {
          subject: t("patientEmails.confirm.subject", { site: site.name }),
          heading: t("patientEmails.confirm.heading"),
          paragraphs: [t("patientEmails.common.hello", { name }), t("patientEmails.confirm.thanks", { site: site.name })],
          action: { label: t("patientEmails.confirm.action"), url: ownLink(job.confirmUrl, "confirmUrl") },
          footnotes: [t("patientEmails.confirm.ignore", { site: site.name })],
        },
      };
    }
    case "password-reset": {
      const { t } = inLanguage(mail);
      return {
        to: job.to,
        content: {
          subject: t("patientEmails.reset.subject", { site: site.name }),
          heading: t("patientEmails.reset.heading"),
          paragraphs: [t("patientEmails.reset.received", { site: site.name }), t("patientEmails.reset.click")],
          action: { label: t("patientEmails.reset.action"), url: ownLink(job.resetUrl, "resetUrl") },
          footnotes: [t("patientEmails.reset.ignore")],
        },
      };
    }
    case "contact-notification": {
      const m = await contactMessage(job.contactMessageId);
      const openedCase = await caseOf({ contactMessageId: m.id });
      const name = `${m.firstName} ${m.lastName}`;
      return {
        to: config.contactInbox,
        // Staff answer the visitor by replying to the notification.
        headers: { "Reply-To": m.email },
        content: {
          subject: `New contact message from ${name}`,
          heading: "New contact message",
          paragraphs: [
            `${name} sent a message through the contact form. Reply to this email to answer them directly; we promised a reply within 2 hours.`,
          ],
          details: [
            { label: "Name", value: name },
            { label: "Email", value: m.email },
            { label: "Phone", value: m.phone ?? "Not given" },
            { label: "Country", value: m.country ?? "Not given" },
            { label: "Treatment", value: m.treatment ?? "Not given" },
            { label: "Received", value: utcTime(m.createdAt) },
            { label: "Reply due", value: utcTime(openedCase.dueAt) },
            { label: "Reference", value: m.id },
          ],
          quote: m.message,
          action: { label: "Open the case", url: siteLink(`/staff/cases/${openedCase.id}`) },
        },
      };
    }
    case "case-notification": {
      // Names what arrived and where to work it; the patient's health details stay on the case page.
      const c = await caseOf({ caseId: job.caseId });
      const what = caseTypeLabels[c.type].toLowerCase();
      return {
        to: config.contactInbox,
        content: {
          subject: `New ${what} from ${c.patientName}`,
          heading: `New ${what}`,
          paragraphs: [
            `${c.patientName} sent a ${what}. It waits in the staff console; we promised a reply within ${replyWindowHours[c.type]} hours.`,
          ],
          details: [
            { label: "Name", value: c.patientName },
            { label: "Email", value: c.patientEmail },
            { label: "Treatment", value: c.treatment ?? "Not given" },
            { label: "Received", value: utcTime(c.receivedAt) },
            { label: "Reply due", value: utcTime(c.dueAt) },
          ],
          action: { label: "Open the case", url: siteLink(`/staff/cases/${c.id}`) },
        },
      };
    }
    case "staff-invitation": {
      const role = job.role === "admin" ? "an admin" : "a coordinator";
      return {
        to: job.to,
        content: {
          subject: `You are invited to the ${site.name} staff`,
          heading: `Join ${site.name} as ${role}`,
          paragraphs: [
            `${job.invitedBy} invited you to the ${site.name} staff console as ${role}, where coordinators answer patients' requests.`,
            "Click the button below to set your password. The link works once, for 72 hours.",
          ],
          action: { label: "Accept the invitation", url: ownLink(job.acceptUrl, "acceptUrl") },
          footnotes: ["If you did not expect this invitation, ignore this email: nothing happens unless you accept it."],
        },
      };
    }
    case "contact-acknowledgement": {
      // Deliberately repeats nothing the visitor typed: an auto-reply that echoes
      // form input to any address would let strangers send their text in our name.
      const m = await contactMessage(job.contactMessageId);
      const { t, phone } = inLanguage(mail);
      return {
        to: m.email,
        content: {
          subject: t("patientEmails.ack.subject"),
          heading: t("patientEmails.ack.heading"),
          paragraphs: [t("patientEmails.ack.thanks"), t("patientEmails.ack.next")],
          details: [{ label: t("patientEmails.ack.reference"), value: m.id.slice(0, 8).toUpperCase() }],
          ...(await conversationLinkForContactMessage(m.id)),
          footnotes: [t("patientEmails.ack.urgent", { phone }), t("patientEmails.ack.ignore", { site: site.name })],
        },
      };
    }
    case "newsletter-confirmation": {
      const unsubscribeUrl = ownLink(job.unsubscribeUrl, "unsubscribeUrl");
      const { t } = inLanguage(mail);
      return {
        to: job.to,
        headers: newsletterHeaders(unsubscribeUrl),
        content: {
          subject: t("patientEmails.newsletterConfirm.subject", { site: site.name }),
          heading: t("patientEmails.newsletterConfirm.heading"),
          paragraphs: [t("patientEmails.newsletterConfirm.thanks", { site: site.name }), t("patientEmails.newsletterConfirm.click")],
          action: { label: t("patientEmails.newsletterConfirm.action"), url: ownLink(job.confirmUrl, "confirmUrl") },
          footnotes: [t("patientEmails.newsletterConfirm.ignore")],
          unsubscribeUrl,
        },
      };
    }
    case "case-reply":
    case "case-status":
    case "quote-sent":
    case "quote-decided":
      return conversationEmail(job);
    case "newsletter-unsubscribed": {
      const { t, link } = inLanguage(mail);
      return {
        to: job.to,
        content: {
          subject: t("patientEmails.unsubscribed.subject"),
          heading: t("patientEmails.unsubscribed.heading"),
          paragraphs: [t("patientEmails.unsubscribed.done", { site: site.name }), t("patientEmails.unsubscribed.again")],
          action: { label: t("patientEmails.unsubscribed.action", { site: site.name }), url: link("/") },
        },
      };
    }
    case "email-change-confirmation": {
      const { t } = inLanguage(mail);
      return {
        to: job.to,
        content: {
          subject: t("patientEmails.emailChange.subject", { site: site.name }),
          heading: t("patientEmails.emailChange.heading"),
          paragraphs: [t("patientEmails.emailChange.asked", { site: site.name }), t("patientEmails.emailChange.click")],
          action: { label: t("patientEmails.emailChange.action"), url: ownLink(job.confirmUrl, "confirmUrl") },
          footnotes: [t("patientEmails.emailChange.ignore")],
        },
      };
    }
    case "email-change-notice": {
      const { t, link, ltr, email } = inLanguage(mail);
      return {
        to: job.to,
        content: {
          subject: t("patientEmails.emailNotice.subject", { site: site.name }),
          heading: t("patientEmails.emailNotice.heading"),
          paragraphs: [
            t("patientEmails.emailNotice.asked", { site: site.name, address: ltr(job.newAddress) }),
            t("patientEmails.emailNotice.when"),
            t("patientEmails.emailNotice.notYou", { email }),
          ],
          action: { label: t("patientEmails.emailNotice.action"), url: link("/account") },
        },
      };
    }
    case "account-deleted": {
      const { t, email } = inLanguage(mail);
      return {
        to: job.to,
        content: {
          subject: t("patientEmails.deleted.subject", { site: site.name }),
          heading: t("patientEmails.deleted.heading"),
          paragraphs: [
            t("patientEmails.deleted.done", { site: site.name }),
            t("patientEmails.deleted.kept"),
            t("patientEmails.deleted.thanks", { site: site.name }),
          ],
          footnotes: [t("patientEmails.deleted.notYou", { email })],
        },
      };
    }
  }
}

export async function renderEmail(job: EmailJob): Promise<OutgoingEmail> {
  const { to, content, headers = {}, locale = job.locale } = await contentFor(job, mailLanguage(job.locale));
  const rendered = renderLayout(content, locale);
  // Headers are built only from cleaned values: a CR or LF typed into a form never starts a header.
  const cleanHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, headerValue(value)]));
  return {
    template: job.type,
    to: headerValue(to),
    headers: cleanHeaders,
    ...rendered,
    subject: headerValue(rendered.subject),
  };
}
