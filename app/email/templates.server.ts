import type { EmailJob, EmailJobType } from "./jobs";
import { headerValue } from "./header-value";
import { renderLayout } from "./layout.server";
import { mailLanguage, type Template } from "./registry.server";
import { accountTemplates } from "~/account/account-emails.server";
import { aftercareTemplates } from "~/aftercare/emails.server";
import { reviewTemplates } from "~/reviews/emails.server";
import { authTemplates } from "~/auth/auth-emails.server";
import { bookingTemplates } from "~/booking/booking-emails.server";
import { caseTemplates } from "~/cases/case-emails.server";
import { contactTemplates } from "~/contact/contact-emails.server";
import { conversationTemplates } from "~/cases/thread-emails.server";
import { newsletterTemplates } from "~/newsletter/newsletter-emails.server";
import { staffTemplates } from "~/cases/console/staff-emails.server";

/** A rendered message, ready for the outbox and a transport. */
export type OutgoingEmail = {
  template: EmailJob["type"];
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};

/**
 * The registry: every feature's templates (registry.server.ts), one record keyed by every job type. A new
 * e-mail is its job in jobs.ts, its template in its feature's set (spread here once per feature) and its words.
 */
const templates: { [K in EmailJobType]: Template<K> } = {
  ...authTemplates,
  ...accountTemplates,
  ...newsletterTemplates,
  ...contactTemplates,
  ...caseTemplates,
  ...staffTemplates,
  ...conversationTemplates,
  ...bookingTemplates,
  ...aftercareTemplates,
  ...reviewTemplates,
};

export function isEmailJob(body: unknown): body is EmailJob {
  if (typeof body !== "object" || body === null) return false;
  const type = (body as { type?: unknown }).type;
  return typeof type === "string" && Object.hasOwn(templates, type);
}

export async function renderEmail(job: EmailJob): Promise<OutgoingEmail> {
  const template = templates[job.type] as Template<EmailJobType>;
  const { to, content, headers = {}, locale = job.locale } = await template(job, mailLanguage(job.locale));
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
