import { site } from "~content/site";
import { defineTemplates, ownLink } from "~/email/registry.server";

/** The invitation to the staff console (English, as the console). */
export const staffTemplates = defineTemplates({
  "staff-invitation": async (job) => {
    const role = job.role === "admin" ? "an admin" : "a coordinator";
    return {
      to: job.to,
      content: {
        subject: `You are invited to the ${site.name} staff`,
        heading: `Join ${site.name} as ${role}`,
        paragraphs: [
          `${job.invitedBy} invited you to the ${site.name} staff console as ${role}, where coordinators answer patients' requests.`,
          "Click the button below to set your password. The link works once, for 72 hours.",
        ],
        action: { label: "Accept the invitation", url: ownLink(job.acceptUrl, "acceptUrl") },
        footnotes: ["If you did not expect this invitation, ignore this email: nothing happens unless you accept it."],
      },
    };
  },
});
