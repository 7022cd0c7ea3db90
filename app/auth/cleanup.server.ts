import { lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { authTokens, sessions } from "~/db/schema";

/** Expired e-mail link tokens and sessions are of no use to anyone; the scheduled clean-up removes them. */
export async function deleteExpiredAuthRecords(now: Date) {
  await db.batch([
    db.delete(authTokens).where(lt(authTokens.expiresAt, now)),
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
  ]);
}
