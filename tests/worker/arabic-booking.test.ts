import { beforeEach, describe, expect, it } from "vitest";
import { listFreeStartTimes } from "~/booking/bookings.server";
import { zoneDescription } from "~/i18n/time";
import { createSignedInUser } from "./auth-helpers";
import { bookingRows, onlyCoordinator } from "./booking-helpers";
import { postForm, request } from "./helpers";
import { pageHtml } from "./html";
import { waitForMail } from "./mail-helpers";

beforeEach(async () => {
  await onlyCoordinator();
});

/**
 * Booking in Arabic without JavaScript: the server's answers. The browser test (arabic-flows.test.ts) walks the
 * same booking with JavaScript on; the English booking is walked in both modes (issue 23).
 */
describe("an Arabic patient books without JavaScript", () => {
  it("gets the server's Arabic messages beside the fields with what was typed kept, an Arabic booking, e-mail and calendar entry", async () => {
    const account = await createSignedInUser();
    const as = { headers: { Cookie: account.cookie } };
    const list = await pageHtml(await request("/ar/book?zone=Asia/Riyadh", as));
    expect(list).toContain("احجز استشارتك المجانية");
    expect(list).toMatch(/المواعيد معروضة بتوقيت\s*<strong>الرياض<\/strong>/);

    const [at] = await listFreeStartTimes(Date.now());
    const held = await postForm("/ar/book?zone=Asia/Riyadh", { zone: "Asia/Riyadh", startsAt: new Date(at!).toISOString() }, as);
    expect(held.status).toBe(302);
    const holdPath = held.headers.get("Location")!;
    expect(holdPath).toMatch(/^\/ar\/book\/hold\//);
    expect(await pageHtml(await request(holdPath, as))).toContain("نحتفظ لك بهذا الموعد حتى");

    const refused = await postForm(holdPath, { name: "فاطمة الزهراني", phone: "abc", topic: "", email: account.email }, as);
    expect(refused.status).toBe(400);
    const refusedHtml = await pageHtml(refused);
    expect(refusedHtml).toContain("يُرجى إدخال رقم هاتف بالأرقام");
    expect(refusedHtml).toContain("يُرجى إخبارنا بما تودّ مناقشته");
    expect(refusedHtml).toContain('value="فاطمة الزهراني"');

    const booked = await postForm(
      holdPath,
      { name: "فاطمة الزهراني", phone: "+966 50 123 4567", topic: "عملية الركبة: ما الذي أحتاج إلى تحضيره؟", email: account.email },
      as,
    );
    expect(booked.status).toBe(302);
    const managePath = booked.headers.get("Location")!;
    expect(managePath).toMatch(/^\/ar\/book\/manage\//);
    const manage = await pageHtml(await request(managePath, as));
    expect(manage).toContain("استشارتك");
    expect(manage).toContain("محجوزة");

    const [booking] = await bookingRows();
    expect(booking?.status).toBe("confirmed");
    const mail = await waitForMail(account.email, "booking-confirmation");
    expect(mail.subject).toBe("تم حجز استشارتك مع NileCare");
    expect(mail.text).toContain("مرحبًا فاطمة الزهراني");
    expect(mail.text).toContain("بتوقيت القاهرة");
    // The zone by its Arabic name, never its Latin id, in the e-mail and on the page.
    expect(mail.text).toContain(`(${zoneDescription("Asia/Riyadh", "ar")})`);
    expect(zoneDescription("Asia/Riyadh", "ar")).toMatch(/^[\u0600-\u06FF ]+$/);
    expect(mail.text).not.toContain("Asia/Riyadh");
    expect(manage).not.toContain("Asia/Riyadh");
    expect(mail.text).toContain("/ar/book/manage/");
    const calendarPath = mail.text.match(/\/book\/manage\/[\w-]+\/calendar\.ics\?key=[\w-]{43}/)![0];
    const ics = await (await request(calendarPath)).text();
    expect(ics).toContain("SUMMARY:استشارة بالفيديو مع NileCare");
  });
});
