import { config } from "~/config.server";
import { localePath, type Locale } from "~/i18n/locales";

/**
 * Links in e-mails come from SITE_URL, never from the request's Host header; they open the page in the
 * language the e-mail is written in.
 */
export function emailLink(path: "/auth/confirm" | "/auth/reset" | "/account/confirm-email", token: string, locale: Locale) {
  const url = new URL(localePath(locale, path), config.siteUrl);
  url.searchParams.set("token", token);
  return url.href;
}

/** The name the welcome and confirmation e-mails greet: the username, else the address's local part. */
export function greetingName(email: string, username: string | undefined) {
  return username || email.slice(0, email.lastIndexOf("@"));
}
