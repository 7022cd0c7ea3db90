import { and, eq, gt, inArray, lt } from "drizzle-orm";
import { createCookie } from "react-router";
import { baseCookieOptions, cookieSecrets } from "~/cookie-options.server";
import { db } from "~/db/client.server";
import { intakeDrafts } from "~/db/schema";
import { admitAnonymousDraft } from "./anonymous-limits.server";
import type { IntakeValues } from "~/domain/intake-fields";
import { deleteStoredFiles, storageKeysOfDrafts } from "./storage.server";

/** A draft (and its files) is kept two weeks after its last change: time enough to confirm an account. */
const DRAFT_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
/** Drafts deleted per statement batch by the scheduled clean-up. */
const CLEANUP_BATCH = 50;

const draftCookie = createCookie("nilecare-intake", {
  ...baseCookieOptions,
  secrets: cookieSecrets(),
  maxAge: DRAFT_LIFETIME_MS / 1000,
});

export type Draft = typeof intakeDrafts.$inferSelect;

async function draftIdFromCookie(request: Request) {
  const value: unknown = await draftCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[0-9a-f-]{36}$/.test(value) ? value : null;
}

/**
 * The request's draft, if it may be used: an anonymous draft by whoever holds the cookie, a
 * draft touched while signed in only by that user (so signing out hides it on a shared computer).
 */
export async function findDraft(request: Request, userId: string | null): Promise<Draft | null> {
  const id = await draftIdFromCookie(request);
  if (!id) return null;
  const draft = await db.query.intakeDrafts.findFirst({
    where: and(eq(intakeDrafts.id, id), gt(intakeDrafts.expiresAt, new Date())),
  });
  if (!draft || (draft.userId !== null && draft.userId !== userId)) return null;
  return draft;
}

/**
 * The scheduled clean-up (app/scheduled-jobs.server.ts): expired drafts go with their files.
 * The files are deleted first, so a failure leaves a draft to retry, never an orphaned file.
 */
export async function deleteExpiredDrafts(now: Date) {
  let deleted = 0;
  for (;;) {
    const expired = await db
      .select({ id: intakeDrafts.id })
      .from(intakeDrafts)
      .where(lt(intakeDrafts.expiresAt, now))
      .limit(CLEANUP_BATCH);
    const ids = expired.map((d) => d.id);
    if (ids.length === 0) return deleted;
    await deleteStoredFiles(await storageKeysOfDrafts(ids));
    // Document rows cascade with their draft.
    await db.delete(intakeDrafts).where(inArray(intakeDrafts.id, ids));
    deleted += ids.length;
  }
}

/**
 * The request's draft as one handle: created on the first change (not by merely looking), so
 * a post that saves a step and stores files in the same request uses one draft.
 */
export async function openDraft(request: Request, userId: string | null) {
  let draft = await findDraft(request, userId);
  const save = async (change: { values?: IntakeValues; step?: number }) => {
    const expiresAt = new Date(Date.now() + DRAFT_LIFETIME_MS);
    if (draft) {
      const [updated] = await db
        .update(intakeDrafts)
        .set({
          data: { ...draft.data, ...change.values },
          currentStep: change.step ?? draft.currentStep,
          userId: draft.userId ?? userId,
          expiresAt,
        })
        .where(eq(intakeDrafts.id, draft.id))
        .returning();
      draft = updated!;
    } else {
      if (!userId) await admitAnonymousDraft(request);
      const [created] = await db
        .insert(intakeDrafts)
        .values({ userId, data: change.values ?? {}, currentStep: change.step ?? 1, expiresAt })
        .returning();
      draft = created!;
    }
    return draft;
  };
  return {
    get current() {
      return draft;
    },
    save,
    /** The draft, started at `step` if there was none yet. */
    ensure: async (step: number) => draft ?? (await save({ step })),
    /** Set-Cookie for the response: keeps the draft's cookie fresh, or starts it. */
    cookie: async () => (draft ? draftCookie.serialize(draft.id) : null),
  };
}

export function clearDraftCookie() {
  return draftCookie.serialize("", { maxAge: 0 });
}
