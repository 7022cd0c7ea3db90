import type { SubmissionResult } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { destroySession } from "~/auth/session.server";
import { consumeToken, issueToken } from "~/auth/tokens.server";
import { db } from "~/db/client.server";
import { inLocale, queueEmails } from "~/email/email.server";
import { profiles, securityEvents, users } from "~/db/schema";
import { getLocale } from "~/i18n/locale.server";
import { eraseAccount } from "~/privacy/erase.server";
import { isStaffRole } from "~/staff/roles";
import { errorMessage } from "~/utils/loggable-error";
import type { AccountActionArgs } from "./action-args";
import { accountMessages } from "./messages";
import type { AccountOutcome } from "./outcome";
import { deleteAccountSchema } from "./schemas";
import { currentPasswordProblem } from "./settings.server";

/**
 * Step one: the password. The answer is the second step, a page with one button that carries a
 * single-use token valid ten minutes, so deleting takes two deliberate posts, with or without JavaScript.
 */
export async function confirmDeletionPassword(
  args: AccountActionArgs,
): Promise<AccountOutcome<DeletionAnswer> | { status: "confirm"; answer: { step: "confirm"; token: string } }> {
  const submission = parseWithZod(args.form, { schema: deleteAccountSchema });
  const reply = (fieldErrors?: Record<string, string[]>) => ({
    step: "password" as const,
    result: submission.reply({ fieldErrors, hideFields: ["password"] }),
  });
  if (submission.status !== "success") return { status: "refused", answer: reply() };
  if (await isOnStaff(args.userId)) return { status: "refused", answer: reply({ "": [accountMessages.staffMustLeaveFirst] }) };
  const passwordProblem = await currentPasswordProblem(args.request, args.userId, submission.value.password);
  if (passwordProblem) return { status: "refused", answer: reply({ password: [passwordProblem] }) };
  const token = await issueToken(args.userId, "account_deletion");
  return { status: "confirm", answer: { step: "confirm", token } };
}

/** Step two: erases everything, ends the session and confirms by e-mail. */
export async function deleteAccount(args: AccountActionArgs): Promise<AccountOutcome<DeletionAnswer>> {
  const { request, userId } = args;
  const token = args.form.get("token");
  const owner = await consumeToken(typeof token === "string" ? token : null, "account_deletion");
  if (owner !== userId) return { status: "refused", answer: formError(accountMessages.deletionExpired) };
  if (await isOnStaff(userId)) return { status: "refused", answer: formError(accountMessages.staffMustLeaveFirst) };
  try {
    const user = await db.query.users.findFirst({ columns: { email: true }, where: and(eq(users.id, userId)) });
    if (!user) throw new Error("the account is already gone");
    await eraseAccount(userId);
    // The event names nobody: no user id, no address, no IP.
    await db.insert(securityEvents).values({ eventType: "account_deleted", riskLevel: "medium" });
    void queueEmails(
      [{ type: "account-deleted", to: user.email, ...inLocale(getLocale(args.context)) }],
      { stored: "An erasure", later: true },
    );
  } catch (error) {
    console.error(`Account deletion failed: ${errorMessage(error)}`);
    return { status: "failed", answer: formError(accountMessages.failed) };
  }
  return { status: "done", toast: "accountDeleted", setCookie: await destroySession(request), to: "home" };
}

/** The password step again, with a message for the whole form. */
type DeletionAnswer = { step: "password"; result: SubmissionResult<string[]> };

function formError(message: string): DeletionAnswer {
  return { step: "password", result: { status: "error", error: { "": [message] } } };
}

async function isOnStaff(userId: string) {
  const profile = await db.query.profiles.findFirst({ columns: { role: true }, where: eq(profiles.userId, userId) });
  return profile ? isStaffRole(profile.role) : false;
}
