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
import { localePath, type Locale } from "~/i18n/locales";
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
      const name = job.username.trim() || job.to.split("@")[0]!;
      return {
        to: job.to,
        content: {
          subject: `Welcome to ${site.name}`,
          heading: `Welcome to ${site.name}, ${name}!`,
          paragraphs: [
            "Your account is ready. From your patient portal you can plan your trip, follow your consultations and reach our coordinators.",
            "Our team answers every message within 2 hours, in your language.",
          ],
          action: { label: "Go to My Dashboard", url: mail.link("/dashboard") },
          footnotes: [`Questions? Call us at ${site.phone} or write to ${site.email}.`],
        },
      };
    }
    case "signup-confirmation": {
      const name = job.username.trim() || job.to.split("@")[0]!;
      return {
        to: job.to,
        content: {
          subject: `Confirm your ${site.name} account`,
          heading: "Confirm your email address",
          paragraphs: [
            `Hello ${name},`,
            `Thank you for signing up with ${site.name}. Please confirm your email address to activate your account.`,
          ],
          action: { label: "Confirm My Account", url: ownLink(job.confirmUrl, "confirmUrl") },
          footnotes: [`If you did not create a ${site.name} account, you can ignore this email.`],
        },
      };
    }
    case "password-reset":
      return {
        to: job.to,
        content: {
          subject: `Reset your ${site.name} password`,
          heading: "Reset your password",
          paragraphs: [
            `We received a request to reset the password of your ${site.name} account.`,
            "Click the button below to choose a new password.",
          ],
          action: { label: "Reset My Password", url: ownLink(job.resetUrl, "resetUrl") },
          footnotes: [
            "If you did not ask to reset your password, you can ignore this email: your password stays unchanged.",
          ],
        },
      };
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
      return {
        to: m.email,
        content: {
          subject: "We received your message",
          heading: "We received your message",
          paragraphs: [
            "Thank you for contacting us. We'll get back to you within 2 hours.",
            "A patient coordinator will read your message and answer here, by email or phone. You can read the answer and write back from the link below, without an account; it works for 30 days after the last message.",
          ],
          details: [{ label: "Your reference", value: m.id.slice(0, 8).toUpperCase() }],
          ...(await conversationLinkForContactMessage(m.id)),
          footnotes: [
            `If your question is urgent, call us at ${site.phone}. Emergency support is available 24/7.`,
            `If you did not write to ${site.name}, you can ignore this email.`,
          ],
        },
      };
    }
    case "newsletter-confirmation": {
      const unsubscribeUrl = ownLink(job.unsubscribeUrl, "unsubscribeUrl");
      return {
        to: job.to,
        headers: newsletterHeaders(unsubscribeUrl),
        content: {
          subject: `Confirm your ${site.name} newsletter subscription`,
          heading: "Please confirm your subscription",
          paragraphs: [
            `Thank you for subscribing to the ${site.name} newsletter: treatment guides, travel tips and patient stories from Egypt.`,
            "Please confirm that you want to receive it by clicking the button below.",
          ],
          action: { label: "Confirm Subscription", url: ownLink(job.confirmUrl, "confirmUrl") },
          footnotes: ["If you did not subscribe, ignore this email: you will not receive anything unless you confirm."],
          unsubscribeUrl,
        },
      };
    }
    case "case-reply":
    case "case-status":
    case "quote-sent":
    case "quote-decided":
      return conversationEmail(job);
    case "newsletter-unsubscribed":
      return {
        to: job.to,
        content: {
          subject: "You have been unsubscribed",
          heading: "You have been unsubscribed",
          paragraphs: [
            `You have been unsubscribed from our newsletter. You will not receive any more newsletter emails from ${site.name}.`,
            "Changed your mind? You can subscribe again at any time from our website.",
          ],
          action: { label: `Visit ${site.name}`, url: siteLink("/") },
        },
      };
    case "email-change-confirmation":
      return {
        to: job.to,
        content: {
          subject: `Confirm your new ${site.name} email address`,
          heading: "Confirm your new email address",
          paragraphs: [
            `You asked to use this address for your ${site.name} account.`,
            "Click the button below within 24 hours to confirm it. Your account keeps its current address until then.",
          ],
          action: { label: "Confirm New Address", url: ownLink(job.confirmUrl, "confirmUrl") },
          footnotes: [`If you did not ask for this, ignore this email: nothing changes.`],
        },
      };
    case "email-change-notice":
      return {
        to: job.to,
        content: {
          subject: `A change of your ${site.name} email address was requested`,
          heading: "Your email address may change",
          paragraphs: [
            `Someone signed in to your ${site.name} account asked to change its email address to ${job.newAddress}.`,
            "The change happens only when the link sent to the new address is opened.",
            `If this was not you, change your password at once on your account page and write to ${site.email}.`,
          ],
          action: { label: "Open My Account", url: siteLink("/account") },
        },
      };
    case "account-deleted":
      return {
        to: job.to,
        content: {
          subject: `Your ${site.name} account has been deleted`,
          heading: "Your account has been deleted",
          paragraphs: [
            `As you asked, your ${site.name} account has been deleted, with your profile, sessions, trip plans, intakes, uploaded documents and newsletter subscription.`,
            "Security records about the account are kept without your email address or network address.",
            `Thank you for considering ${site.name}. You are welcome back at any time.`,
          ],
          footnotes: [`If you did not delete your account, write to ${site.email} at once.`],
        },
      };
  }
}

export async function renderEmail(job: EmailJob): Promise<OutgoingEmail> {
  const { to, content, headers = {} } = await contentFor(job, mailLanguage(job.locale));
  const rendered = renderLayout(content, job.locale);
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
