import { env } from "cloudflare:workers";
import { createCookie } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { replyDueAt } from "~/cases/case-rules";
import { CLINIC_ZONE, wallClock, zonedTimeToUtc, type WorkingHours } from "~/i18n/time";
import { sessionCookie } from "./auth-helpers";
import { cachedVisit } from "./cache-helpers";
import { statementsOnTheBinding } from "./d1-helpers";
import { atInstant, cookiesFrom, postForm, randomIp, request } from "./helpers";
import { pageHtml } from "./html";
import { outbox, settleQueue, unescapeHtml } from "./mail-helpers";
import { createContactCase } from "./staff-helpers";

// The team's hours are one setting: what the reply clock counts and what every page states; closures override them.
const ADMIN = "dev-staff-admin";
const cairo = (date: string, hhmm: string) => zonedTimeToUtc(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), CLINIC_ZONE);
const cairoReading = (ms: number) => {
  const wall = wallClock(ms, CLINIC_ZONE);
  return `${wall.date} ${String(Math.floor(wall.minute / 60)).padStart(2, "0")}:${String(wall.minute % 60).padStart(2, "0")}`;
};
const asAdmin = async () => ({ headers: { Cookie: await sessionCookie(ADMIN), "CF-Connecting-IP": randomIp() } });
const week = (days: Record<number, [string, string]>) =>
  Object.fromEntries(
    Object.entries(days).flatMap(([day, [start, end]]) => [
      [`d${day}.open`, "on"],
      [`d${day}.start`, start],
      [`d${day}.end`, end],
    ]),
  );
const mondayToSaturday = week(Object.fromEntries([1, 2, 3, 4, 5, 6].map((day) => [day, ["09:00", "18:00"]])));

/** A contact message sent at a Cairo time, as a visitor sends it; its case's id and due time. */
async function messageAt(at: number, { path = "/contact", cookie }: { path?: string; cookie?: string } = {}) {
  const email = `sender-${crypto.randomUUID()}@example.com`;
  const sent = await atInstant(at, () =>
    postForm(
      path,
      { firstName: "Layla", lastName: "Haddad", email, message: "Could I come for a crown next month?" },
      { headers: { "CF-Connecting-IP": randomIp(), ...(cookie ? { Cookie: cookie } : {}) } },
    ),
  );
  expect(sent.status).toBe(302);
  const row = (await env.DB.prepare("SELECT id, due_at FROM cases WHERE patient_email = ?").bind(email).first<{ id: string; due_at: number }>())!;
  return { email, caseId: row.id, due: async () => (await env.DB.prepare("SELECT due_at FROM cases WHERE id = ?").bind(row.id).first<number>("due_at"))! };
}


beforeAll(async () => {
  await request("/staff", { headers: { Cookie: await sessionCookie(ADMIN) } });
}, 120_000);
afterEach(() => vi.restoreAllMocks());

describe("the clock counts the saved hours", () => {
  it("a message at 22:14 Cairo time on a weekday is due at 11:00 the next working morning", async () => {
    // Tuesday 1 December 2026: the seeded week is Monday to Saturday, 09:00–18:00.
    const { due } = await messageAt(cairo("2026-12-01", "22:14"));
    expect(cairoReading(await due())).toBe("2026-12-02 11:00");
    // Saturday evening: Sunday is off, so Monday.
    const saturday = await messageAt(cairo("2026-12-05", "21:00"));
    expect(cairoReading(await saturday.due())).toBe("2026-12-07 11:00");
  });

  it("skips a closed day and counts only a closure's shorter hours", () => {
    const hours: WorkingHours = {
      week: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1080 })),
      closures: [
        { firstDate: "2027-03-10", lastDate: "2027-03-12", window: null },
        { firstDate: "2027-02-08", lastDate: "2027-03-09", window: { startMinute: 600, endMinute: 900 } },
      ],
    };
    // Eid al-Fitr, Wednesday 10 to Friday 12 March 2027: a message on the eve is due on Saturday.
    expect(cairoReading(replyDueAt("contact", new Date(cairo("2027-03-09", "20:00")), hours).getTime())).toBe("2027-03-13 11:00");
    // Ramadan hours, 10:00–15:00: an hour before closing leaves one hour for the next day.
    expect(cairoReading(replyDueAt("contact", new Date(cairo("2027-02-15", "14:00")), hours).getTime())).toBe("2027-02-16 11:00");
  });
});

