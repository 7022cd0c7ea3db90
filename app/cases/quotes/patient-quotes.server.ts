import { eq, sql } from "drizzle-orm";
import type { CountryKey } from "~content/treatments/countries";
import { db } from "~/db/client.server";
import { contactMessages, intakes } from "~/db/schema/index";
import type { AcceptedQuoteCopy } from "~/domain/quotes";
import type { CaseRecord } from "~/cases/case-access.server";
import { translatorFor } from "~/i18n/catalogue.server";
import type { Locale } from "~/i18n/locales";
import { offeredCatalogue } from "~/treatments/catalogue-data.server";
import { homeComparison } from "./home-prices";
import { isQuoteOpen, quoteReference } from "./quote-rules";
import { comparisonText, quoteStatements } from "./quote-statements";
import { caseQuotes, decideQuote, type QuoteDecision } from "./quotes.server";

/** A comparison country the patient named (an intake's country, a contact message's "GB" or "Germany"). */
const countryKeys: Record<string, CountryKey> = {
  us: "us",
  usa: "us",
  "united states": "us",
  uk: "uk",
  gb: "uk",
  "united kingdom": "uk",
  de: "de",
  germany: "de",
  ca: "ca",
  canada: "ca",
};

/**
 * What the patient's request said that a quote compares against: their own country among the comparison countries
 * and the catalogue procedure their intake chose (a contact message names neither procedure nor, often, a country).
 */
export async function requestedOf(
  caseRow: Pick<CaseRecord, "intakeId" | "contactMessageId">,
): Promise<{ homeCountry: CountryKey | null; procedureId: string | null }> {
  const [row] = caseRow.intakeId
    ? await db.select({ country: intakes.country, procedureId: intakes.procedureId }).from(intakes).where(eq(intakes.id, caseRow.intakeId))
    : caseRow.contactMessageId
      ? await db
          .select({ country: contactMessages.country, procedureId: sql<string | null>`NULL` })
          .from(contactMessages)
          .where(eq(contactMessages.id, caseRow.contactMessageId))
      : [];
  return { homeCountry: countryKeys[(row?.country ?? "").trim().toLowerCase()] ?? null, procedureId: row?.procedureId ?? null };
}

/** The case's quotes as a reader sees them: newest first, whether each is open, and its home comparison. */
export async function quotesForReader(caseRow: CaseRecord, locale: Locale, now = new Date()) {
  const [quotes, requested, catalogue] = await Promise.all([caseQuotes(caseRow.id, locale), requestedOf(caseRow), offeredCatalogue(locale)]);
  return quotes.map((quote) => ({
    ...quote,
    open: isQuoteOpen(quote, now),
    comparison: homeComparison(catalogue, quote, { locale, treatment: caseRow.treatment, ...requested }),
  }));
}

/**
 * The patient's yes: the version as their page showed it in `locale` (its lines, terms, statements and home
 * comparison) becomes the accepted copy, stored by the statement that accepts.
 */
export async function acceptQuote(
  caseRow: CaseRecord,
  quoteId: string,
  actorId: string | null,
  { ip, locale }: { ip: string | null; locale: Locale },
): Promise<QuoteDecision> {
  const quote = (await quotesForReader(caseRow, locale)).find((q) => q.id === quoteId);
  // Not a quote of this case: answered as one that can no longer be accepted.
  if (!quote) return { ok: false, reason: "closed" };
  const t = translatorFor(locale);
  const copy: AcceptedQuoteCopy = {
    locale,
    reference: quoteReference(quote.number, quote.version),
    currency: quote.currency,
    totalMinor: quote.totalMinor,
    lines: quote.items,
    terms: quote.terms,
    hospital: quote.hospital,
    doctor: quote.doctor,
    validUntil: quote.validUntil,
    statements: quoteStatements(quote, t, locale),
    comparison: quote.comparison ? comparisonText(quote.comparison, quote, t, locale) : null,
  };
  return decideQuote(caseRow, quoteId, { accepted: copy }, actorId, { ip });
}
