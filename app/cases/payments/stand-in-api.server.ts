import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { paymentStandIn } from "~/db/schema";
import { MAX_FORM_BYTES, readRawBody } from "~/forms/request-body.server";

/**
 * The development stand-in for Stripe's API, in this worker: the endpoints the app's Stripe client calls (create and
 * retrieve a Checkout Session, create a refund), answered as Stripe answers them, with the secret key checked. The
 * client reaches it through STRIPE_API_BASE; only the last hop is in-process (a worker cannot reliably fetch its own
 * address), every request and answer is production's. Its checkout page is /dev/payments/<session>.
 */
export type StandInSession = {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  intent_metadata: Record<string, string>;
  description: string;
  success_url: string;
  cancel_url: string;
  locale: string;
  refunded: number;
};

/** The fetch of the Stripe client: in development, a call to the stand-in's origin is answered here. */
export function stripeFetcher(): typeof fetch {
  if (!config.isDevelopment) return fetch;
  return async (input, init) => {
    const request = new Request(input, init);
    return new URL(request.url).origin === new URL(config.stripe.apiBase).origin ? answerStripe(request) : fetch(request);
  };
}

const stripeError = (status: number, message: string, type = "invalid_request_error") => Response.json({ error: { type, message } }, { status });

/** Stripe's form-encoded bodies: `metadata[paymentId]=…`, `line_items[0][price_data][unit_amount]=…`. */
function fieldsOf(bytes: Uint8Array) {
  return new URLSearchParams(new TextDecoder().decode(bytes));
}

function objectAt(fields: URLSearchParams, prefix: string) {
  const found: Record<string, string> = {};
  for (const [key, value] of fields) {
    const match = key.startsWith(`${prefix}[`) ? /^\[([^\]]+)\]$/.exec(key.slice(prefix.length)) : null;
    if (match?.[1]) found[match[1]] = value;
  }
  return found;
}

export async function standInSession(id: string) {
  const [row] = await db.select().from(paymentStandIn).where(eq(paymentStandIn.id, id));
  return row ? (row.session as StandInSession) : null;
}

export async function saveStandInSession(session: StandInSession) {
  await db.update(paymentStandIn).set({ session }).where(eq(paymentStandIn.id, session.id));
}

/** A session as Stripe's API and events write it, without what only the stand-in keeps. */
export const publicSession = ({ intent_metadata: _intent, refunded: _refunded, description: _description, ...session }: StandInSession) => session;

async function createSession(fields: URLSearchParams) {
  const line = "line_items[0][price_data]";
  const amount = Number(fields.get(`${line}[unit_amount]`));
  const currency = fields.get(`${line}[currency]`) ?? "";
  const successUrl = fields.get("success_url") ?? "";
  const cancelUrl = fields.get("cancel_url") ?? "";
  if (!Number.isInteger(amount) || amount <= 0 || !currency || !successUrl || !cancelUrl) return stripeError(400, "Missing required param: line_items, success_url or cancel_url.");
  // Stripe's own rule for three-decimal currencies.
  if (currency === "kwd" && amount % 10 !== 0) return stripeError(400, "The unit_amount of a KWD price must end in 0.");
  const id = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
  const session: StandInSession = {
    id,
    object: "checkout.session",
    // A path on this site: the stand-in's page answers on whatever port the worker listens.
    url: `/dev/payments/${id}`,
    status: "open",
    payment_status: "unpaid",
    amount_total: amount,
    currency,
    client_reference_id: fields.get("client_reference_id"),
    metadata: objectAt(fields, "metadata"),
    payment_intent: null,
    intent_metadata: objectAt(fields, "payment_intent_data[metadata]"),
    description: fields.get(`${line}[product_data][name]`) ?? "",
    success_url: successUrl,
    cancel_url: cancelUrl,
    locale: fields.get("locale") ?? "auto",
    refunded: 0,
  };
  await db.insert(paymentStandIn).values({ id, session });
  return Response.json(publicSession(session));
}

async function refund(fields: URLSearchParams) {
  const intent = fields.get("payment_intent") ?? "";
  const amount = Number(fields.get("amount"));
  const rows = await db.select().from(paymentStandIn);
  const session = rows.map((row) => row.session as StandInSession).find((s) => s.payment_intent === intent);
  if (!session || session.payment_status !== "paid") return stripeError(404, `No such payment_intent: '${intent}'`);
  if (!Number.isInteger(amount) || amount <= 0 || amount > session.amount_total - session.refunded) {
    return stripeError(400, "Refund amount is greater than unrefunded amount on charge.");
  }
  await saveStandInSession({ ...session, refunded: session.refunded + amount });
  return Response.json({ id: `re_test_${crypto.randomUUID().replaceAll("-", "")}`, object: "refund", amount, currency: session.currency, payment_intent: intent, status: "succeeded" });
}

/** Stripe's endpoints the app calls, with its errors' shapes. */
export async function answerStripe(request: Request) {
  if (request.headers.get("Authorization") !== `Bearer ${config.stripe.secretKey}`) return stripeError(401, "Invalid API Key provided.", "authentication_error");
  const path = new URL(request.url).pathname;
  if (request.method === "POST" && path === "/v1/checkout/sessions") return createSession(fieldsOf(await readRawBody(request, { maxBytes: MAX_FORM_BYTES })));
  if (request.method === "POST" && path === "/v1/refunds") return refund(fieldsOf(await readRawBody(request, { maxBytes: MAX_FORM_BYTES })));
  const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
  if (request.method === "GET" && retrieve?.[1]) {
    const session = await standInSession(retrieve[1]);
    return session ? Response.json(publicSession(session)) : stripeError(404, `No such checkout.session: '${retrieve[1]}'`);
  }
  return stripeError(404, `Unrecognized request URL (${request.method}: ${path}).`);
}
