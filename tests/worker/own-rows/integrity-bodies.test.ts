import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "~/utils/tokens.server";
import { ORIGIN, request } from "../helpers";
import { createSignedInUser } from "../auth-helpers";
import { devStaff } from "../staff-helpers";

/** A staff invitation that is open, so its page's action really reads the body. */
async function openInvitation() {
  const token = crypto.randomUUID().replaceAll("-", "").padEnd(43, "x");
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO staff_invitations (id, email, role, token_hash, expires_at) VALUES (?, ?, 'coordinator', ?, ?)",
  )
    .bind(id, `invited-${crypto.randomUUID()}@example.com`, await sha256Hex(token), Date.now() + 3_600_000)
    .run();
  return { id, token };
}

const odd: { name: string; body: BodyInit | null; type: string | null; method?: string }[] = [
  { name: "JSON", body: '{"intent":"invite","name":"x"}', type: "application/json" },
  { name: "text/plain", body: "intent=invite", type: "text/plain" },
  { name: "XML", body: "<intent>invite</intent>", type: "application/xml" },
  { name: "multipart without a boundary", body: "--x\r\n\r\n", type: "multipart/form-data" },
  { name: "charset=utf-16", body: "intent=invite", type: "application/x-www-form-urlencoded; charset=utf-16" },
  { name: "no content type", body: null, type: null },
  { name: "DELETE", body: "intent=delete-account", type: "text/plain", method: "DELETE" },
  { name: "DELETE without a body", body: null, type: null, method: "DELETE" },
];

/** The invitation the odd bodies are posted to: the file shares its D1 with others, so checks name it. */
let invitationId = "";

async function routes() {
  const admin = await devStaff("admin");
  const patient = await createSignedInUser();
  const invitation = await openInvitation();
  invitationId = invitation.id;
  return [
    { path: `/staff-invitation/${invitation.token}`, cookie: "" },
    { path: "/staff/admin/staff", cookie: admin.cookie },
    { path: "/account/delete", cookie: patient.cookie },
    { path: "/account", cookie: patient.cookie },
  ];
}

function send(
  path: string,
  cookie: string,
  { body, type, method = "POST" }: { body: BodyInit | null; type: string | null; method?: string },
  navigate = true,
) {
  const headers = new Headers({ Origin: ORIGIN });
  if (type) headers.set("Content-Type", type);
  if (cookie) headers.set("Cookie", cookie);
  if (navigate) headers.set("Sec-Fetch-Mode", "navigate");
  return request(path, { method, body, headers });
}

describe("the actions that read forms directly before", () => {
  it("answer every odd body with a 4xx, never a 500, as a page and as data", async () => {
    for (const { path, cookie } of await routes()) {
      const dataPath = path.replace(/(\/[^/?]+)$/, "$1.data");
      for (const target of [path, dataPath]) {
        for (const body of odd) {
          const answer = await send(target, cookie, body, target === path);
          expect([400, 405, 413, 415], `${body.name} to ${target}: ${answer.status}`).toContain(answer.status);
        }
      }
    }
    // Nothing was written: nobody was deleted and the invitation is still open.
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM staff_invitations WHERE id = ? AND accepted_at IS NOT NULL")
        .bind(invitationId)
        .first("n"),
    ).toBe(0);
  }, 120_000);

  it("refuses a 50 MB anonymous post to a made-up invitation quickly, without reading it", async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(0x61);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const answer = await request(`/staff-invitation/${"A".repeat(43)}`, {
      method: "POST",
      body,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Mode": "navigate" },
      // @ts-expect-error workerd's Request takes a streamed body with duplex like the browser's.
      duplex: "half",
    });
    expect(answer.status).toBe(404);
    expect(sent).toBeLessThan(50);
  });

  it("refuses a 50 MB post to an open invitation at the form limit, and never echoes a 1 MB field", async () => {
    const { token } = await openInvitation();
    const name = "N".repeat(1024 * 1024);
    const big = await send(`/staff-invitation/${token}`, "", {
      body: new URLSearchParams({ name, password: "x", confirmPassword: "x" }).toString(),
      type: "application/x-www-form-urlencoded",
    });
    expect(big.status).toBe(413);
    expect((await big.text()).includes("N".repeat(1000))).toBe(false);
    let sent = 0;
    const huge = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50) return controller.close();
        sent++;
        controller.enqueue(new Uint8Array(1024 * 1024).fill(0x61));
      },
    });
    const answer = await request(`/staff-invitation/${token}`, {
      method: "POST",
      body: huge,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Mode": "navigate" },
      // @ts-expect-error workerd's Request takes a streamed body with duplex like the browser's.
      duplex: "half",
    });
    expect(answer.status).toBe(413);
    expect(sent).toBeLessThan(50);
  });
});
