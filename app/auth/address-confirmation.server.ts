import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles, users } from "~/db/schema";

/**
 * Confirms an account's address the first time a link e-mailed to it is used (the sign-up or a reset link);
 * the database then ties to the account every row written from that address (decision 2200). The address and
 * username when this use confirmed it, null when it was confirmed already.
 */
export async function confirmAccountAddress(userId: string) {
  const [confirmed] = await db
    .update(users)
    .set({ emailConfirmedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
    .returning({ email: users.email });
  if (!confirmed) return null;
  const profile = await db.query.profiles.findFirst({ columns: { username: true }, where: eq(profiles.userId, userId) });
  return { email: confirmed.email, username: profile?.username ?? undefined };
}
