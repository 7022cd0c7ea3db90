import { Outlet } from "react-router";
import { assertDevelopmentRequest } from "~/dev/development.server";
import type { Route } from "./+types/dev";

/**
 * The gate of every development page and test endpoint (`/dev/…`, with their `.data` URLs whatever loaders those
 * name): development or test, from this machine, else the site's 404 (decision 0101).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request }) => {
    assertDevelopmentRequest(request);
  },
];

export default function Development() {
  return <Outlet />;
}
