import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { listFreeStartTimes } from "~/booking/bookings.server";
import { createSignedInUser } from "./auth-helpers";
import { bookingLinkIn, bookingRows, onlyCoordinator } from "./booking-helpers";
import { postForm, request } from "./helpers";
import { pageHtml } from "./html";
import { outbox, settleQueue, waitForMail } from "./mail-helpers";

const details = { name: "Amelia Hart", phone: "+1 212 555 0100", topic: "Knee replacement" };
const stranger = (i: number) => `stranger-${i}-${crypto.randomUUID()}@example.com`;
/** A client of a network of its own (a /24 nobody else in the test uses). */
const ipOfOwnNetwork = () =>
  `100.${64 + Math.floor(Math.random() * 60)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 250) + 1}`;

async function holdAs(at: number, init: { cookie?: string; ip?: string } = {}) {
  return postForm(
    "/book",
    { zone: "UTC", startsAt: new Date(at).toISOString() },
    { headers: { "CF-Connecting-IP": init.ip ?? ipOfOwnNetwork(), ...(init.cookie ? { Cookie: init.cookie } : {}) } },
  );
}

/** Holds `at` from a fresh network and sends the details for `email`; the answer of the details post. */
async function book(at: number, email: string, cookie?: string) {
  const held = await holdAs(at, { cookie });
  expect(held.status).toBe(302);
  return postForm(held.headers.get("Location")!, { ...details, email }, { headers: cookie ? { Cookie: cookie } : {} });
}

beforeEach(async () => {
  await onlyCoordinator();
});

