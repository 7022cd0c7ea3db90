/**
 * The name shown for an account: the username, else the sign-up username, else 'User' (or that word in the
 * page's language). The username given at sign-up is stored once, in the profile, so both sources are that
 * column (docs/decisions/0141-accounts.md).
 */
export function displayNameOf(username: string | null | undefined, fallback = "User") {
  return username?.trim() || fallback;
}

/** The first letter of the display name, uppercased (a whole character, even outside the BMP). */
export function initialsOf(displayName: string) {
  return (Array.from(displayName)[0] ?? "U").toUpperCase();
}

/** The first word of a staff member's display name: patients see "Amira", not a full name or an e-mail. */
export function firstNameOf(username: string | null | undefined) {
  return displayNameOf(username).split(/\s+/)[0] ?? "Your coordinator";
}
