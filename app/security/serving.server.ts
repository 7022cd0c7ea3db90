import { data, type MiddlewareFunction } from "react-router";
import { servingProblems } from "~/config.server";
import { NOT_SERVING } from "./serving";

/** Whether this deployment refuses to work; the reasons are logged, never shown. */
export function refusesToServe() {
  const problems = servingProblems();
  if (problems.length > 0) console.error(`Not serving: ${problems.join("; ")}`);
  return problems.length > 0;
}

/**
 * Root middleware, before the session is read: a production deployment with development or missing secrets, or with
 * placeholder settings, answers every page, action and data request with the branded 503 (decision 0101).
 */
export const refuseUnreadyDeployment: MiddlewareFunction<Response> = () => {
  if (refusesToServe()) throw data(NOT_SERVING, { status: 503 });
};
