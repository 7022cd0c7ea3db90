import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { alertDeliveries, choosableAlertEvents } from "../../domain/staff-alerts";
import { users } from "./accounts";
import { cases } from "./cases";
import { oneOf } from "./columns";

/** How each staff member wants each alert (decision 0158); no row: at once. */
export const staffAlertSettings = sqliteTable(
  "staff_alert_settings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: text("event", { enum: choosableAlertEvents }).notNull(),
    delivery: text("delivery", { enum: alertDeliveries }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.event] }),
    check("staff_alert_settings_event_valid", sql`${t.event} IN (${oneOf(choosableAlertEvents)})`),
    check("staff_alert_settings_delivery_valid", sql`${t.delivery} IN (${oneOf(alertDeliveries)})`),
  ],
);

/**
 * An alert held for its staff member's morning digest. The id is the queue message's, so an alert the Queue
 * delivers twice is held once; `sentAt` is set by the digest run that took it (its instant names that digest).
 * Only ids are kept: the digest reads the case as it is when it goes out, and an erased case takes its rows along.
 */
export const staffDigestItems = sqliteTable(
  "staff_digest_items",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    event: text("event", { enum: choosableAlertEvents }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("staff_digest_items_waiting_idx").on(t.sentAt, t.createdAt),
    index("staff_digest_items_user_idx").on(t.userId, t.sentAt),
    check("staff_digest_items_event_valid", sql`${t.event} IN (${oneOf(choosableAlertEvents)})`),
  ],
);
