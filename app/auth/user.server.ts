import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { db } from "~/db/client.server";
import { profiles, users } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import { errorMessage } from "~/utils/loggable-error";
import { displayNameOf, initialsOf } from "./display-name";
import { getUserId } from "./session.server";

export type Profile = Pick<typeof profiles.$inferSelect, "username" | "avatarUrl" | "role">;

/** The profile of a user: a missing row gives null quietly; any other error is logged and gives null. */
async function getProfile(userId: string): Promise<Profile | null> {
  try {
    const row = await db.query.profiles.findFirst({
      columns: { username: true, avatarUrl: true, role: true },
      where: eq(profiles.userId, userId),
    });
    return row ?? null;
  } catch (error) {
    console.error(`Could not read a profile: ${errorMessage(error)}`);
    return null;
  }
}

type SignedInUser = {
  id: string;
  displayName: string;
  initials: string;
  avatarUrl: string | null;
  role: Profile["role"];
};

export async function getSignedInUserById(userId: string, fallbackName?: string): Promise<SignedInUser> {
  const profile = await getProfile(userId);
  const displayName = displayNameOf(profile?.username, fallbackName);
  return {
    id: userId,
    displayName,
    initials: initialsOf(displayName),
    avatarUrl: profile?.avatarUrl ?? null,
    role: profile?.role ?? "user",
  };
}

/** The signed-in user for the page shell; a recovery session is not a signed-in user. */
export async function getSignedInUser(context: Readonly<RouterContextProvider>) {
  const userId = getUserId(context);
  return userId ? getSignedInUserById(userId) : null;
}

/** Stores a signed-in patient's language, so their e-mails follow it. */
export async function saveAccountLocale(userId: string, locale: Locale) {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}
