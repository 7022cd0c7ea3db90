import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { userRoles } from "../../domain/roles";
import { bool, createdAt, id, oneOf } from "./columns";

export const authTokenPurposes = ["email_confirmation", "password_reset", "account_deletion"] as const;

export const users = sqliteTable(
  "users",
  {
    id: id(),
    /** Stored trimmed and lowercased so one address is one account. */
    email: text("email").notNull(),
    /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`: the parameters travel with the hash. */
    passwordHash: text("password_hash").notNull(),
    emailConfirmedAt: integer("email_confirmed_at", { mode: "timestamp_ms" }),
    /** The language the patient reads the site and their e-mails in (`en` or `ar`), set by the language switch. */
    locale: text("locale", { enum: ["en", "ar"] }).notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), check("users_email_lowercase", sql`${t.email} = lower(${t.email})`)],
);

export const profiles = sqliteTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text("username"),
    avatarUrl: text("avatar_url"),
    role: text("role", { enum: userRoles }).notNull().default("user"),
    /** The IANA time zone the patient last chose for consultation times. */
    timeZone: text("time_zone"),
    /** A staff member away names the colleague who works their cases meanwhile (decision 0151); null when present. */
    coveredBy: text("covered_by"),
    createdAt: createdAt(),
  },
  (t) => [check("profiles_role_valid", sql`${t.role} IN (${oneOf(userRoles)})`)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** A recovery session only allows setting a new password (the reset link's session). */
    isRecovery: bool("is_recovery").notNull().default(false),
    /** Shown on /account so the patient can recognise their devices; cut to 300 characters. */
    userAgent: text("user_agent"),
    /** The two-letter country Cloudflare saw (`CF-IPCountry`); never the IP address itself. */
    country: text("country"),
    /** Updated at most every few minutes, not on every request. */
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Single-use links sent by e-mail; only the SHA-256 of the token is stored. */
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: authTokenPurposes }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("auth_tokens_hash_unique").on(t.tokenHash),
    index("auth_tokens_user_idx").on(t.userId, t.purpose),
    check("auth_tokens_purpose_valid", sql`${t.purpose} IN (${oneOf(authTokenPurposes)})`),
  ],
);

/**
 * A requested change of address, waiting for the link sent to the new address. One per user:
 * a new request replaces the last. Only the SHA-256 of the link's token is stored.
 */
export const pendingEmailChanges = sqliteTable("pending_email_changes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  newEmail: text("new_email").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  createdAt: createdAt(),
});