describe("admins keep the hours and closures, and open due times follow", () => {
  it("adding a holiday moves an open case's due time, removing it moves it back; a due time the hours did not give stays", async () => {
    // Wednesday 9 December 2026, 17:30: half an hour that evening, then Thursday from 09:00.
    const { caseId, due } = await messageAt(cairo("2026-12-09", "17:30"));
    expect(cairoReading(await due())).toBe("2026-12-10 10:30");
    const other = await createContactCase({ receivedAt: cairo("2026-12-09", "17:30") });
    const otherDue = await env.DB.prepare("SELECT due_at FROM cases WHERE id = ?").bind(other.caseId).first<number>("due_at");

    const refused = await postForm("/staff/admin/holidays", { intent: "add", name: "National holiday", firstDate: "2026-12-10", lastDate: "2026-12-09", hours: "closed" }, await asAdmin());
    expect(refused.status).toBe(400);
    expect(unescapeHtml(await refused.text())).toContain("The last date cannot come before the first");

    const added = await postForm("/staff/admin/holidays", { intent: "add", name: "National holiday", firstDate: "2026-12-10", hours: "closed" }, await asAdmin());
    expect(added.status).toBe(302);
    const page = unescapeHtml(
      await (await request(added.headers.get("Location")!, { headers: { Cookie: cookiesFrom(added, await sessionCookie(ADMIN)) } })).text(),
    );
    expect(page).toContain("1 open case's due time moved.");
    expect(page).toContain("National holiday");
    expect(cairoReading(await due())).toBe("2026-12-11 10:30");
    expect(await env.DB.prepare("SELECT due_at FROM cases WHERE id = ?").bind(other.caseId).first<number>("due_at")).toBe(otherDue);

    // Shorter hours on the Friday (10:00–11:00): half an hour on Wednesday, an hour on Friday, the last half on Saturday.
    const shorter = await postForm(
      "/staff/admin/holidays",
      { intent: "add", name: "Ramadan hours", firstDate: "2026-12-11", lastDate: "2026-12-11", hours: "shorter", start: "10:00", end: "11:00" },
      await asAdmin(),
    );
    expect(shorter.status).toBe(302);
    expect(cairoReading(await due())).toBe("2026-12-12 09:30");

    const ids = (await env.DB.prepare("SELECT id FROM team_closures ORDER BY first_date").all<{ id: string }>()).results.map((r) => r.id);
    for (const id of ids) expect((await postForm("/staff/admin/holidays", { intent: "remove", id }, await asAdmin())).status).toBe(302);
    expect(cairoReading(await due())).toBe("2026-12-10 10:30");
    expect(await env.DB.prepare("SELECT status FROM cases WHERE id = ?").bind(caseId).first<string>("status")).toBe("new");
  });

  it("saving the week moves open due times in the same save", async () => {
    const { due } = await messageAt(cairo("2026-12-16", "17:30"));
    expect(cairoReading(await due())).toBe("2026-12-17 10:30");
    // Thursday now starts at 12:00.
    const saved = await postForm("/staff/admin/hours", { ...mondayToSaturday, ...week({ 4: ["12:00", "18:00"] }) }, await asAdmin());
    expect(saved.status).toBe(302);
    expect(cairoReading(await due())).toBe("2026-12-17 13:30");
    expect((await postForm("/staff/admin/hours", mondayToSaturday, await asAdmin())).status).toBe(302);
    expect(cairoReading(await due())).toBe("2026-12-17 10:30");
  });

  it("the holidays page is 404 to a coordinator", async () => {
    const coordinator = { headers: { Cookie: await sessionCookie("dev-staff-coordinator"), "CF-Connecting-IP": randomIp() } };
    expect((await request("/staff/admin/holidays", coordinator)).status).toBe(404);
    expect((await postForm("/staff/admin/holidays", { intent: "add", name: "X", firstDate: "2026-12-24", hours: "closed" }, coordinator)).status).toBe(404);
  });
});

