import { asc, eq } from "drizzle-orm";
import { byDataVersion } from "~/cache/data-version.server";
import { db } from "~/db/client.server";
import { teamMembers } from "~/db/schema";
import type { Locale } from "~/i18n/locales";
import { doctorLabels } from "~content/doctor-labels";

/**
 * The team members an admin shows, in About's order, in one language: name, role, biography, the languages they speak
 * (named in that language) and their photo (null: About shows the initial). Kept by the team's data version.
 */
export async function shownTeam(locale: Locale) {
  const rows = await byDataVersion("team", "shown", () =>
    db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.isActive, true))
      .orderBy(asc(teamMembers.position), asc(teamMembers.name)),
  );
  const ar = locale === "ar";
  return rows.map((row) => ({
    id: row.id,
    name: ar ? row.nameAr : row.name,
    role: ar ? row.roleAr : row.role,
    bio: ar ? row.bioAr : row.bio,
    languages: row.languages.map((language) => doctorLabels.languages[language]?.[locale] ?? language),
    photo: row.photoSrc,
  }));
}
