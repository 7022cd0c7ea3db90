import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { verifyPassword } from "./password.server";
import { signInSchema } from "./schemas";

/**
 * What a password sign-in found. "unconfirmed" means the password was right but the
 * address has not been confirmed yet; `userId` on "invalid" is for the security log only.
 */
type SignInOutcome =
  | { status: "signed-in"; userId: string }
  | { status: "unconfirmed"; userId: string }
  | { status: "invalid"; userId: string | null };

export const authenticator = new Authenticator<SignInOutcome>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const submission = parseWithZod(form, { schema: signInSchema });
    if (submission.status !== "success") return { status: "invalid", userId: null };
    const { email, password } = submission.value;
    const user = await db.query.users.findFirst({
      columns: { id: true, passwordHash: true, emailConfirmedAt: true },
      where: eq(users.email, email),
    });
    // Verified even when there is no such user, so timing does not tell which addresses have accounts.
    const valid = await verifyPassword(password, user?.passwordHash ?? null);
    if (!user || !valid) return { status: "invalid", userId: user?.id ?? null };
    return user.emailConfirmedAt
      ? { status: "signed-in", userId: user.id }
      : { status: "unconfirmed", userId: user.id };
  }),
  "password",
);
