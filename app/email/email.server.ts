/**
 * What a feature uses of the e-mail pipe. Beside its own code a feature defines its kinds of e-mail with
 * `defineEmails`: for each, what it is about (`about`), how it is written (`render`) and, when its recipient may
 * hold it for a digest, where it goes (`route`). It puts jobs on the Queue with `queueEmails`, the one way to
 * send. The pipe knows no feature: app/email-kinds.server.ts lists every feature's kinds, registers them here
 * (`Register`, so every job is typed) and the worker entry hands the list to the consumer.
 */
import { env, waitUntil } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { cases, consultationBookings, users } from "~/db/schema";
import { translatorFor } from "~/i18n/catalogue.server";
import { ltrText } from "~/i18n/isolate";
import { defaultLocale, localePath, type Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/message-key";
import { loggableError } from "~/utils/loggable-error";
import type { EmailContent } from "./layout.server";

/**
 * Every job may say the recipient's language (`locale`): the account's stored language, or the language of the
 * page the form was sent from (`getLocale(context)`). Without it the e-mail is in English.
 */
type JobLanguage = { locale?: Locale };

/** The job's language field: none for English, so English jobs read as they always did. */
export const inLocale = (locale: Locale): JobLanguage => (locale === defaultLocale ? {} : { locale });

/** The jobs of a feature's kinds, one type each: `JobOf<ContactJobs>`, or `JobOf<ContactJobs, "contact-acknowledgement">`. */
export type JobOf<Jobs, K extends keyof Jobs = keyof Jobs> = { [T in K]: { type: T } & Jobs[T] & JobLanguage }[K];

/**
 * What an e-mail is about, read when it is about to go: the account it is for and the case or booking it concerns.
 * The outbox row keeps these ids so export and erasure find a person's mail by them, never by searching its text.
 */
export type MailSubject = { userId: string | null; caseId: string | null; bookingId: string | null };

/** `locale`: the language a template read from its own record (a booking, a case), when the job did not say. */
export type Rendered = { to: string; content: EmailContent; headers?: Record<string, string>; locale?: Locale };

/** Where a staff alert goes: now, into its recipient's digest, or nowhere, as the recipient chose. */
export type Routing = "send" | "held" | "dropped";

/** One kind of e-mail. */
export type EmailKind<Job> = {
  /**
   * The subject of a job, or null when the record it is about no longer exists (its person was erased), so the mail
   * must not go. Asked on every attempt, so a retry never writes an erased person's mail again.
   */
  about: (job: Job) => MailSubject | null | Promise<MailSubject | null>;
  /** The message in the recipient's language (`mail`); links are built from SITE_URL (`ownLink`). */
  render: (job: Job, mail: MailLanguage) => Rendered | Promise<Rendered>;
  /** Asked once, before the first rendering, so a retry of a message already rendered is sent as it was. */
  route?: (job: Job, messageId: string, now: Date) => Promise<Routing>;
  /** The outbox copy drops the recipient's address once sent (the account no longer exists). */
  forgetRecipient?: true;
};

/** A feature's kinds, keyed by job type: a job type without its kind, or a kind without its job, fails to compile. */
export type EmailKinds<Jobs> = { [K in keyof Jobs]: EmailKind<JobOf<Jobs, K>> };

/** `defineEmails<ContactJobs>({ "contact-acknowledgement": { about, render } })`: checks each kind against its job. */
export function defineEmails<Jobs>(kinds: EmailKinds<Jobs>): EmailKinds<Jobs> {
  return kinds;
}

type Merged<Sets> = Sets extends readonly [infer First, ...infer Rest] ? First & Merged<Rest> : unknown;

/** Every feature's kinds in one record; two features naming the same job type is refused when the worker starts. */
export function allEmailKinds<const Sets extends readonly object[]>(...sets: Sets): Merged<Sets> {
  const all: Record<string, unknown> = {};
  for (const [type, kind] of sets.flatMap((set) => Object.entries(set))) {
    if (Object.hasOwn(all, type)) throw new Error(`two features define the e-mail kind ${type}`);
    all[type] = kind;
  }
  return all as Merged<Sets>;
}

/**
 * Filled by app/email-kinds.server.ts (`interface Register { kinds: typeof emailKinds }`), as React Router's own
 * `Register` is: the pipe then types every job without importing a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the registration
export interface Register {}

/** Every feature's kinds, as registered. */
export type RegisteredKinds = Register extends { kinds: infer Kinds } ? Kinds : Record<never, never>;

/** A job on the e-mail Queue: the kind's type, its fields, and the recipient's language. */
export type EmailJob = {
  [K in keyof RegisteredKinds]: RegisteredKinds[K] extends EmailKind<infer Job> ? Job : never;
}[keyof RegisteredKinds];

export type EmailJobType = EmailJob["type"];

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
 * The one way to get a MailLanguage. The consumer hands each template the job's (`job.locale`); a template whose
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

/** A subject from the ids a kind knows (the others null). */
export const mailAbout = (subject: Partial<MailSubject> = {}): MailSubject => ({
  userId: null,
  caseId: null,
  bookingId: null,
  ...subject,
});

/** About an account, while it exists. */
export async function aboutAccount(userId: string) {
  const row = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.id, userId) });
  return row ? mailAbout({ userId }) : null;
}

