import { createRequestHandler, RouterContextProvider } from "react-router";
import { DATABASE_RETRY_AFTER_SECONDS, withDatabaseFaultsAnswered } from "./db/unavailable.server";
import { deliverEmailBatch } from "./email/consumer.server";
import { emailTransport } from "./email/transport.server";
import { runScheduledJobs } from "./scheduled/run-jobs.server";
import { applySecurityHeaders, createNonce, isForeignOriginWrite } from "./security-headers.server";
import { applyStaffAreaHeaders, isStaffArea } from "./staff/staff-area.server";
import { atRequestNow } from "./utils/clock.server";
import { nonceContext, sameRequestToastsContext } from "./utils/request-context";

export { RateLimiter } from "./security/rate-limiter.server";

const handleRequest = createRequestHandler(
  async () => withDatabaseFaultsAnswered(await import("virtual:react-router/server-build")),
  import.meta.env.MODE,
);

export default {
  async fetch(request) {
    const nonce = createNonce();
    const started = Date.now();
    let response: Response;
    if (isForeignOriginWrite(request)) {
      response = new Response("Cross-origin request refused", { status: 403 });
    } else {
      const context = new RouterContextProvider();
      context.set(nonceContext, nonce);
      const isDataRequest = new URL(request.url).pathname.endsWith(".data");
      context.set(sameRequestToastsContext, isDataRequest ? null : []);
      response = await atRequestNow(request, () => handleRequest(request, context));
    }
    // Responses from the router may have immutable headers (redirects); copy before changing them.
    response = new Response(response.body, response);
    applySecurityHeaders(response.headers, nonce);
    // Pages carry a per-request nonce and may be personal: only responses that choose to be cached are.
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
    if (response.status === 503 && !response.headers.has("Retry-After")) {
      response.headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    }
    // A refused visitor gets the ordinary 404, headers included: nothing marks the area as special.
    if (isStaffArea(request) && response.status !== 404) applyStaffAreaHeaders(response.headers, Date.now() - started);
    return response;
  },

  /** The e-mail Queue's consumer: the only queue this worker consumes. */
  async queue(batch) {
    await deliverEmailBatch(batch, emailTransport());
  },

  /** The Cron Trigger (every five minutes): every job of app/scheduled/jobs.server.ts (clean-up, retention, consultation reminders). */
  async scheduled(controller) {
    await runScheduledJobs(new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
