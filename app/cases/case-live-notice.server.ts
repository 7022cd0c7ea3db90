import { env } from "cloudflare:workers";
import { loggableError } from "~/utils/loggable-error";
import type { LiveNotice, LiveSide } from "./case-live.server";

/** The staff case list's object. Case objects are named by their ids (UUIDs), so no case can take this name. */
const TEAM = "team";

const liveObject = (name: string) => env.CASE_LIVE.get(env.CASE_LIVE.idFromName(name));

async function announce(name: string, notice: LiveNotice) {
  try {
    await liveObject(name).announce(notice);
  } catch (error) {
    console.error("Could not tell the open pages of a change", loggableError(error));
  }
}

/**
 * Tells the staff's open case lists that a case appeared or moved, so they load the list again now. Called after
 * the change is stored; a failure is logged and never undoes or fails it.
 */
export async function announceTeamChange() {
  await announce(TEAM, { type: "cases", at: new Date().toISOString() });
}

/**
 * Tells the case's open pages that its thread changed, so they fetch the new messages now rather than at the next
 * poll, and the case lists (an unread mark, a row that moves). Called after the change is stored; a failure is logged
 * and never undoes or fails it: the pages still poll.
 */
export async function announceCaseChange(caseId: string) {
  const at = new Date().toISOString();
  await Promise.all([announce(caseId, { type: "message", caseId, at }), announce(TEAM, { type: "cases", at })]);
}

/**
 * A page's WebSocket upgrade, handed to the object once the route has checked access: the case's (`caseId`) or the
 * team's case list (`null`). A browser always names the page's origin; a socket opened from another site (with the
 * visitor's cookies) is refused.
 */
export async function openLive(request: Request, caseId: string | null, side: LiveSide): Promise<Response> {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket", { status: 426, headers: { Upgrade: "websocket" } });
  }
  if (request.headers.get("Origin") !== new URL(request.url).origin) return new Response("Cross-origin socket refused", { status: 403 });
  const url = new URL("https://case-live/");
  url.searchParams.set("side", side);
  return liveObject(caseId ?? TEAM).fetch(url, { headers: { Upgrade: "websocket" } });
}
