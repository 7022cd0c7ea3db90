import { env } from "cloudflare:workers";
import type { BatchItem } from "drizzle-orm/batch";
import { db } from "~/db/client.server";
import {
  dataSubjectOf,
  eraseCounters,
  optimizeSearchIndex,
  personalTables,
  quarantinedRawKeysOf,
  storedFilesOf,
  type PersonalTable,
} from "./personal-data.server";

/**
 * Erases a person: their files in R2 first (a failure there leaves the account whole, so it can
 * be tried again), then every table in one batch (nothing half-deleted), then the rate limiter's counters.
 * Security events stay, anonymised. Returns false when the account did not exist.
 */
export async function eraseAccount(userId: string) {
  const subject = await dataSubjectOf(userId);
  if (!subject) return false;
  const files = [...(await storedFilesOf(userId)), ...(await quarantinedRawKeysOf(subject))];
  if (files.length > 0) await env.INTAKE_DOCUMENTS.delete(files.map((f) => f.storageKey));
  const statements = Object.values<PersonalTable>(personalTables).flatMap((table) => table.erase(subject));
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  await optimizeSearchIndex();
  await eraseCounters(subject);
  return true;
}
