import { parseWithZod, type Submission } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { Strategy } from "remix-auth/strategy";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { readFormBody } from "~/forms/request-body.server";
import { claimLoginAttempt, type LoginClaim } from "./login-protection.server";
import { verifyPassword } from "./password.server";
import { signInSchema } from "./schemas";

type SignInFields = { email: string; password: string };

/**
 * What a password sign-in found, with the one parse of the form (`submission`, for the answer's
 * `reply()`): "refused" is a form the schema refused, "blocked" an attempt over the login limits,
 * "unconfirmed" a right password for an address not confirmed yet; `userId` on "invalid" is for the
 * security log only.
 */
export type SignInResult =
  | { status: "refused"; submission: Submission<SignInFields> }
  | { status: "blocked"; submission: Submission<SignInFields>; email: string; claim: Extract<LoginClaim, { allowed: false }> }
  | { status: "signed-in" | "unconfirmed"; submission: Submission<SignInFields>; email: string; userId: string; storeFailed: boolean }
  | { status: "invalid"; submission: Submission<SignInFields>; email: string; userId: string | null; storeFailed: boolean };

/**
 * remix-auth-form's strategy, reading the body the one way: through the body reader's checks
 * (400/413/415), once per request, so the form the action already read is not parsed again.
 */
class CheckedFormStrategy<User> extends FormStrategy<User> {
  override async authenticate(request: Request): Promise<User> {
    return this.verify({ form: await readFormBody(request), request });
  }
}

/**
 * remix-auth hands a strategy a copy of the request (`new Request(url, request)`) so that the strategy
 * may read a body nobody has read; ours has been read once by the body reader, which cannot be copied,
 * so the request goes on as it is and the strategy gets the form that reader kept for it.
 */
class OneReadAuthenticator<User> extends Authenticator<User> {
  override authenticate(strategy: string, request: Request): Promise<User> {
    const instance = this.get<Strategy<User, never>>(strategy);
    if (!instance) throw new ReferenceError(`Strategy ${strategy} not found.`);
    return instance.authenticate(request);
  }
}

export const authenticator = new OneReadAuthenticator<SignInResult>();

authenticator.use(
  new CheckedFormStrategy(async ({ form, request }): Promise<SignInResult> => {
    const submission = parseWithZod(form, { schema: signInSchema });
    if (submission.status !== "success") return { status: "refused", submission };
    const { email, password } = submission.value;
    // The limits take their slot before any password is compared (decision 0113).
    const claim = await claimLoginAttempt(request, email);
    if (!claim.allowed) return { status: "blocked", submission, email, claim };
    const { storeFailed } = claim;
    const user = await db.query.users.findFirst({
      columns: { id: true, passwordHash: true, emailConfirmedAt: true },
      where: eq(users.email, email),
    });
    // Verified even when there is no such user, so timing does not tell which addresses have accounts.
    const valid = await verifyPassword(password, user?.passwordHash ?? null);
    if (!user || !valid) return { status: "invalid", submission, email, userId: user?.id ?? null, storeFailed };
    const status = user.emailConfirmedAt ? "signed-in" : "unconfirmed";
    return { status, submission, email, userId: user.id, storeFailed };
  }),
  "password",
);
