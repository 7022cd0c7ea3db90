import { waitUntil } from "cloudflare:workers";
import { config } from "~/config.server";
import type { EmailJob } from "~/email/jobs";
import { enqueueEmail } from "~/email/queue.server";
import { localePath, type Locale } from "~/i18n/locales";
import { errorMessage } from "~/utils/loggable-error";

/**
 * Links in e-mails come from SITE_URL, never from the request's Host header; they open the page in the
 * language the e-mail is written in.
 */
export function emailLink(path: "/auth/confirm" | "/auth/reset" | "/account/confirm-email", token: string, locale: Locale) {
  const url = new URL(localePath(locale, path), config.siteUrl);
  url.searchParams.set("token", token);
  return url.href;
}

/** Queues an e-mail without delaying the response; a failure is only logged (never the job: it may hold a link). */
export function sendEmailLater(job: EmailJob) {
  waitUntil(
    enqueueEmail(job).catch((error: unknown) =>
      console.error(`Could not queue the ${job.type} e-mail: ${errorMessage(error)}`),
    ),
  );
}

/** The name the welcome and confirmation e-mails greet: the username, else the address's local part. */
export function greetingName(email: string, username: string | undefined) {
  return username || email.slice(0, email.lastIndexOf("@"));
}
