import { data } from "react-router";
import { assertTestControlRequest, runTestSql } from "~/dev/test-control.server";
import { readResourceFormBody } from "~/forms/request-body.server";
import type { Route } from "./+types/dev.test-sql";

const MAX_SQL_BYTES = 1024 * 1024;

/**
 * Lets the browser tests seed and read the served D1 without a `wrangler d1 execute` process per call
 * (docs/decisions/0105-tests.md). A 404 in production and without the server's test token.
 */
export async function action({ request }: Route.ActionArgs) {
  assertTestControlRequest(request);
  const form = await readResourceFormBody(request, { maxBytes: MAX_SQL_BYTES });
  const sql = form.get("sql");
  if (typeof sql !== "string") return data({ error: "Send the SQL as the field sql." }, { status: 400 });
  try {
    return Response.json({ results: await runTestSql(sql) });
  } catch (error) {
    // The test wants D1's own message, as `wrangler d1 execute` printed it.
    return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 400 });
  }
}

export function loader() {
  throw data(null, { status: 404 });
}
