import { openLive } from "~/cases/case-live-notice.server";
import { requireStaff } from "~/staff/permissions.server";
import type { Route } from "./+types/staff.live";

/** The staff case list's WebSocket: told when a case appears or moves, so the list loads again. 404 for anyone else. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  return openLive(request, null, "staff");
}
