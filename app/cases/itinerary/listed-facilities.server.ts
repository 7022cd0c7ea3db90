import { and, asc, eq, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { facilities } from "~/db/schema";

/** The shown facilities' names, which the trip form offers so that a trip names a facility as the console lists it. */
export async function listedFacilityNames(): Promise<string[]> {
  const rows = await db.select({ name: facilities.name }).from(facilities).where(eq(facilities.isActive, true)).orderBy(asc(facilities.name));
  return rows.map((row) => row.name);
}

/**
 * The shown facility a trip names, in either language: its address is what a consulate checks the visa letter's
 * invitation by. A name typed by hand that no facility has gives none.
 */
export async function listedFacility(name: string) {
  const typed = name.trim();
  const [facility] = await db
    .select({ address: facilities.address, addressAr: facilities.addressAr })
    .from(facilities)
    .where(and(eq(facilities.isActive, true), or(sql`lower(trim(${facilities.name})) = ${typed.toLowerCase()}`, sql`trim(${facilities.nameAr}) = ${typed}`)))
    .limit(1);
  return facility;
}
