import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isCalendarDate, isValidUntilAllowed } from "~/cases/quotes/quote-rules";
import { sessionCookie } from "./auth-helpers";
import { postForm, randomIp } from "./helpers";
import { pageHtml } from "./html";
import { outbox, settleQueue } from "./mail-helpers";
import { patientWithPlan } from "./staff-helpers";

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const post = (path: string, fields: Record<string, string>, cookie: string) =>
  postForm(path, fields, { headers: { Cookie: cookie, "CF-Connecting-IP": randomIp() } });

async function sendQuote(caseId: string, fields: Record<string, string> = {}) {
  return post(
    `/staff/cases/${caseId}`,
    {
      intent: "quote",
      treatment: "cardiac-surgery",
      currency: "USD",
      "items[0].kind": "procedure",
      "items[0].amount": "12500",
      included: "Surgery and 7 nights in hospital",
      excluded: "Flights",
      validUntil: inDays(14),
      ...fields,
    },
    await sessionCookie("dev-staff-coordinator"),
  );
}

const quotesOf = async (caseId: string) =>
  (
    await env.DB.prepare("SELECT id, version, status FROM quotes WHERE case_id = ? ORDER BY version")
      .bind(caseId)
      .all<{ id: string; version: number; status: string }>()
  ).results;
const accept = (owner: { caseId: string; cookie: string }, quoteId: string) =>
  post(`/requests/${owner.caseId}`, { intent: "accept", quoteId }, owner.cookie);

describe("accepting a quote", () => {
  it("is refused once the case is closed: the quote stays open and nobody is mailed", async () => {
    const owner = await patientWithPlan();
    expect((await sendQuote(owner.caseId)).status).toBe(302);
    await env.DB.prepare("UPDATE cases SET status = 'closed', closing_reason = 'answered' WHERE id = ?").bind(owner.caseId).run();
    await settleQueue();
    const mailsBefore = (await outbox()).length;
    const [quote] = await quotesOf(owner.caseId);
    const refused = await accept(owner, quote!.id);
    expect(refused.status).toBe(409);
    expect(await pageHtml(refused)).toContain("This request is closed, so its quotes can no longer be accepted");
    expect((await quotesOf(owner.caseId))[0]!.status).toBe("sent");
    expect(await env.DB.prepare("SELECT status FROM cases WHERE id = ?").bind(owner.caseId).first("status")).toBe("closed");
    await settleQueue();
    expect((await outbox()).length).toBe(mailsBefore);
  });

  it("says so in Arabic on the Arabic page", async () => {
    const owner = await patientWithPlan();
    await sendQuote(owner.caseId);
    await env.DB.prepare("UPDATE cases SET status = 'closed', closing_reason = 'answered' WHERE id = ?").bind(owner.caseId).run();
    const [quote] = await quotesOf(owner.caseId);
    const refused = await post(`/ar/requests/${owner.caseId}`, { intent: "accept", quoteId: quote!.id }, owner.cookie);
    expect(refused.status).toBe(409);
    expect(await pageHtml(refused)).toContain("هذا الطلب مغلق");
  });

  it("leaves one accepted quote: a new version after acceptance is refused with a message to the coordinator", async () => {
    const owner = await patientWithPlan();
    await sendQuote(owner.caseId);
    const [v1] = await quotesOf(owner.caseId);
    expect((await accept(owner, v1!.id)).status).toBe(302);
    const refused = await sendQuote(owner.caseId, { "items[0].amount": "9000" });
    expect(refused.status).toBe(409);
    expect(await pageHtml(refused)).toContain("The patient has already accepted a quote for this case");
    expect((await quotesOf(owner.caseId)).map((q) => q.status)).toEqual(["accepted"]);
  });

  it("cannot accept two versions even when the new version and the acceptance race", async () => {
    for (let round = 0; round < 4; round++) {
      const owner = await patientWithPlan();
      await sendQuote(owner.caseId);
      const [v1] = await quotesOf(owner.caseId);
      const [, sent] = await Promise.all([accept(owner, v1!.id), sendQuote(owner.caseId, { "items[0].amount": "9000" })]);
      const rows = await quotesOf(owner.caseId);
      const accepted = rows.filter((q) => q.status === "accepted");
      expect(accepted.length).toBeLessThanOrEqual(1);
      // Either the acceptance came first (the new version was refused) or the new version did (v1 was superseded).
      if (accepted.length === 1) {
        expect(sent.status).toBe(409);
        expect(rows).toHaveLength(1);
      } else {
        expect(rows.map((q) => q.status)).toEqual(["superseded", "sent"]);
        // The patient may still accept the current version, and only once.
        const [a, b] = await Promise.all([accept(owner, rows[1]!.id), accept(owner, rows[1]!.id)]);
        expect([a.status, b.status].sort()).toEqual([302, 409]);
      }
    }
  });

  it("refuses a quote whose stored date is not a real date, or lies in the past", async () => {
    const owner = await patientWithPlan();
    await sendQuote(owner.caseId);
    const [quote] = await quotesOf(owner.caseId);
    for (const stored of ["2026-02-31", inDays(-1), "0000-01-01"]) {
      await env.DB.prepare("UPDATE quotes SET valid_until = ? WHERE id = ?").bind(stored, quote!.id).run();
      expect((await accept(owner, quote!.id)).status, stored).toBe(409);
    }
    await env.DB.prepare("UPDATE quotes SET valid_until = ? WHERE id = ?").bind(inDays(0), quote!.id).run();
    expect((await accept(owner, quote!.id)).status).toBe(302);
  });
});

describe("sending a quote", () => {
  it("refuses validity dates that are not real or not between today and one year ahead", async () => {
    const owner = await patientWithPlan();
    for (const validUntil of ["2020-01-01", "0000-01-01", "9999-12-31", "2026-02-31", inDays(-1), inDays(367), "14/03/2027", ""]) {
      const refused = await sendQuote(owner.caseId, { validUntil });
      expect(refused.status, validUntil).toBe(400);
      expect(await pageHtml(refused), validUntil).toMatch(/Choose a real date from today to one year ahead|Choose the last day/);
    }
    expect(await quotesOf(owner.caseId)).toHaveLength(0);
    expect((await sendQuote(owner.caseId, { validUntil: inDays(0) })).status).toBe(302);
    expect((await sendQuote(owner.caseId, { validUntil: inDays(364) })).status).toBe(302);
  });

  it("refuses a total of zero", async () => {
    const owner = await patientWithPlan();
    for (const amount of ["0", "0.00"]) {
      const refused = await sendQuote(owner.caseId, { "items[0].amount": amount });
      expect(refused.status).toBe(400);
      expect(await pageHtml(refused)).toContain("The total must be above zero");
    }
    expect(await quotesOf(owner.caseId)).toHaveLength(0);
  });

  it("knows a calendar date when it sees one", () => {
    for (const good of ["2026-02-28", "2028-02-29", "2027-12-31"]) expect(isCalendarDate(good), good).toBe(true);
    for (const bad of ["2026-02-29", "2026-02-31", "2026-13-01", "0000-01-01", "2026-1-1", "2026-01-01T00:00"]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
    const now = new Date(Date.UTC(2026, 10, 26, 12));
    expect(isValidUntilAllowed("2026-11-26", now)).toBe(true);
    expect(isValidUntilAllowed("2027-11-26", now)).toBe(true);
    expect(isValidUntilAllowed("2027-11-27", now)).toBe(false);
    expect(isValidUntilAllowed("2026-11-25", now)).toBe(false);
  });
});
