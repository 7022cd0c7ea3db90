import { env } from "cloudflare:workers";
import fc from "fast-check";
import { afterAll, describe, expect, it, vi } from "vitest";
import { ORIGIN, request } from "./helpers";

/**
 * Property-based fuzzing of every action with a fixed seed: malformed, oversized, wrong-type,
 * control-character and injection-like posts. None may answer 5xx, and none of these posts
 * (each invalid by construction) may write a row a user would see.
 */
const SEED = 20_261_122;
const RUNS = 150;

/** Tables that only a valid post may change (security events and login attempts record refusals too). */
const guarded = [
  "contact_messages",
  "newsletter_subscriptions",
  "users",
  "profiles",
  "sessions",
  "auth_tokens",
  "trip_plans",
  "intakes",
  "intake_documents",
  "email_outbox",
];

async function rowCounts() {
  const results = await env.DB.batch(guarded.map((t) => env.DB.prepare(`SELECT count(*) AS n FROM ${t}`)));
  return Object.fromEntries(results.map((r, i) => [guarded[i], (r.results[0] as { n: number }).n]));
}

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\r\nBcc: victim@example.com",
    "\u0000",
    "\t/evil.example",
    "<script>alert(1)</script>",
    "'; DROP TABLE users; --",
    "${{7*7}}",
    "../../../../etc/passwd",
    "%00%0d%0a",
    "\uFFFD\uD800",
    "//evil.example",
    "\\\\evil.example",
    "\uff0f\uff0fevil.example",
    "javascript:alert(1)",
  ),
  fc
    .tuple(fc.integer({ min: 5000, max: 70_000 }), fc.string({ minLength: 1, maxLength: 3 }))
    .map(([n, s]) => s.repeat(n / s.length)),
);

/** A field value that can never pass as an e-mail address (no "@", or spaces and control characters). */
const badEmail = fc.oneof(
  fc.string({ maxLength: 30 }).map((s) => s.replaceAll("@", "")),
  nasty.map((s) => `a b\r\n${s}@`),
  fc.constant(""),
);

type Body = { body: BodyInit | null; type: string | null };

/** The body a post is sent with: a browser's encodings of the fields, or something no browser sends. */
function encodings(fields: Record<string, string>): fc.Arbitrary<Body> {
  const urlencoded = new URLSearchParams(fields).toString();
  const multipart = () => {
    const boundary = "fuzzboundary";
    const parts = Object.entries(fields).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    return `${parts.join("")}--${boundary}--\r\n`;
  };
  return fc.constantFrom<Body>(
    { body: urlencoded, type: "application/x-www-form-urlencoded" },
    { body: urlencoded, type: "application/x-www-form-urlencoded; charset=UTF-8" },
    { body: multipart(), type: "multipart/form-data; boundary=fuzzboundary" },
    { body: multipart(), type: "multipart/form-data" },
    { body: multipart().slice(0, 40), type: "multipart/form-data; boundary=fuzzboundary" },
    { body: urlencoded, type: "text/plain" },
    { body: JSON.stringify(fields), type: "application/json" },
    { body: urlencoded, type: null },
    { body: urlencoded, type: "application/x-www-form-urlencoded; charset=latin1" },
    { body: new Uint8Array([0x61, 0x3d, 0xc3, 0x28, 0xff]), type: "application/x-www-form-urlencoded" },
    { body: `${urlencoded}&x=%C3%28`, type: "application/x-www-form-urlencoded" },
  );
}

const tally = { cases: 0, serverErrors: 0 };

async function expectNoServerError(path: string, body: Body, navigate: boolean) {
  const headers = new Headers({ Origin: ORIGIN });
  if (body.type) headers.set("Content-Type", body.type);
  if (navigate) headers.set("Sec-Fetch-Mode", "navigate");
  const response = await request(path, { method: "POST", body: body.body, headers });
  await response.body?.cancel();
  tally.cases += 1;
  if (response.status >= 500) tally.serverErrors += 1;
  expect(response.status, `${path} ${body.type}`).toBeLessThan(500);
}

/** One fuzzed action: its path and a generator of posts that are invalid by construction. */
type Target = { name: string; path: fc.Arbitrary<string>; fields: fc.Arbitrary<Record<string, string>> };

