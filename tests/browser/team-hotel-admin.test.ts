import { afterAll, describe, it } from "vitest";
import { d1, signIn } from "./auth";
import { seeAtBothWidths } from "./both-widths";
import { closeBrowser, javaScriptModes, screenshot, waitForHydration, withPage } from "./browser";
import { toast } from "./mail";
import { pictureLoaded, uploadPhoto } from "./photo";

afterAll(closeBrowser);

const FACILITY = "/facilities/cairo-heart-institute";

describe.each(javaScriptModes)("an admin adds a hotel and a team member with $name", ({ javaScriptEnabled }) => {
  it("each with a photo, and a visitor sees them on the facility's page, the hotel's own page and About in English and Arabic", async () => {
    const word = `${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
    const hotel = `Abbassia Comfort Inn ${word}`;
    const hotelAr = `فندق العباسية كومفورت ${word}`;
    const person = `Salma Adel ${word}`;
    const personAr = `سلمى عادل ${word}`;
    const mode = javaScriptEnabled ? "js" : "nojs";

    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (page) => {
      const { userId } = await signIn(page.context(), `admin-${word}@example.com`);
      d1(`UPDATE profiles SET role = 'admin' WHERE user_id = '${userId}'`);
      await page.goto("/staff");
      await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Hotels" }).click();
      await page.getByRole("link", { name: "Add a hotel" }).click();
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel(/^Name(?! in Arabic)/).fill(hotel);
      await page.getByLabel("Name in Arabic").fill(hotelAr);
      await page.getByLabel("Official stars").selectOption("3");
      await page.getByLabel("Kind of place").selectOption("hotel");
      await page.getByLabel("Near").selectOption("cairo-heart-institute");
      await page.getByLabel("Distance in km").fill("0.7");
      await page.getByLabel("Price per night (US$)").fill("70");
      await page.getByRole("button", { name: "Add hotel" }).click();
      await toast(page, `${hotel} is added, hidden from the site until you show it.`).waitFor();
      await page.getByRole("heading", { level: 1, name: hotel }).waitFor();
      // A gallery: a second photo, and the first taken away again.
      await uploadPhoto(page, javaScriptEnabled);
      await uploadPhoto(page, javaScriptEnabled);
      await page.getByText("2 of at most 8 photos.", { exact: false }).waitFor();
      await page.getByRole("button", { name: "Remove photo 1" }).click();
      await toast(page, "The photo is removed.").waitFor();
      await page.getByText("1 of at most 8 photos.", { exact: false }).waitFor();
      // Hidden until shown, the hotel's photo still shows to the admin here.
      await pictureLoaded(page, "/hotels/");
      await page.getByRole("button", { name: `Show ${hotel} on the site` }).click();
      await toast(page, `${hotel} is shown on the site.`).waitFor();
      await screenshot(page, `test-results/screenshots/hotel-console-${mode}.png`);

      await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Team" }).click();
      await page.getByRole("link", { name: "Add a team member" }).click();
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByLabel(/^Name(?! in Arabic)/).fill(person);
      await page.getByLabel("Name in Arabic").fill(personAr);
      await page.getByLabel(/^Role(?! in Arabic)/).fill("Aftercare Nurse");
      await page.getByLabel("Role in Arabic").fill("ممرضة الرعاية اللاحقة");
      await page.getByLabel(/^Biography(?! in Arabic)/).fill("Calls every patient in the weeks after they fly home.");
      await page.getByLabel("Biography in Arabic").fill("تتصل بكل مريض في الأسابيع التي تلي عودته إلى بلده.");
      await page.getByRole("checkbox", { name: "English" }).check();
      await page.getByRole("checkbox", { name: "Arabic" }).check();
      await page.getByLabel("Order on About").fill("5");
      await page.getByRole("button", { name: "Add team member" }).click();
      await toast(page, `${person} is added, hidden from the site until you show them.`).waitFor();
      await uploadPhoto(page, javaScriptEnabled);
      await page.getByRole("button", { name: `Show ${person} on the site` }).click();
      await toast(page, `${person} is shown on the site.`).waitFor();
      await screenshot(page, `test-results/screenshots/team-console-${mode}.png`);
    });

    await withPage({ javaScriptEnabled, viewport: { width: 1280, height: 900 } }, async (page) => {
      const main = page.getByRole("main");
      await page.goto(FACILITY);
      await seeAtBothWidths(
        page,
        async () => {
          await main.getByRole("heading", { name: "Hotels nearby" }).waitFor();
          await main.getByRole("heading", { name: hotel }).waitFor();
          await main.getByText("3 stars · Comfort").first().waitFor();
          await main.getByText("0.7 km from Cairo Heart Institute").first().waitFor();
          await pictureLoaded(page, "/hotels/");
        },
        `hotels-en-${mode}`,
      );
      await main.getByRole("link", { name: hotel }).click();
      await page.getByRole("heading", { level: 1, name: hotel }).waitFor();
      await seeAtBothWidths(
        page,
        async () => {
          await main.getByText("3 stars · Comfort").waitFor();
          await main.getByText(/\$70\S* a night/).waitFor();
          await main.getByRole("img", { name: `${hotel}, photo 1` }).waitFor();
          await pictureLoaded(page, "/hotels/");
          await main.getByRole("link", { name: "0.7 km from Cairo Heart Institute" }).waitFor();
        },
        `hotel-page-en-${mode}`,
      );
      await page.goto(`/ar${FACILITY}`);
      await seeAtBothWidths(
        page,
        async () => {
          await main.getByRole("heading", { name: "فنادق قريبة" }).waitFor();
          await main.getByRole("heading", { name: hotelAr }).waitFor();
          await main.getByText("3 نجوم · مريح").first().waitFor();
          await pictureLoaded(page, "/hotels/");
        },
        `hotels-ar-${mode}`,
      );
      await main.getByRole("link", { name: hotelAr }).click();
      await page.getByRole("heading", { level: 1, name: hotelAr }).waitFor();
      await seeAtBothWidths(
        page,
        async () => {
          await main.getByText("3 نجوم · مريح").waitFor();
          await main.getByRole("img", { name: `${hotelAr}، الصورة 1` }).waitFor();
          await pictureLoaded(page, "/hotels/");
          await main.getByRole("link", { name: /معهد القاهرة للقلب/ }).first().waitFor();
        },
        `hotel-page-ar-${mode}`,
      );
      await page.goto("/about");
      await seeAtBothWidths(
        page,
        async () => {
          await main.getByRole("heading", { name: person }).waitFor();
          await main.getByText("Speaks English and Arabic").first().waitFor();
          await pictureLoaded(page, "/team/");
        },
        `team-en-${mode}`,
      );
      await page.goto("/ar/about");
      await seeAtBothWidths(
        page,
        async () => {
          await main.getByRole("heading", { name: personAr }).waitFor();
          await main.getByText("ممرضة الرعاية اللاحقة").first().waitFor();
          await pictureLoaded(page, "/team/");
        },
        `team-ar-${mode}`,
      );
    });
  });
});
