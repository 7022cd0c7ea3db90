import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { sendEmailLater } from "~/auth/account-emails.server";
import { errorToast } from "~/auth/messages";
import { destroySession } from "~/auth/session.server";
import { consumeToken, issueToken } from "~/auth/tokens.server";
import { db } from "~/db/client.server";
import { inLocale } from "~/email/jobs";
import { profiles, securityEvents, users } from "~/db/schema";
import { getLocale, getTranslator, pathFor } from "~/i18n/locale.server";
import { eraseAccount } from "~/privacy/erase.server";
import { isStaffRole } from "~/staff/roles";
import { dataWithToast, redirectWithToast } from "~/toast/toast.server";
import { errorMessage } from "~/utils/loggable-error";
import type { AccountActionArgs } from "./action-args";
import { accountMessages, accountToasts } from "./messages";
import { deleteAccountSchema } from "./schemas";
import { currentPasswordProblem } from "./settings.server";

/**
 * Step one: the password. The answer is the second step, a page with one button that carries a
 * single-use token valid ten minutes, so deleting takes two deliberate posts, with or without JavaScript.
 */
export async function confirmDeletionPassword(args: AccountActionArgs) {
  const submission = parseWithZod(args.form, { schema: deleteAccountSchema });
  const reply = (fieldErrors?: Record<string, string[]>) => ({
    step: "password" as const,
    result: submission.reply({ fieldErrors, hideFields: ["password"] }),
  });
  if (submission.status !== "success") return data(reply(), { status: 400 });
  if (await isOnStaff(args.userId)) return data(reply({ "": [accountMessages.staffMustLeaveFirst] }), { status: 400 });
  const passwordProblem = await currentPasswordProblem(args.request, args.userId, submission.value.password);
  if (passwordProblem) return data(reply({ password: [passwordProblem] }), { status: 400 });
  const token = await issueToken(args.userId, "account_deletion");
  return { step: "confirm" as const, token };
}

/** Step two: erases everything, ends the session and confirms by e-mail. */
export async function deleteAccount(args: AccountActionArgs) {
  const { request, userId } = args;
  const token = args.form.get("token");
  const owner = await consumeToken(typeof token === "string" ? token : null, "account_deletion");
  if (owner !== userId) {
    return data(
      { step: "password" as const, result: { status: "error" as const, error: { "": [accountMessages.deletionExpired] } } },
      { status: 400 },
    );
  }
  if (await isOnStaff(userId)) {
    return data(
      { step: "password" as const, result: { status: "error" as const, error: { "": [accountMessages.staffMustLeaveFirst] } } },
      { status: 400 },
    );
  }
  try {
    const user = await db.query.users.findFirst({ columns: { email: true }, where: and(eq(users.id, userId)) });
    if (!user) throw new Error("the account is already gone");
    await eraseAccount(userId);
    // The event names nobody: no user id, no address, no IP.
    await db.insert(securityEvents).values({ eventType: "account_deleted", riskLevel: "medium" });
    sendEmailLater({ type: "account-deleted", to: user.email, ...inLocale(getLocale(args.context)) });
  } catch (error) {
    console.error(`Account deletion failed: ${errorMessage(error)}`);
    const t = getTranslator(args.context);
    return dataWithToast(
      args,
      { step: "password" as const, result: { status: "error" as const, error: { "": [accountMessages.failed] } } },
      errorToast(t, t(accountMessages.failed)),
      { status: 503 },
    );
  }
  return redirectWithToast(request, pathFor(args.context, "/"), accountToasts(getTranslator(args.context)).accountDeleted, {
    headers: { "Set-Cookie": await destroySession(request) },
  });
}

async function isOnStaff(userId: string) {
  const profile = await db.query.profiles.findFirst({ columns: { role: true }, where: eq(profiles.userId, userId) });
  return profile ? isStaffRole(profile.role) : false;
}
