import { describe, expect, it } from "vitest";
import { textOf } from "../catalogue-helpers";
import { request } from "../helpers";

/**
 * The privacy notice names what aftercare added (check-ins, the records pack, reviews and stories, doctors'
 * profiles and portraits) in both languages, and says a review goes with its closed case (decision 0161).
 */
const expected = {
  "/privacy": [
    "After your treatment: your answers to the follow-up check-ins",
    "The records pack you download is made from those files when you ask for it; we keep no separate copy.",
    "Your review and story, if you write one: the stars, your words and the first name and country you chose to show are published",
    "Deleting your account deletes them.",
    "Our doctors' public profiles (name, titles, qualifications, languages and a portrait if the doctor gave one)",
    "Your review and story: your consent, which you give when you publish them.",
    "the records pack (files your coordinator attached) and your review or story of it",
  ],
  "/ar/privacy": [
    "بعد علاجك: إجاباتك عن متابعات ما بعد العلاج",
    "يُنشأ ملف السجلات الذي تنزّله من هذه المستندات عند طلبك، ولا نحتفظ بنسخة منفصلة منه.",
    "تقييمك وقصتك إن كتبتهما",
    "وحذف حسابك يحذفهما.",
    "الملفات التعريفية العامة لأطبائنا",
    "تقييمك وقصتك: بموافقتك التي تمنحها عند نشرهما.",
    "وملف السجلات (المستندات التي أرفقها منسّقك) وتقييمك أو قصتك عنه",
  ],
};

describe("the privacy notice", () => {
  it.each(Object.entries(expected))("%s names check-ins, the records pack, reviews and doctors' profiles", async (path, sentences) => {
    const response = await request(path);
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    for (const sentence of sentences) expect(text).toContain(sentence);
    // The doctors' paragraph carries the operator's privacy address, filled like the others.
    expect(text).toContain("privacy@nilecare.example");
    expect(text).not.toContain("{operator.");
  });
});
