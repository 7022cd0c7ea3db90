import { desc, eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { notFound } from "~/utils/not-found";

const LIST_LIMIT = 100;

export function listMailbox() {
  return db
    .select({
      id: emailOutbox.id,
      createdAt: emailOutbox.createdAt,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(LIST_LIMIT);
}

/**
 * Mail links point at SITE_URL; a developer may be running the site on another
 * address (the Vite dev server, a test server on a random port). Pointing them at
 * the address this page was opened on makes them work wherever that is.
 */
function localise(value: string, origin: string) {
  return config.siteUrl === origin ? value : value.replaceAll(config.siteUrl, origin);
}

const linkPattern = /https?:\/\/[^\s<>"')]+/g;

export async function mailboxMessage(id: string, request: Request) {
  const row = await db.query.emailOutbox.findFirst({ where: eq(emailOutbox.id, id) });
  if (!row) notFound();
  const origin = new URL(request.url).origin;
  const text = localise(row.text, origin);
  return {
    id: row.id,
    from: config.emailFrom,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    headers: Object.entries(row.headers).map(([name, value]) => ({ name, value: localise(value, origin) })),
    links: [...new Set(text.match(linkPattern) ?? [])],
    html: localise(row.html, origin),
    text,
  };
}
