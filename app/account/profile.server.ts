import { and, eq, gt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pendingEmailChanges, profiles, users } from "~/db/schema";

/** The signed-in patient's address, join date and username, as /account shows them. */
export function accountOf(userId: string) {
  return db
    .select({ email: users.email, createdAt: users.createdAt, username: profiles.username })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .get();
}

/** The new address waiting for its confirmation link, while the link still works. */
export async function pendingEmailOf(userId: string) {
  const pending = await db.query.pendingEmailChanges.findFirst({
    columns: { newEmail: true },
    where: and(eq(pendingEmailChanges.userId, userId), gt(pendingEmailChanges.expiresAt, new Date())),
  });
  return pending?.newEmail ?? null;
}