describe("every page states the saved hours", () => {
  it("the contact page, the footer and the JSON-LD say the saved week in both languages, at once after a save even from the page cache", async () => {
    expect((await cachedVisit("/contact")).body).toContain("Monday to Saturday, 09:00–18:00 (Cairo time)");
    expect((await cachedVisit("/contact")).cache).toBe("hit");

    const egyptianWeek = week({ 0: ["08:00", "17:00"], 1: ["08:00", "17:00"], 2: ["08:00", "17:00"], 3: ["08:00", "17:00"], 4: ["08:00", "14:00"] });
    expect((await postForm("/staff/admin/hours", egyptianWeek, await asAdmin())).status).toBe(302);

    const contact = await cachedVisit("/contact");
    expect(contact.cache).toBe("miss");
    const english = "Sunday to Wednesday, 08:00–17:00; Thursday, 08:00–14:00 (Cairo time)";
    // The contact cards and the footer.
    expect(contact.body.split(english).length - 1).toBeGreaterThanOrEqual(2);
    expect(contact.body).not.toContain("Monday to Saturday");
    const arabic = (await cachedVisit("/ar/contact")).body;
    expect(arabic).toContain("من الأحد إلى الأربعاء، من 8:00 إلى 17:00؛ الخميس، من 8:00 إلى 14:00 (بتوقيت القاهرة)");
    expect((await cachedVisit("/ar/about")).body).toContain("من الأحد إلى الأربعاء");

    const treatments = await pageHtml(await request("/treatments"));
    expect(treatments).toContain(
      '"openingHoursSpecification":[{"@type":"OpeningHoursSpecification","dayOfWeek":["Sunday","Monday","Tuesday","Wednesday"],"opens":"08:00","closes":"17:00"},{"@type":"OpeningHoursSpecification","dayOfWeek":["Thursday"],"opens":"08:00","closes":"14:00"}]',
    );
    expect((await postForm("/staff/admin/hours", mondayToSaturday, await asAdmin())).status).toBe(302);
  });

  it("a page that needs no records still renders when the hours cannot be read, without them", async () => {
    const onBinding = statementsOnTheBinding();
    const realPrepare = env.DB.prepare.bind(env.DB);
    const prepare = vi.spyOn(env.DB, "prepare").mockImplementation((query: string) => {
      if (query.includes('from "team_hours"')) throw new Error("D1_ERROR: Network connection lost.");
      return realPrepare(query);
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const about = await request("/about");
      expect(about.status).toBe(200);
      expect(unescapeHtml(await about.text())).not.toContain("09:00–18:00");
    } finally {
      prepare.mockRestore();
      onBinding.mockRestore();
    }
    expect(String(logged.mock.calls[0])).toContain("The team's hours could not be read");
  });
});

describe("the acknowledgement names the time of the answer", () => {
  const acknowledgement = async (email: string) => {
    await settleQueue();
    const [mail] = (await outbox(email)).filter((m) => m.template === "contact-acknowledgement");
    return mail!.text;
  };

  it("a message at night is told the next working morning, in Cairo time or the zone the sender chose, in their language", async () => {
    const night = cairo("2026-12-01", "22:14");
    const inCairo = await messageAt(night);
    const text = await acknowledgement(inCairo.email);
    expect(text).toContain("We'll answer you by Wednesday, December 2 at 11:00 AM (Cairo time).");
    expect(text).not.toContain("within 2 hours");

    const zone = (await createCookie("nilecare-zone").serialize("America/New_York")).split(";")[0]!;
    const inNewYork = await messageAt(night, { cookie: zone });
    expect(await acknowledgement(inNewYork.email)).toContain("We'll answer you by Wednesday, December 2 at 4:00 AM (New York time).");

    const arabic = await messageAt(night, { path: "/ar/contact" });
    const arabicText = await acknowledgement(arabic.email);
    expect(arabicText).toContain("سنرد عليك في موعد أقصاه");
    expect(arabicText).toContain("(بتوقيت القاهرة)");
    expect(arabicText).not.toContain("ساعتين");
  });
});
