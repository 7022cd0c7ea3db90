import type { Locale } from "~/i18n/locales";
// With its extension: `npm run deploy` loads this module in Node (scripts/check-operator.ts), which needs it.
import { fillTokens } from "./tokens.ts";

/**
 * The operator's identity: the company that runs the site and how to reach it (the brand, NileCare, is
 * content/site.ts). It comes from configuration
 * (`OPERATOR_*` vars in wrangler.toml, read in app/config.server.ts) so an operator sets it without code;
 * the root loader hands it to every page and e-mails read it from the config (decision 0101).
 */
export type Operator = {
  /** The registered company: the privacy notice's data controller and the JSON-LD's legal name. */
  legalName: string;
  /** The company's tax registration number, stated on every invoice (Egypt's Consumer Protection Law asks for one). */
  taxId: string;
  /** Its commercial registry number, in the footer of every page beside the tax number. */
  registration: string;
  /** The number of its licence to arrange travel and treatment (the Ministry of Tourism's), in the footer too. */
  licence: string;
  address: Record<Locale, string>;
  phone: string;
  phoneHref: string;
  email: string;
  privacyEmail: string;
  /** The line answered around the clock for patients already in Egypt; not the office number. */
  emergencyPhone: string;
  emergencyPhoneHref: string;
  /** A WhatsApp chat with the office, on the office phone number. */
  whatsappHref: string;
  social: { network: SocialNetwork; href: string }[];
};

const networks = { "facebook.com": "Facebook", "instagram.com": "Instagram", "x.com": "X", "youtube.com": "YouTube" } as const;
export type SocialNetwork = (typeof networks)[keyof typeof networks];

const varNames = [
  "OPERATOR_LEGAL_NAME",
  "OPERATOR_TAX_ID",
  "OPERATOR_REGISTRATION",
  "OPERATOR_LICENCE",
  "OPERATOR_ADDRESS",
  "OPERATOR_ADDRESS_AR",
  "OPERATOR_PHONE",
  "OPERATOR_EMAIL",
  "OPERATOR_PRIVACY_EMAIL",
  "OPERATOR_EMERGENCY_PHONE",
  "OPERATOR_SOCIAL",
] as const;

/** The vars an operator sets; every one is required. */
export type OperatorVars = Record<(typeof varNames)[number], string>;

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

function socialLink(href: string) {
  const host = new URL(href).hostname.replace(/^www\./, "");
  const network = networks[host as keyof typeof networks];
  if (!network) throw new Error(`OPERATOR_SOCIAL: no icon for ${host} (known: ${Object.keys(networks).join(", ")})`);
  return { network, href };
}

export function operatorFrom(vars: OperatorVars): Operator {
  for (const name of varNames) {
    if (!vars[name]?.trim()) throw new Error(`${name} is not set: add it to [vars] in wrangler.toml`);
  }
  return {
    legalName: vars.OPERATOR_LEGAL_NAME,
    taxId: vars.OPERATOR_TAX_ID,
    registration: vars.OPERATOR_REGISTRATION,
    licence: vars.OPERATOR_LICENCE,
    address: { en: vars.OPERATOR_ADDRESS, ar: vars.OPERATOR_ADDRESS_AR },
    phone: vars.OPERATOR_PHONE,
    phoneHref: telHref(vars.OPERATOR_PHONE),
    email: vars.OPERATOR_EMAIL,
    privacyEmail: vars.OPERATOR_PRIVACY_EMAIL,
    emergencyPhone: vars.OPERATOR_EMERGENCY_PHONE,
    emergencyPhoneHref: telHref(vars.OPERATOR_EMERGENCY_PHONE),
    whatsappHref: `https://wa.me/${vars.OPERATOR_PHONE.replace(/\D/g, "")}`,
    social: vars.OPERATOR_SOCIAL.split(/\s+/).filter(Boolean).map(socialLink),
  };
}

/**
 * Every setting an operator makes their own before production: where the site is, the mail it sends and receives
 * (with the domain patients' replies come back to), the video service, and who runs it (their phones and the
 * emergency line included).
 */
export const operatorSettingNames = ["SITE_URL", "EMAIL_FROM", "CONTACT_INBOX", "REPLY_DOMAIN", "VIDEO_CALL_BASE_URL", ...varNames] as const;
export type OperatorSettings = Partial<Record<(typeof operatorSettingNames)[number], string>>;

/** Hosts that are never a real site's or inbox's: the reserved names (RFC 2606, 6761) and this machine. */
const placeholderHost = /(^|\.)(example|test|invalid|localhost)$|^127(\.\d{1,3}){3}$|^\[?::1\]?$/i;
/** 555-0100 to 555-0199, the numbers kept for fiction, at the end of a phone number. */
const fictionalNumber = /55501\d\d$/;

function hostsIn(value: string) {
  return [...value.matchAll(/(?:@|\/\/)(\[[^\]]+\]|[^\s/:>@]+)/g)].map((match) => match[1]!.toLowerCase());
}

/**
 * The settings that still hold a development placeholder (`NAME (value)`): an address or URL on a reserved
 * domain or this machine (`care@nilecare.example`, `http://127.0.0.1:8787`), a 555-01xx phone number, or nothing
 * at all. Fine in development; production refuses to deploy and to serve with any of them.
 */
export function placeholderSettings(settings: OperatorSettings): string[] {
  return operatorSettingNames.flatMap((name) => {
    const value = settings[name]?.trim() ?? "";
    const placeholder =
      value === "" ||
      // REPLY_DOMAIN is a bare domain, every other setting an address or a URL.
      (name === "REPLY_DOMAIN" ? [value.toLowerCase()] : hostsIn(value)).some((host) => placeholderHost.test(host)) ||
      (name.endsWith("_PHONE") && fictionalNumber.test(value.replace(/\D/g, ""))) ||
      // A number of zeros is the development one.
      (["OPERATOR_TAX_ID", "OPERATOR_REGISTRATION", "OPERATOR_LICENCE"].includes(name) && /^[\W0]*$/.test(value));
    return placeholder ? [`${name} (${value || "not set"})`] : [];
  });
}

/** The operator's facts as a page in `locale` states them, for the `{operator.<fact>}` tokens of content/ texts. */
export type OperatorFacts = Record<
  "legalName" | "address" | "phone" | "phoneHref" | "email" | "emailHref" | "privacyEmail" | "privacyEmailHref" | "emergencyPhone" | "emergencyPhoneHref" | "whatsappHref",
  string
> & {
  /** Only for content that states the office hours (the team's week, read from D1): without it the token throws. */
  officeHours?: string;
};

/**
 * Fills the `{operator.phone}`-style tokens in every string of a content value. Content holds the words and the
 * tokens, configuration the facts, so an operator's phone number or address is written in one place.
 */
export function fillOperator<T>(value: T, facts: OperatorFacts): T {
  return fillTokens(value, "operator", facts);
}
