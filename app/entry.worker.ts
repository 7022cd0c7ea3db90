import { createRequestHandler, RouterContextProvider } from "react-router";
import { deployVersion, isPageCacheOn } from "./cache/deploy.server";
import { openPageCache, type PageCacheState } from "./cache/page-cache.server";
import { config } from "./config.server";
import { withD1Session } from "./db/d1-session.server";
import { DATABASE_RETRY_AFTER_SECONDS, withDatabaseFaultsAnswered } from "./db/unavailable.server";
import { deliverEmailBatch } from "./email/consumer.server";
import { emailTransport } from "./email/transport.server";
import { emailKinds } from "./email-kinds.server";
import { receiveEmail } from "./cases/inbound-email/receive.server";
import { deliverWhatsappBatch } from "./cases/whatsapp/outbound.server";
import { whatsappFetcher } from "./cases/whatsapp/stand-in.server";
import { runScheduledJobs } from "./scheduled-jobs.server";
import { applySecurityHeaders, createNonce, isForeignOriginWrite } from "./security/headers.server";
import { refusesToServe } from "./security/serving.server";
import { applyStaffAreaHeaders, isStaffArea } from "./staff/staff-area.server";
import { sameRequestToastsContext } from "./forms/outcome.server";
import { atRequestNow } from "./dev/clock.server";
import { loggableError } from "./utils/loggable-error";
import { nonceContext } from "./utils/request-context";

export { CaseLive } from "./cases/case-live.server";
export { RateLimiter } from "./security/rate-limiter.server";

const loadBuild = async () => withDatabaseFaultsAnswered(await import("virtual:react-router/server-build"));
/**
 * Given a function, React Router re-derives its route tree and static handler on every request (so the dev
 * server can swap builds); everywhere else the build is wrapped and derived once per isolate (decision 0172).
 */
let handler: ReturnType<typeof createRequestHandler> | undefined;
const handleRequest: ReturnType<typeof createRequestHandler> = async (request, context) => {
  if (import.meta.env.MODE === "development") return createRequestHandler(loadBuild, import.meta.env.MODE)(request, context);
  // The handler, not a promise of it, is kept: a request must never await a promise another request began.
  if (!handler) {
    const build = await loadBuild();
    handler ??= createRequestHandler(build, import.meta.env.MODE);
  }
  return handler(request, context);
};

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const started = Date.now();
    let response: Response;
    let cacheState: PageCacheState = "bypass";
    if (isForeignOriginWrite(request)) {
      response = new Response("Cross-origin request refused", { status: 403 });
    } else {
      // Every read and write of the request goes through one D1 session (read replicas, read-your-writes).
      const cacheOn = isPageCacheOn(env);
      response = await withD1Session(request, { cacheOn }, async () => {
        const page = cacheOn
          ? await openPageCache(request, { deployVersion: await deployVersion(env), nonce, waitUntil: (promise) => ctx.waitUntil(promise) })
          : ({ state: "bypass" } as const);
        cacheState = page.state;
        if (page.state === "hit") return page.response;
        const context = new RouterContextProvider();
        context.set(nonceContext, nonce);
        const isDataRequest = new URL(request.url).pathname.endsWith(".data");
        context.set(sameRequestToastsContext, isDataRequest ? null : []);
        const rendered = await atRequestNow(request, () => handleRequest(request, context));
        return page.state === "miss" ? page.keep(rendered) : rendered;
      });
    }
    // Every response here has headers of its own: withD1Session already copied the router's (redirects' are immutable).
    applySecurityHeaders(response.headers, nonce);
    // Pages carry a per-request nonce and may be personal: only responses that choose to be cached are.
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
    if (response.status === 503 && !response.headers.has("Retry-After")) {
      response.headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    }
    // A refused visitor gets the ordinary 404, headers included: nothing marks the area as special.
    if (isStaffArea(request) && response.status !== 404) applyStaffAreaHeaders(response.headers, Date.now() - started);
    if (config.isDevelopment) response.headers.set("X-NileCare-Cache", cacheState);
    return response;
  },

  /** The consumer of the e-mail Queue and of the WhatsApp one (coordinators' messages to Meta's Graph API). */
  async queue(batch) {
    // A deployment that refuses to serve sends nothing; the messages wait for the configured one.
    if (refusesToServe()) return batch.retryAll();
    if (batch.queue.startsWith("nilecare-whatsapp")) return deliverWhatsappBatch(batch, whatsappFetcher());
    await deliverEmailBatch(batch, emailTransport(), emailKinds);
  },

  /**
   * Mail that Cloudflare Email Routing hands to the worker: patients' replies to a case's reply address and the
   * care inbox's forwards (app/cases/inbound-email/). A failure is thrown back: Email Routing answers the sending
   * server with a temporary error, and that server tries again later, so nothing is lost on our side.
   */
  async email(message) {
    if (refusesToServe()) throw new Error("This deployment refuses to serve: the message is left to be retried");
    try {
      await receiveEmail({ from: message.from, to: message.to, raw: message.raw });
    } catch (error) {
      console.error("Inbound e-mail not received; the sender's server will retry", loggableError(error));
      throw error;
    }
  },

  /** The Cron Trigger (every five minutes): every job of app/scheduled-jobs.server.ts (clean-up, retention, consultation reminders). */
  async scheduled(controller) {
    if (refusesToServe()) return;
    await runScheduledJobs(new Date(controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
