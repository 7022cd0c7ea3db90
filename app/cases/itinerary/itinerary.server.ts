import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { quotes } from "~/db/schema";
import { tripCanBePlanned, type TripFacts } from "./itinerary-rules";

/** The facts tripCanBePlanned decides from, read in one statement. */
export async function tripFacts(caseId: string): Promise<TripFacts> {
  const [row] = await db
    .select({ accepted: sql<number>`count(*)` })
    .from(quotes)
    .where(and(eq(quotes.caseId, caseId), eq(quotes.status, "accepted")));
  return { hasAcceptedQuote: (row?.accepted ?? 0) > 0 };
}

export async function caseTripCanBePlanned(caseId: string) {
  return tripCanBePlanned(await tripFacts(caseId));
}
