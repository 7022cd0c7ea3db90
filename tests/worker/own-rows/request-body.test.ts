import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { requestBodyMessages } from "~/forms/request-body.server";
import { ORIGIN, request } from "../helpers";

/** Every route with an action, as a page (no JavaScript) and as React Router's data request. */
const actions = [
  "/contact",
  "/resources/newsletter",
  "/plan",
  "/start-journey",
  "/resources/theme",
  "/newsletter/unsubscribe?token=abc",
  "/auth",
  "/auth/sign-out",
];
const dataPath = (path: string) => {
  const url = new URL(path, ORIGIN);
  return `${url.pathname === "/" ? "/_root" : url.pathname}.data${url.search}`;
};
const everyAction = actions.flatMap((path) => [path, dataPath(path)]);

function post(path: string, body: BodyInit | null, contentType: string | null, navigate = true) {
  const headers = new Headers({ Origin: ORIGIN });
  if (contentType !== null) headers.set("Content-Type", contentType);
  if (navigate) headers.set("Sec-Fetch-Mode", "navigate");
  return request(path, { method: "POST", body, headers });
}

const counts = async () => {
  const tables = ["contact_messages", "newsletter_subscriptions", "intake_drafts", "users", "trip_plans"];
  const rows = await Promise.all(
    tables.map(async (t) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${t}`).first<{ n: number }>())!.n),
  );
  return Object.fromEntries(tables.map((t, i) => [t, rows[i]]));
};

/** Bodies that are no browser's form, and what each must be answered with. */
const odd: { name: string; body: BodyInit | null; type: string | null; status: number; message: string }[] = [
  {
    name: "text/plain",
    body: "email=a@example.com",
    type: "text/plain",
    status: 415,
    message: requestBodyMessages.contentType,
  },
  {
    name: "JSON",
    body: '{"email":"a@example.com"}',
    type: "application/json",
    status: 415,
    message: requestBodyMessages.contentType,
  },
  { name: "no Content-Type", body: null, type: null, status: 415, message: requestBodyMessages.contentType },
  {
    name: "a non-UTF-8 charset",
    body: "email=a%40example.com",
    type: "application/x-www-form-urlencoded; charset=iso-8859-1",
    status: 415,
    message: requestBodyMessages.charset,
  },
  {
    name: "raw bytes that are not UTF-8",
    body: new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xfe]),
    type: "application/x-www-form-urlencoded",
    status: 400,
    message: requestBodyMessages.notUtf8,
  },
  {
    name: "percent-encoded bytes that are not UTF-8",
    body: "email=%FF%FE%41",
    type: "application/x-www-form-urlencoded",
    status: 400,
    message: requestBodyMessages.notUtf8,
  },
];

describe("request bodies no browser sends", () => {
  for (const path of actions.filter((p) => p !== "/auth/sign-out")) {
    it.each(odd)(`${path}: $name is answered $status with a clear message, nothing stored`, async (c) => {
      const before = await counts();
      const page = await post(path, c.body, c.type);
      expect(page.status).toBe(c.status);
      const html = await page.text();
      expect(html).toContain(c.message);
      expect(html).toContain("<h1>We could not read this form</h1>");
      const data = await post(dataPath(path), c.body, c.type, false);
      expect(data.status).toBe(c.status);
      expect(await data.text()).toContain(c.message);
      expect(await counts()).toEqual(before);
    });
  }

  it.each(everyAction)("%s: multipart without a boundary, or broken multipart, never answers 5xx", async (path) => {
    const before = await counts();
    const noBoundary = await post(path, "--x\r\n", "multipart/form-data");
    expect(noBoundary.status).toBeLessThan(500);
    expect(noBoundary.status).not.toBe(200);
    const broken = await post(
      path,
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
      "multipart/form-data; boundary=x",
    );
    expect(broken.status).toBeLessThan(500);
    expect(await counts()).toEqual(before);
  });

  it("caps a chunked body on the stream: 20 MB without Content-Length to /start-journey is refused with 413", async () => {
    const before = await counts();
    const chunk = new TextEncoder().encode(`firstName=${"x".repeat(64 * 1024)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await request("/start-journey", {
      method: "POST",
      body,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Mode": "navigate" },
      // @ts-expect-error -- workerd needs duplex for a streamed request body
      duplex: "half",
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain(requestBodyMessages.tooLarge);
    // Only the first 64 KB (and what was in flight) were read, not the whole 20 MB.
    expect(sent).toBeLessThan(2 * 1024 * 1024);
    expect(await counts()).toEqual(before);
  });

  it("still reads a browser's multipart form of text fields", async () => {
    const form = new FormData();
    form.set("theme", "dark");
    const response = await request("/resources/theme", { method: "POST", body: form, headers: { Origin: ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toContain(`nilecare-theme=${btoa('"dark"')}`);
  });
});
