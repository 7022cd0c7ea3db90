import { eq } from "drizzle-orm";
import { site } from "~content/site";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { facilities, facilityAccreditations, users } from "~/db/schema";
import { aboutAccount, defineEmails } from "~/email/email.server";
import { formatCalendarDate } from "~/i18n/calendar-date";

type FacilityJobs = {
  /** To an admin: an accreditation's last valid day is within 30 days (the console is English). */
  "accreditation-expiring": { accreditationId: string; userId: string };
};

async function expiring(accreditationId: string) {
  const [row] = await db
    .select({
      body: facilityAccreditations.body,
      number: facilityAccreditations.number,
      expiresOn: facilityAccreditations.expiresOn,
      facilityId: facilities.id,
      facility: facilities.name,
    })
    .from(facilityAccreditations)
    .innerJoin(facilities, eq(facilities.id, facilityAccreditations.facilityId))
    .where(eq(facilityAccreditations.id, accreditationId))
    .limit(1);
  return row;
}

export const facilityEmails = defineEmails<FacilityJobs>({
  "accreditation-expiring": {
    // Not sent once the accreditation was removed, nor to an admin whose account is gone.
    about: async (job) => ((await expiring(job.accreditationId)) ? aboutAccount(job.userId) : null),
    render: async (job) => {
      const [row, recipient] = await Promise.all([
        expiring(job.accreditationId),
        db.query.users.findFirst({ where: eq(users.id, job.userId), columns: { email: true } }),
      ]);
      if (!row || !recipient) throw new Error("accreditation reminder for a missing accreditation or admin");
      const until = formatCalendarDate(row.expiresOn);
      return {
        to: recipient.email,
        content: {
          subject: `${row.facility}: ${row.body} accreditation expires on ${until}`,
          heading: "An accreditation expires soon",
          paragraphs: [
            `${row.facility}'s ${row.body} accreditation ${row.number} is valid until ${until}. After that day ${site.name} no longer shows it on the facility's page or on About.`,
            "When it is renewed, add the new accreditation with its new number and expiry date, and remove the old one.",
          ],
          action: { label: "Open the facility", url: `${config.siteUrl}/staff/facilities/${row.facilityId}` },
        },
      };
    },
  },
});
