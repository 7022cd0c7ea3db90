import { env } from "cloudflare:workers";
import { loggableError } from "~/utils/loggable-error";
import type { LiveSide } from "./case-live.server";

const caseLive = (caseId: string) => env.CASE_LIVE.get(env.CASE_LIVE.idFromName(caseId));

/**
 * Tells the case's open pages that its thread changed, so they fetch the new messages now rather than at the next
 * poll. Called after the change is stored; a failure is logged and never undoes or fails it: the pages still poll.
 */
export async function announceCaseChange(caseId: string) {
  try {
    await caseLive(caseId).announce({ type: "message", caseId, at: new Date().toISOString() });
  } catch (error) {
    console.error("Could not tell the case's open pages", loggableError(error));
  }
}

/**
 * A page's WebSocket upgrade, handed to the case's object once the route has checked access. A browser always names
 * the page's origin; a socket opened from another site (with the visitor's cookies) is refused.
 */
export async function openCaseLive(request: Request, caseId: string, side: LiveSide): Promise<Response> {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket", { status: 426, headers: { Upgrade: "websocket" } });
  }
  if (request.headers.get("Origin") !== new URL(request.url).origin) return new Response("Cross-origin socket refused", { status: 403 });
  const url = new URL("https://case-live/");
  url.searchParams.set("side", side);
  return caseLive(caseId).fetch(url, { headers: { Upgrade: "websocket" } });
}
