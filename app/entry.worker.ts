import { createRequestHandler, RouterContextProvider } from "react-router";
import { deliverEmailBatch } from "./email/consumer.server";
import { emailTransport } from "./email/transport.server";
import { scheduledJobs } from "./scheduled/jobs.server";
import { loggableError } from "./utils/loggable-error";
import { applySecurityHeaders, createNonce, isForeignOriginWrite } from "./security-headers.server";
import { applyStaffAreaHeaders, isStaffArea } from "./staff/staff-area.server";
import { nonceContext, sameRequestToastsContext } from "./utils/request-context";

const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
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
      response = await handleRequest(request, context);
    }
    // Responses from the router may have immutable headers (redirects); copy before changing them.
    response = new Response(response.body, response);
    applySecurityHeaders(response.headers, nonce);
    // A refused visitor gets the ordinary 404, headers included: nothing marks the area as special.
    if (isStaffArea(request) && response.status !== 404) applyStaffAreaHeaders(response.headers, Date.now() - started);
    return response;
  },

  /** The Cron Trigger: every job runs on its own, so one failing does not stop the others. */
  async scheduled(controller) {
    const now = new Date(controller.scheduledTime);
    await Promise.all(
      scheduledJobs.map(async (job) => {
        try {
          await job.run(now);
        } catch (error) {
          console.error(`Scheduled job ${job.name} failed`, loggableError(error));
        }
      }),
    );
  },

  /** The e-mail Queue's consumer: the only queue this worker consumes. */
  async queue(batch) {
    await deliverEmailBatch(batch, emailTransport());
  },
} satisfies ExportedHandler<Env>;
