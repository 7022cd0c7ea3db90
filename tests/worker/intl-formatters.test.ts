import { describe, expect, it } from "vitest";
import { formatDate, formatNumber } from "~/i18n/format";
import { formatMoney } from "~/i18n/money";
import { collator, numberFormat } from "~/i18n/intl";

/**
 * Formatters are made once per locale and options and kept (making one took longer than formatting a page's
 * prices). A kept formatter must never answer for other options: each call below follows one with other options.
 */
describe("kept Intl formatters", () => {
  it("answer each locale and each set of options with its own formatter", () => {
    expect(formatMoney("en", 1200, "USD")).toBe("$1,200");
    expect(formatMoney("en", 1200, "EUR")).toBe("€1,200");
    expect(formatMoney("en", 120050, "USD", { minor: true })).toBe("$1,200.50");
    expect(formatMoney("en", 1200.5, "USD")).toBe("$1,201");
    expect(formatMoney("ar", 1200, "USD")).toBe(formatMoney("ar", 1200, "USD"));
    expect(formatMoney("ar", 1200, "USD")).not.toBe(formatMoney("en", 1200, "USD"));
    expect(formatNumber("en", 0.25, { style: "percent" })).toBe("25%");
    expect(formatNumber("en", 0.25)).toBe("0.25");
    expect(formatMoney("en", [150, 300], "USD", { inText: true })).toBe("\u2066$150 – $300\u2069");
    expect(formatMoney("en", 50, "USD", { minor: true, inText: true })).toBe("\u2066$0.50\u2069");
    const day = Date.UTC(2026, 10, 28, 12);
    expect(formatDate("en", day)).toBe("November 28, 2026");
    expect(formatDate("en", day, { timeZone: "UTC", month: "short", day: "numeric" })).toBe("Nov 28");
  });

  it("are made once per locale and options", () => {
    expect(numberFormat("en-US", { style: "currency", currency: "USD" })).toBe(numberFormat("en-US", { style: "currency", currency: "USD" }));
    expect(numberFormat("en-US", { style: "currency", currency: "USD" })).not.toBe(numberFormat("en-US", { style: "currency", currency: "EUR" }));
    expect(collator("en")).toBe(collator("en"));
    expect(["b", "a", "C"].sort(collator("en").compare)).toEqual(["a", "b", "C"]);
  });
});
