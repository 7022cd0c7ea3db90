import { eq } from "drizzle-orm";
import { site } from "~content/site";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { bookingEmailContent } from "~/booking/booking-emails.server";
import { caseTypeLabels, replyWindowHours } from "~/cases/case-rules";
import { cases, contactMessages } from "~/db/schema";
import { translatorFor } from "~/i18n/catalogue.server";
import { defaultLocale, localePath, type Locale } from "~/i18n/locales";
import { emailJobTypes, type EmailJob } from "./jobs";
import { conversationEmail, conversationLinkForContactMessage } from "~/conversations/emails.server";
import { headerValue } from "./header-value";
import { renderLayout, type EmailContent } from "./layout.server";

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

const siteLink = (path: string, locale: Locale = defaultLocale) => `${config.siteUrl}${localePath(locale, path)}`;

/**
 * The language of a patient's e-mail and what it needs: `t`, and `ltr` to keep a phone number or an
 * address in its left-to-right order inside Arabic text (LRI … PDI, which plain text understands too).
 */
function inLanguage(locale: Locale = defaultLocale) {
  const t = translatorFor(locale);
  const ltr = (text: string) => (locale === defaultLocale ? text : `\u2066${text}\u2069`);
  return { locale, t, ltr, phone: ltr(site.phone), email: ltr(site.email) };
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

export type Rendered = { to: string; content: EmailContent; headers?: Record<string, string> };

async function contentFor(job: EmailJob): Promise<Rendered> {
  switch (job.type) {
    case "booking-verification":
    case "booking-confirmation":
    case "booking-reminder":
    case "booking-cancelled":
      return bookingEmailContent(job);
    case "welcome": {
      const { locale, t, ltr, phone, email } = inLanguage(job.locale);
      const name = ltr(job.username.trim() || job.to.split("@")[0]!);
      return {
        to: job.to,
        content: {
          locale,
          subject: t("email.welcome.subject", { site: site.name }),
          heading: t("email.welcome.heading", { site: site.name, name }),
          paragraphs: [t("email.welcome.ready"), t("email.welcome.replyTime")],
          action: { label: t("email.welcome.action"), url: siteLink("/dashboard", locale) },
          footnotes: [t("email.common.questions", { phone, email })],
        },
      };
    }
    case "signup-confirmation": {
      const { locale, t, ltr } = inLanguage(job.locale);
      const name = ltr(job.username.trim() || job.to.split("@")[0]!);
      return {
        to: job.to,
        content: {
          locale,
          subject: t("email.confirm.subject", { site: site.name }),
          heading: t("email.confirm.heading"),
          paragraphs: [t("email.common.hello", { name }), t("email.confirm.thanks", { site: site.name })],
          action: { label: t("email.confirm.action"), url: ownLink(job.confirmUrl, "confirmUrl") },
          footnotes: [t("email.confirm.ignore", { site: site.name })],
        },
      };
    }
    case "password-reset": {
      const { locale, t } = inLanguage(job.locale);
      return {
        to: job.to,
        content: {
          locale,
          subject: t("email.reset.subject", { site: site.name }),
          heading: t("email.reset.heading"),
          paragraphs: [t("email.reset.received", { site: site.name }), t("email.reset.click")],
          action: { label: t("email.reset.action"), url: ownLink(job.resetUrl, "resetUrl") },
          footnotes: [t("email.reset.ignore")],
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
      const { locale, t, phone } = inLanguage(job.locale);
      return {
        to: m.email,
        content: {
          locale,
          subject: t("email.ack.subject"),
          heading: t("email.ack.heading"),
          paragraphs: [t("email.ack.thanks"), t("email.ack.next")],
          details: [{ label: t("email.ack.reference"), value: m.id.slice(0, 8).toUpperCase() }],
          ...(await conversationLinkForContactMessage(m.id)),
          footnotes: [t("email.ack.urgent", { phone }), t("email.ack.ignore", { site: site.name })],
        },
      };
    }
    case "newsletter-confirmation": {
      const unsubscribeUrl = ownLink(job.unsubscribeUrl, "unsubscribeUrl");
      const { locale, t } = inLanguage(job.locale);
      return {
        to: job.to,
        headers: newsletterHeaders(unsubscribeUrl),
        content: {
          locale,
          subject: t("email.newsletterConfirm.subject", { site: site.name }),
          heading: t("email.newsletterConfirm.heading"),
          paragraphs: [t("email.newsletterConfirm.thanks", { site: site.name }), t("email.newsletterConfirm.click")],
          action: { label: t("email.newsletterConfirm.action"), url: ownLink(job.confirmUrl, "confirmUrl") },
          footnotes: [t("email.newsletterConfirm.ignore")],
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
      const { locale, t } = inLanguage(job.locale);
      return {
        to: job.to,
        content: {
          locale,
          subject: t("email.unsubscribed.subject"),
          heading: t("email.unsubscribed.heading"),
          paragraphs: [t("email.unsubscribed.done", { site: site.name }), t("email.unsubscribed.again")],
          action: { label: t("email.unsubscribed.action", { site: site.name }), url: siteLink("/", locale) },
        },
      };
    }
    case "email-change-confirmation": {
      const { locale, t } = inLanguage(job.locale);
      return {
        to: job.to,
        content: {
          locale,
          subject: t("email.emailChange.subject", { site: site.name }),
          heading: t("email.emailChange.heading"),
          paragraphs: [t("email.emailChange.asked", { site: site.name }), t("email.emailChange.click")],
          action: { label: t("email.emailChange.action"), url: ownLink(job.confirmUrl, "confirmUrl") },
          footnotes: [t("email.emailChange.ignore")],
        },
      };
    }
    case "email-change-notice": {
      const { locale, t, ltr, email } = inLanguage(job.locale);
      return {
        to: job.to,
        content: {
          locale,
          subject: t("email.emailNotice.subject", { site: site.name }),
          heading: t("email.emailNotice.heading"),
          paragraphs: [
            t("email.emailNotice.asked", { site: site.name, address: ltr(job.newAddress) }),
            t("email.emailNotice.when"),
            t("email.emailNotice.notYou", { email }),
          ],
          action: { label: t("email.emailNotice.action"), url: siteLink("/account", locale) },
        },
      };
    }
    case "account-deleted": {
      const { locale, t, email } = inLanguage(job.locale);
      return {
        to: job.to,
        content: {
          locale,
          subject: t("email.deleted.subject", { site: site.name }),
          heading: t("email.deleted.heading"),
          paragraphs: [
            t("email.deleted.done", { site: site.name }),
            t("email.deleted.kept"),
            t("email.deleted.thanks", { site: site.name }),
          ],
          footnotes: [t("email.deleted.notYou", { email })],
        },
      };
    }
  }
}

export async function renderEmail(job: EmailJob): Promise<OutgoingEmail> {
  const { to, content, headers = {} } = await contentFor(job);
  const rendered = renderLayout(content);
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
