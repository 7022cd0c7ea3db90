import { describe, expect, it } from "vitest";
import { site } from "~content/site";
import { sourceMessages } from "~/i18n/catalogue.server";
import { textOf } from "../catalogue-helpers";
import { request } from "../helpers";

/**
 * Arabic pages write the brand one way: as the site's name is written everywhere else (the logo, titles, `{site}`),
 * not transliterated in some messages («نايل كير») and Latin in others.
 */
const transliterated = /ن[اي]{1,2}ل\s*[كك]ا?ي?ر/;

const arabicContent = {
  ...import.meta.glob<string>("../../../content/ar/**/*.ts", { eager: true, query: "?raw", import: "default" }),
  ...import.meta.glob<string>("../../../content/blog/ar/*.md", { eager: true, query: "?raw", import: "default" }),
};

describe("the brand in Arabic", () => {
  it("is never transliterated in the Arabic catalogue or content", () => {
    const messages = Object.entries(sourceMessages("ar")).filter(([, text]) => transliterated.test(text));
    expect(messages.map(([key]) => key)).toEqual([]);
    const files = Object.entries(arabicContent).filter(([, text]) => transliterated.test(text));
    expect(files.map(([path]) => path)).toEqual([]);
    expect(Object.keys(arabicContent).length).toBeGreaterThan(5);
  });

  it("reads as the site's name on the Arabic Share Your Story and stories pages", async () => {
    for (const path of ["/ar/stories/share", "/ar/stories"]) {
      const text = textOf(await (await request(path)).text());
      expect(text, path).toContain(site.name);
      expect(text, path).not.toMatch(transliterated);
    }
  });
});