/** About a case, while it exists (no id: a record that led to it is gone). */
export async function aboutCase(caseId: string | null | undefined) {
  if (!caseId) return null;
  const row = await db.query.cases.findFirst({ columns: { id: true }, where: eq(cases.id, caseId) });
  return row ? mailAbout({ caseId }) : null;
}

/** About a consultation booking, while it exists. */
export async function aboutBooking(bookingId: string) {
  const row = await db.query.consultationBookings.findFirst({
    columns: { id: true },
    where: eq(consultationBookings.id, bookingId),
  });
  return row ? mailAbout({ bookingId }) : null;
}

/** About nobody's account, case or booking, while the record it answers (a subscription, an invitation) exists. */
export async function aboutNoneWhile(record: Promise<unknown>) {
  return (await record) !== undefined ? mailAbout() : null;
}

/** The most messages a Queue takes in one `sendBatch` (Cloudflare's limit): a larger batch is refused whole. */
const QUEUE_BATCH_LIMIT = 100;

/**
 * `stored`: what is already stored (named in the log line); then a refusal never undoes it: it is logged and the
 * answer is false, so a caller that claimed a row for the e-mail can release it. Without it a refusal throws.
 * `later`: queued after the response is sent (`waitUntil`), so its time never shows in the answer.
 */
type Queueing = { stored: string; later?: boolean } | { stored?: never; later?: never };

/**
 * The one way to send e-mail: the jobs go to the Queue in batches it accepts (a busy morning's overdue alerts run
 * to hundreds), and the consumer in this same worker renders and sends each. A refused batch leaves the batches
 * before it queued. The log names the jobs' types, never a job (it may hold a link).
 */
export function queueEmails(jobs: readonly EmailJob[], { stored, later = false }: Queueing = {}): Promise<boolean> {
  const queued = (async () => {
    try {
      for (let start = 0; start < jobs.length; start += QUEUE_BATCH_LIMIT) {
        const batch = jobs.slice(start, start + QUEUE_BATCH_LIMIT);
        await env.EMAIL_QUEUE.sendBatch(batch.map((body) => ({ body, contentType: "json" as const })));
      }
      return true;
    } catch (error) {
      if (stored === undefined) throw error;
      const types = [...new Set(jobs.map((job) => job.type))].join(", ");
      console.error(`${stored} is stored. Could not queue the ${types} e-mail${jobs.length === 1 ? "" : "s"}`, loggableError(error));
      return false;
    }
  })();
  if (later) waitUntil(queued);
  return queued;
}
