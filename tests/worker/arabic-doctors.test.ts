import { beforeAll, describe, expect, it } from "vitest";
import { request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { applySeed } from "./seed-helper";

beforeAll(async () => {
  await applySeed();
});

/** The words a reader sees in <main>, with the patients' own words (isolated quotes) and names left out. */
async function arabicText(path: string) {
  const html = mainOf(await pageHtml(await request(path)));
  return html
    .replace(/<(p|blockquote) [^>]*dir="(?:auto|ltr)"[^>]*>.*?<\/\1>/gs, " ")
    .replace(/<bdi>.*?<\/bdi>/gs, " ")
    .replace(/<style.*?<\/style>/gs, " ")
    .replace(/<[^>]+>/g, " ");
}

describe("doctors on Arabic pages (issue 27 item 5)", () => {
  it("the home page's doctor cards name, title, specialization and languages in Arabic", async () => {
    const text = await arabicText("/ar");
    expect(text).not.toMatch(/Consultant|Ophthalmology|Dental Care|Cardiac Surgery|Dr\. /);
    expect(text).not.toMatch(/\b(English|French|German|Arabic)\b/);
    expect(text).toContain("د. نادية الشريف");
  });

  it("a doctor's reviews give the procedure, country and recovery in Arabic", async () => {
    const html = mainOf(await pageHtml(await request("/ar/doctors/dr-ahmed-hassan")));
    expect(html).toContain("<bdi>استبدال صمام القلب</bdi>");
    const text = await arabicText("/ar/doctors/dr-ahmed-hassan");
    expect(text).toContain("ألمانيا");
    expect(text).toMatch(/التعافي: (\d+ )?(أسابيع|أسبوع|أسبوعًا|أسبوعان)/);
    expect(text).not.toMatch(/\b(weeks?|days?|months?)\b|Germany|Heart Valve Replacement/);
    // English pages keep what D1 stores.
    const english = mainOf(await pageHtml(await request("/doctors/dr-ahmed-hassan")));
    expect(english).toMatch(/Recovery: \d+ weeks?/);
    expect(english).toContain("Germany");
  });

  it("the booking page names time zones in Arabic, with no zone ids", async () => {
    const html = mainOf(await pageHtml(await request("/ar/book", { headers: { "CF-IPCountry": "US" } })));
    expect(html).not.toMatch(/\((America|Europe|Africa|Asia|Australia|Pacific)\/[A-Za-z_]+\)/);
    expect(html).toContain("نيويورك");
    expect(mainOf(await pageHtml(await request("/book", { headers: { "CF-IPCountry": "US" } })))).toContain("(America/New_York)");
  });
});
