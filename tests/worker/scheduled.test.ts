import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "~/entry.worker";
import { scheduledJobs } from "~/scheduled-jobs.server";
import { createSignedInUser } from "./auth-helpers";
import { cookiesFrom, ORIGIN, request } from "./helpers";

afterEach(() => vi.restoreAllMocks());

const PDF = new TextEncoder().encode("%PDF-1.7\n% scheduled clean-up test\n");

/** An anonymous draft with one stored file, as a visitor leaves it; its id and the file's key. */
async function draftWithFile() {
  const response = await request(`/intake/upload?${new URLSearchParams({ kind: "passport", name: "p.pdf" })}`, {
    method: "POST",
    body: PDF,
    headers: { Origin: ORIGIN, "Content-Type": "application/pdf", "Content-Length": String(PDF.length) },
  });
  expect(response.status).toBe(201);
  const { document } = await response.json<{ document: { id: string } }>();
  const row = await env.DB.prepare("SELECT draft_id, storage_key FROM intake_documents WHERE id = ?")
    .bind(document.id)
    .first<{ draft_id: string; storage_key: string }>();
  expect(await env.INTAKE_DOCUMENTS.head(row!.storage_key)).not.toBeNull();
  return { draftId: row!.draft_id, storageKey: row!.storage_key, cookie: cookiesFrom(response) };
}

const exists = async (sql: string, id: string) => (await env.DB.prepare(sql).bind(id).first()) !== null;

/** What the Cron Trigger does: the worker's own scheduled handler. */
const runCron = () => worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "*/5 * * * *" }));

describe("the scheduled clean-up (Cron Trigger */5 * * * *)", () => {
  it("deletes expired drafts with their files, expired tokens and sessions, and keeps live ones", async () => {
    const expired = await draftWithFile();
    const live = await draftWithFile();
    await env.DB.prepare("UPDATE intake_drafts SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1000, expired.draftId)
      .run();

    const { userId } = await createSignedInUser();
    const tokenIds = { old: crypto.randomUUID(), fresh: crypto.randomUUID() };
    const sessionIds = { old: crypto.randomUUID(), fresh: crypto.randomUUID() };
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO auth_tokens (id, user_id, purpose, token_hash, expires_at) VALUES (?, ?, 'password_reset', ?, ?)",
      ).bind(tokenIds.old, userId, crypto.randomUUID(), Date.now() - 1000),
      env.DB.prepare(
        "INSERT INTO auth_tokens (id, user_id, purpose, token_hash, expires_at) VALUES (?, ?, 'password_reset', ?, ?)",
      ).bind(tokenIds.fresh, userId, crypto.randomUUID(), Date.now() + 60_000),
      env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)").bind(
        sessionIds.old,
        userId,
        Date.now() - 1000,
      ),
      env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)").bind(
        sessionIds.fresh,
        userId,
        Date.now() + 60_000,
      ),
    ]);

    await runCron();

    expect(await exists("SELECT id FROM intake_drafts WHERE id = ?", expired.draftId)).toBe(false);
    expect(await exists("SELECT id FROM intake_documents WHERE draft_id = ?", expired.draftId)).toBe(false);
    expect(await env.INTAKE_DOCUMENTS.head(expired.storageKey)).toBeNull();
    expect(await exists("SELECT id FROM intake_drafts WHERE id = ?", live.draftId)).toBe(true);
    expect(await env.INTAKE_DOCUMENTS.head(live.storageKey)).not.toBeNull();
    expect(await exists("SELECT id FROM auth_tokens WHERE id = ?", tokenIds.old)).toBe(false);
    expect(await exists("SELECT id FROM auth_tokens WHERE id = ?", tokenIds.fresh)).toBe(true);
    expect(await exists("SELECT id FROM sessions WHERE id = ?", sessionIds.old)).toBe(false);
    expect(await exists("SELECT id FROM sessions WHERE id = ?", sessionIds.fresh)).toBe(true);

    // The visitor of the live draft still sees their file; running again changes nothing.
    const page = await (await request("/start-journey?step=4", { headers: { Cookie: live.cookie } })).text();
    expect(page).toContain("p.pdf");
    await runCron();
    expect(await exists("SELECT id FROM intake_drafts WHERE id = ?", live.draftId)).toBe(true);
  });

  it("runs every job even when one fails, and logs the failure", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const expired = await draftWithFile();
    await env.DB.prepare("UPDATE intake_drafts SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1000, expired.draftId)
      .run();
    const authJob = scheduledJobs.find((job) => job.name === "expired-auth-records")!;
    vi.spyOn(authJob, "run").mockRejectedValue(new Error("boom"));
    await runCron();
    expect(await exists("SELECT id FROM intake_drafts WHERE id = ?", expired.draftId)).toBe(false);
    expect(errors.mock.calls.flat().map(String).join("\n")).toContain("Scheduled job expired-auth-records failed");
  });
});
