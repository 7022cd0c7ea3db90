import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, jsonList } from "./columns";

/**
 * The people of NileCare that About presents, as admins enter them in the console (/staff/team): public facts the
 * person agreed to show, not a patient's data (who edited them is in the audit log). `languages` are the directory's
 * stored English names; `photo_src` the address pages draw (an upload's own route with its version, the bytes in
 * SITE_PHOTOS under `photo_key`, or a picture the project ships); without one, About shows the initial.
 */
export const teamMembers = sqliteTable(
  "team_members",
  {
    /** A readable slug, used in /team/{id}/photo. */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    role: text("role").notNull(),
    roleAr: text("role_ar").notNull(),
    languages: jsonList("languages").notNull(),
    bio: text("bio").notNull(),
    bioAr: text("bio_ar").notNull(),
    photoSrc: text("photo_src"),
    photoKey: text("photo_key"),
    /** About's order, smallest first, then by name. */
    position: integer("position").notNull().default(100),
    isActive: bool("is_active").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("team_members_active_idx").on(t.isActive, t.position, t.name)],
);
