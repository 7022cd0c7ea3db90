/**
 * The e-mail template registry's vocabulary (docs/architecture.md, "E-mails"; decision 2407). A feature writes
 * its templates in its own `*-emails.server.ts` as one `defineTemplates({ "<job type>": template, … })` and the
 * registry (`templates.server.ts`) spreads every feature's set into one record keyed by every job type, so a
 * job type without a template, or a template without a job type, fails to compile.
 */
import { ltrText } from "~/i18n/isolate";
import { config } from "~/config.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { defaultLocale, localePath, type Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/message-key";
import type { EmailJob, EmailJobType } from "./jobs";
import type { EmailContent } from "./layout.server";

/** `locale`: the language a template read from its own record (a booking, a case), when the job did not say. */
export type Rendered = { to: string; content: EmailContent; headers?: Record<string, string>; locale?: Locale };

/**
 * What a template needs to write in the recipient's language: `t` for its words (a catalogue key per sentence),
 * `link` for site links in that language (`link("/dashboard")` is `…/ar/dashboard` in Arabic), and `ltr` to keep
 * a phone number or an address in its left-to-right order inside Arabic text (LRI … PDI, which plain text
 * understands too); `phone` and `email` are the operator's, already wrapped.
 */
export type MailLanguage = {
  locale: Locale;
  t: Translate;
  link: (path: string) => string;
  ltr: (text: string) => string;
  phone: string;
  email: string;
};

export const siteLink = (path: string) => `${config.siteUrl}${path}`;

/**
 * The one way to get a MailLanguage. The registry hands each template the job's (`job.locale`); a template whose
 * language is stored with its record (a case, a booking) calls `mailLanguage(record.locale)` and returns `locale`.
 */
export function mailLanguage(locale: Locale = defaultLocale): MailLanguage {
  const ltr = (text: string) => (locale === defaultLocale ? text : ltrText(text));
  return {
    locale,
    t: translatorFor(locale),
    link: (path) => siteLink(localePath(locale, path)),
    ltr,
    phone: ltr(config.operator.phone),
    email: ltr(config.operator.email),
  };
}

/**
 * Links must point at our own site. They are built from SITE_URL by the producer;
 * anything else (a Host header that leaked into a URL, a bug) is refused rather
 * than mailed. The message never repeats the link: it may carry a token.
 */
export function ownLink(url: string, what: string) {
  if (!url.startsWith(`${config.siteUrl}/`)) throw new Error(`${what} is not a link to SITE_URL`);
  return url;
}

/** A template: the job of its type and the recipient's language in, the message's content out. */
export type Template<T extends EmailJobType> = (
  job: Extract<EmailJob, { type: T }>,
  mail: MailLanguage,
) => Rendered | Promise<Rendered>;

/** A feature's templates, keyed by job type; `defineTemplates` only checks each template against its type. */
export type TemplateSet<T extends EmailJobType> = { [K in T]: Template<K> };

export function defineTemplates<T extends EmailJobType>(templates: TemplateSet<T>): TemplateSet<T> {
  return templates;
}
