import { sql } from "drizzle-orm";
import { check, index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { bool, createdAt, id, oneOf } from "./columns";
import { riskLevels, securityEventTypes } from "../../domain/security-events";
export { riskLevels, securityEventTypes } from "../../domain/security-events";

export const securityEvents = sqliteTable(
  "security_events",
  {
    id: id(),
    eventType: text("event_type", { enum: securityEventTypes }).notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    eventData: text("event_data", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    riskLevel: text("risk_level", { enum: riskLevels }).notNull().default("low"),
    createdAt: createdAt(),
  },
  (t) => [
    index("security_events_type_idx").on(t.eventType, t.createdAt),
    index("security_events_user_idx").on(t.userId),
    check("security_events_type_valid", sql`${t.eventType} IN (${oneOf(securityEventTypes)})`),
    check("security_events_risk_valid", sql`${t.riskLevel} IN (${oneOf(riskLevels)})`),
  ],
);

export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: id(),
    ipAddress: text("ip_address"),
    email: text("email").notNull(),
    success: bool("success").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_attempts_email_idx").on(t.email, t.createdAt),
    index("login_attempts_ip_idx").on(t.ipAddress, t.createdAt),
  ],
);
