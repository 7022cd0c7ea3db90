import { config } from "~/config.server";
import { aboutNoneWhile, defineEmails } from "~/email/email.server";
import { bouncedRow } from "./quarantine.server";

type InboundJobs = {
  /** To the sender of a refused reply, once a day at most: it was kept for the staff, not added. */
  "inbound-bounce": { quarantineId: string };
};

/**
 * The one polite answer to a refused reply, through our own outbox like every other e-mail (the tests and the
 * development mailbox see it; `message.reply()` would need a hand-built MIME message and works only in a few
 * cases Cloudflare allows). `Auto-Submitted` tells the sender's programs not to answer it (decision 0104).
 */
export const inboundEmails = defineEmails<InboundJobs>({
  "inbound-bounce": {
    about: (job) => aboutNoneWhile(bouncedRow(job.quarantineId)),
    render: async (job, { t, phone }) => {
      const row = await bouncedRow(job.quarantineId);
      if (!row) throw new Error(`quarantined mail ${job.quarantineId} not found`);
      return {
        to: row.sender,
        headers: { "Auto-Submitted": "auto-replied", "X-Auto-Response-Suppress": "All" },
        content: {
          subject: t("requests.email.bounce.subject"),
          heading: t("requests.email.bounce.heading"),
          paragraphs: [t("requests.email.bounce.text"), t("requests.email.bounce.next")],
          footnotes: [t("requests.email.closingPhone", { phone }), t("requests.email.bounce.automatic")],
        },
      };
    },
  },
});

/** Our own addresses, which an inbound message never comes from (a bounce of our bounce, a loop through a forward). */
export function isOwnAddress(address: string) {
  const own = /<([^>]+)>/.exec(config.emailFrom)?.[1] ?? config.emailFrom;
  const domain = address.slice(address.lastIndexOf("@") + 1);
  return address === own.trim().toLowerCase() || domain === config.replyDomain;
}
