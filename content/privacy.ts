import { site } from "./site";

/** The privacy notice on /privacy (GDPR Art. 13, Egypt's law 151/2020), in plain language. */
export const dataController = {
  name: "NileCare Medical Travel S.A.E.",
  address: site.address,
  privacyEmail: "privacy@nilecare.example",
} as const;

/**
 * How long each kind of record is kept. The scheduled retention jobs read `days` from here,
 * so the table published on /privacy is the rule the site enforces.
 */
export const retentionRules = {
  anonymousDrafts: {
    what: "Unfinished intake forms and their uploaded files",
    keptFor: "14 days after the last change",
    days: 14,
  },
  unconfirmedAccounts: {
    what: "Accounts whose email address was never confirmed",
    keptFor: "30 days after sign-up",
    days: 30,
  },
  pendingNewsletter: {
    what: "Newsletter sign-ups never confirmed, and addresses that unsubscribed",
    keptFor: "30 days",
    days: 30,
  },
  withdrawnConsent: {
    what: "Documents and health details of an intake whose consent you withdrew",
    keptFor: "30 days after the withdrawal, unless you give consent again",
    days: 30,
  },
  loginAttempts: {
    what: "Sign-in attempts (address, network address, time)",
    keptFor: "90 days",
    days: 90,
  },
  sentEmails: {
    what: "Copies of emails we sent you",
    keptFor: "90 days",
    days: 90,
  },
  contactMessages: {
    what: "Messages sent through the contact form",
    keptFor: "1 year",
    days: 365,
  },
  securityEvents: {
    what: "Security records about your account (sign-ins, password changes)",
    keptFor: "1 year; anonymised at once if you delete your account",
    days: 365,
  },
  closedIntakes: {
    what: "Cancelled intakes, with their documents",
    keptFor: "2 years after the intake was sent",
    days: 730,
  },
} as const satisfies Record<string, { what: string; keptFor: string; days: number }>;

export type RetentionRuleId = keyof typeof retentionRules;

/** The cookies the site sets: all essential, none for tracking or advertising. */
export const cookies = [
  { name: "nilecare-session", purpose: "Keeps you signed in", lasts: "30 days, renewed while you use the site" },
  { name: "nilecare-theme", purpose: "Remembers light or dark mode", lasts: "1 year" },
  { name: "nilecare-toast", purpose: "Shows a message after a form is sent", lasts: "1 minute" },
  { name: "nilecare-intake", purpose: "Finds your unfinished intake form", lasts: "14 days" },
  { name: "nilecare-trip-plan", purpose: "Keeps your unfinished trip plan", lasts: "7 days" },
] as const;

/** Grace period after consent is withdrawn, stated on /account and /privacy. */
export const WITHDRAWN_CONSENT_GRACE_DAYS = retentionRules.withdrawnConsent.days;