const targets: Target[] = [
  {
    name: "contact",
    path: fc.constant("/contact"),
    fields: fc.record({
      firstName: nasty,
      lastName: nasty,
      email: badEmail,
      phone: nasty,
      country: nasty,
      treatment: nasty,
      message: nasty,
    }),
  },
  {
    name: "newsletter",
    path: fc.constant("/resources/newsletter"),
    fields: fc.record({ email: badEmail, source: nasty, redirectTo: nasty, "pref.topic": nasty }),
  },
  {
    name: "sign-in",
    path: fc.constant("/auth"),
    fields: fc.record({ intent: fc.constant("sign-in"), email: nasty, password: nasty, redirectTo: nasty }),
  },
  {
    name: "sign-up",
    path: fc.constant("/auth"),
    fields: fc.record({
      intent: fc.constant("sign-up"),
      email: badEmail,
      username: nasty,
      password: nasty,
      confirmPassword: nasty,
    }),
  },
  {
    name: "other account forms",
    path: fc.constant("/auth"),
    fields: fc.record({
      intent: fc.constantFrom("forgot-password", "resend-confirmation", "update-password", "nonsense", ""),
      email: badEmail,
      password: nasty,
      confirmPassword: nasty,
    }),
  },
  {
    name: "trip planner",
    path: fc.constant("/plan"),
    fields: fc.record({
      intent: fc.constantFrom("next", "previous", "submit", "save", ""),
      step: fc.oneof(fc.constantFrom("1", "2", "3", "4", "5", "0", "99", "-1", "1e9"), nasty),
      treatmentType: nasty,
      startDate: nasty,
      endDate: nasty,
      companions: nasty,
      additionalNotes: nasty,
    }),
  },
  {
    name: "address confirmation",
    path: nasty.map((token) => `/auth/confirm?${new URLSearchParams({ token })}`),
    fields: fc.record({ intent: fc.constant("confirm-address"), password: nasty, confirmPassword: nasty }),
  },
  {
    name: "theme",
    path: fc.constant("/resources/theme"),
    fields: fc.record({ theme: fc.oneof(fc.constantFrom("light", "dark", "system"), nasty), redirectTo: nasty }),
  },
  {
    name: "unsubscribe",
    path: nasty.map((token) => `/newsletter/unsubscribe?${new URLSearchParams({ token })}`),
    fields: fc.record({ "List-Unsubscribe": fc.oneof(fc.constant("One-Click"), nasty) }),
  },
  {
    name: "sign-out and document removal",
    path: fc.constantFrom(
      "/auth/sign-out",
      `/intake/documents/${crypto.randomUUID()}`,
      "/intake/documents/..%2F..%2Fx",
    ),
    fields: fc.record({ intent: nasty }),
  },
];

describe(`fuzzing every action (seed ${SEED}, ${RUNS} cases each)`, () => {
  afterAll(() => {
    // The figure for the hardening report: every case run, and how many answered 5xx.
    console.info(`fuzz: ${tally.cases} posts, ${tally.serverErrors} answered 5xx`);
  });

  for (const target of targets) {
    it(`${target.name}: no 5xx and no rows written`, async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const before = await rowCounts();
      await fc.assert(
        fc.asyncProperty(
          target.path,
          target.fields.chain((fields) => encodings(fields)),
          fc.boolean(),
          (path, body, navigate) => expectNoServerError(path, body, navigate),
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      expect(await rowCounts()).toEqual(before);
      vi.restoreAllMocks();
    }, 60_000);
  }

  it(`the intake wizard and uploads: no 5xx for any body`, async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await rowCounts();
    const wizardFields = fc.record({
      step: fc.oneof(fc.constantFrom("1", "4", "6", "0", "9"), nasty),
      intent: fc.constantFrom("next", "previous", "complete", "save", ""),
      firstName: nasty,
      email: nasty,
      removeDocument: nasty,
      healthDataConsent: nasty,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.tuple(fc.constant("/start-journey"), wizardFields.chain(encodings)),
          fc.tuple(
            fc.record({ kind: nasty, name: nasty }).map((q) => `/intake/upload?${new URLSearchParams(q)}`),
            fc.constantFrom<Body>(
              { body: "%PDF-1.7 fuzz", type: "application/pdf" },
              { body: "not a pdf", type: "text/plain" },
              { body: null, type: null },
            ),
          ),
        ),
        fc.boolean(),
        ([path, body], navigate) => expectNoServerError(path, body, navigate),
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    // The wizard saves drafts as typed (it checks nothing before the last step); nothing else may appear.
    const after = await rowCounts();
    expect({ ...after, intake_documents: before.intake_documents }).toEqual(before);
    vi.restoreAllMocks();
  }, 60_000);
});