describe("a signed-in account booking for other people's addresses", () => {
  it("books 12 strangers no consultation: each waits for its own address, and the account stops at 2", async () => {
    const { cookie } = await createSignedInUser();
    const times = (await listFreeStartTimes(Date.now())).slice(0, 12);
    const answers: Response[] = [];
    for (const [i, at] of times.entries()) answers.push(await book(at, stranger(i), cookie));

    expect(answers.slice(0, 2).map((r) => r.status)).toEqual([302, 302]);
    for (const answer of answers.slice(0, 2)) {
      expect(await pageHtml(await request(answer.headers.get("Location")!, { headers: { Cookie: cookie } }))).toContain(
        "Check your email",
      );
    }
    for (const refused of answers.slice(2)) {
      expect(refused.status).toBe(409);
      const html = await pageHtml(refused);
      expect(html).toMatch(/id="[^"]*email[^"]*-error"[^>]*>[^<]*This address or account already has 2 upcoming consultations/);
      expect(html).toContain("Knee replacement");
    }
    const rows = await bookingRows();
    expect(rows.filter((r) => r.status === "confirmed")).toHaveLength(0);
    expect(rows.filter((r) => r.status === "awaiting_email")).toHaveLength(2);
    await settleQueue();
    // No stranger got a booking confirmation; the two accepted got a link to confirm it themselves.
    expect((await outbox()).filter((m) => m.template === "booking-confirmation")).toHaveLength(0);
    expect((await outbox()).filter((m) => m.template === "booking-verification")).toHaveLength(2);
  }, 120_000);

  it("books the account's own confirmed address at once", async () => {
    const account = await createSignedInUser();
    const [at] = await listFreeStartTimes(Date.now());
    const done = await book(at!, account.email.toUpperCase(), account.cookie);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toMatch(/^\/book\/manage\//);
    expect((await bookingRows())[0]!.status).toBe("confirmed");
  });

  it("asks an account whose own address is not confirmed yet to confirm by e-mail", async () => {
    const account = await createSignedInUser();
    await env.DB.prepare("UPDATE users SET email_confirmed_at = NULL WHERE id = ?").bind(account.userId).run();
    const [at] = await listFreeStartTimes(Date.now());
    expect((await book(at!, account.email, account.cookie)).status).toBe(302);
    expect((await bookingRows())[0]!.status).toBe("awaiting_email");
  });
});

describe("open consultations per address", () => {
  it("keeps at most 2 for one address, also when its links are confirmed by signed-out visitors", async () => {
    const email = stranger(0);
    const times = (await listFreeStartTimes(Date.now())).slice(0, 3);
    for (const [i, at] of times.slice(0, 2).entries()) {
      expect((await book(at, email)).status).toBe(302);
      const link = bookingLinkIn(await waitForMail(email, "booking-verification", i + 1), "verify");
      expect((await postForm(link, {})).status).toBe(302);
    }
    const third = await book(times[2]!, email);
    expect(third.status).toBe(409);
    expect(await pageHtml(third)).toContain("This address or account already has 2 upcoming consultations");
    expect((await bookingRows()).map((r) => r.status)).toEqual(["confirmed", "confirmed", "held"]);
  });

  it("lets exactly one of two simultaneous bookings through when one place is left", async () => {
    const account = await createSignedInUser();
    const times = (await listFreeStartTimes(Date.now())).slice(0, 3);
    expect((await book(times[0]!, account.email, account.cookie)).status).toBe(302);
    const holds = await Promise.all(times.slice(1).map((at) => holdAs(at, { cookie: account.cookie })));
    const answers = await Promise.all(
      holds.map((held) =>
        postForm(held.headers.get("Location")!, { ...details, email: account.email }, { headers: { Cookie: account.cookie } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([302, 409]);
    expect((await bookingRows()).filter((r) => r.status === "confirmed")).toHaveLength(2);
  });
});

describe("an unproven address", () => {
  it("gives the slot back when the 10-minute hold ends, not 30 minutes later", async () => {
    const now = Date.now();
    // Far enough ahead to be bookable still after the hold.
    const at = (await listFreeStartTimes(now)).find((t) => t > now + 3 * 60 * 60_000)!;
    const held = await holdAs(at);
    expect((await postForm(held.headers.get("Location")!, { ...details, email: stranger(1) })).status).toBe(302);
    const { results } = await env.DB.prepare(
      "SELECT status, hold_expires_at FROM consultation_bookings",
    ).all<{ status: string; hold_expires_at: number }>();
    expect(results[0]!.status).toBe("awaiting_email");
    expect(results[0]!.hold_expires_at).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    expect(await listFreeStartTimes(results[0]!.hold_expires_at - 1)).not.toContain(at);
    expect(await listFreeStartTimes(results[0]!.hold_expires_at + 1)).toContain(at);
  });

  it("is still booked by a late click if nobody took the time", async () => {
    const [at] = await listFreeStartTimes(Date.now());
    const email = stranger(2);
    await book(at!, email);
    await env.DB.prepare("UPDATE consultation_bookings SET hold_expires_at = ?").bind(Date.now() - 1000).run();
    const link = bookingLinkIn(await waitForMail(email, "booking-verification"), "verify");
    expect((await postForm(link, {})).status).toBe(302);
    expect((await bookingRows())[0]!.status).toBe("confirmed");
  });

  it("says the time is gone when someone else held it after the hold ended", async () => {
    const [at] = await listFreeStartTimes(Date.now());
    const email = stranger(3);
    await book(at!, email);
    await env.DB.prepare("UPDATE consultation_bookings SET hold_expires_at = ?").bind(Date.now() - 1000).run();
    expect((await holdAs(at!)).status).toBe(302);
    const link = bookingLinkIn(await waitForMail(email, "booking-verification"), "verify");
    const late = await postForm(link, {});
    expect(late.status).toBe(410);
    expect(await pageHtml(late)).toContain("This time was released when your 10-minute hold ended");
    expect(await pageHtml(await request(link))).toContain("This time was released when your 10-minute hold ended");
    expect((await bookingRows()).map((r) => r.status)).toEqual(["cancelled", "held"]);
  });
});

describe("the day flood", () => {
  async function flood(ips: string[]) {
    const day = (await listFreeStartTimes(Date.now())).slice(0, 48);
    const statuses = [];
    for (const [i, at] of day.entries()) statuses.push((await holdAs(at, { ip: ips[i % ips.length] })).status);
    const stillFree = new Set(await listFreeStartTimes(Date.now()));
    return { statuses, freeLeft: day.filter((at) => stillFree.has(at)).length };
  }

  it("lets three clients hold 3 times each, and the rest of the day stays bookable", async () => {
    const { statuses, freeLeft } = await flood([ipOfOwnNetwork(), ipOfOwnNetwork(), ipOfOwnNetwork()]);
    expect(statuses.filter((s) => s === 302)).toHaveLength(9);
    expect(statuses.filter((s) => s === 429)).toHaveLength(39);
    expect(freeLeft).toBe(39);
  });

  it("lets one /24 network hold 6 times whatever the number of its addresses", async () => {
    const net = `203.0.${Math.floor(Math.random() * 256)}`;
    const { statuses, freeLeft } = await flood(Array.from({ length: 16 }, (_, i) => `${net}.${i + 1}`));
    expect(statuses.filter((s) => s === 302)).toHaveLength(6);
    expect(freeLeft).toBe(42);
  });

  it("counts an IPv6 client by its /64", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 65535).toString(16)}:1`;
    const { statuses } = await flood(Array.from({ length: 8 }, (_, i) => `${prefix}::${i + 1}`));
    expect(statuses.filter((s) => s === 302)).toHaveLength(3);
  });
});

describe("one reschedule link", () => {
  /** The signed-in patient's confirmed booking and the reschedule link of its manage page. */
  async function bookedWithRescheduleLink(account: { email: string; cookie: string }) {
    const [first] = await listFreeStartTimes(Date.now());
    const booked = await book(first!, account.email, account.cookie);
    expect(booked.status).toBe(302);
    const manage = await pageHtml(await request(booked.headers.get("Location")!, { headers: { Cookie: account.cookie } }));
    return new URL(manage.match(/href="(\/book\?reschedule=[^"]+)"/)![1]!.replaceAll("&amp;", "&"), "http://x");
  }

  /** Holds `at` from the reschedule link, as the patient's second tab would. */
  function holdReplacing(link: URL, at: number, cookie: string) {
    return postForm(
      link.pathname + link.search,
      {
        zone: "UTC",
        startsAt: new Date(at).toISOString(),
        reschedule: link.searchParams.get("reschedule")!,
        key: link.searchParams.get("key")!,
      },
      { headers: { "CF-Connecting-IP": ipOfOwnNetwork(), Cookie: cookie } },
    );
  }

  it("moves the consultation once when two new times are confirmed at the same moment; the other tab is told why", async () => {
    const account = await createSignedInUser();
    const link = await bookedWithRescheduleLink(account);
    const [, second, third] = await listFreeStartTimes(Date.now());
    const holds = await Promise.all([second!, third!].map((at) => holdReplacing(link, at, account.cookie)));
    expect(holds.map((r) => r.status)).toEqual([302, 302]);
    const answers = await Promise.all(
      holds.map((held) =>
        postForm(held.headers.get("Location")!, { ...details, email: account.email }, { headers: { Cookie: account.cookie } }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([302, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(await pageHtml(refused)).toContain("This consultation has already been moved or cancelled");
    const rows = await bookingRows();
    expect(rows.filter((r) => r.status === "confirmed")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "cancelled")).toHaveLength(1);
    // The refused tab's time is given back at once.
    expect(rows.filter((r) => r.status === "held")).toHaveLength(0);
  });

  it("moves it once when the second new time is confirmed after the first", async () => {
    const account = await createSignedInUser();
    const link = await bookedWithRescheduleLink(account);
    const [, second, third] = await listFreeStartTimes(Date.now());
    const holds = await Promise.all([second!, third!].map((at) => holdReplacing(link, at, account.cookie)));
    const confirmIn = (held: Response) =>
      postForm(held.headers.get("Location")!, { ...details, email: account.email }, { headers: { Cookie: account.cookie } });
    expect((await confirmIn(holds[0]!)).status).toBe(302);
    expect((await confirmIn(holds[1]!)).status).toBe(409);
    expect((await bookingRows()).map((r) => [r.starts_at, r.status])).toEqual([
      [expect.any(Number), "cancelled"],
      [second, "confirmed"],
    ]);
  });
});
