/**
 * Runs in the page, as part of the inline script that applies the held web font (`deferred-scripts.tsx`); sent as
 * text, so self-contained. Scales each of the web font's faces to the face the page painted in, measured on this
 * device, so the swap moves nothing wherever the server could not scale that face ahead (decision 0127: Apple's and
 * Windows' Arabic faces, whose files were not there to measure). The page's own Arabic text is set once in the face
 * it shows and once in the web font, loaded under a name no rule uses so nothing swaps while it is measured; the
 * face's `size-adjust` is the first width over the second. Where the face shown is one the page declared (the
 * server's scaled fallbacks), nothing is measured. Any failure (an old browser, a face that did not load) answers the rules unchanged: the swap then moves
 * text as before.
 */
export async function fitWebFont(css: string): Promise<string> {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const sample = document.body.innerText.replace(/[^\u0600-\u06ff]+/g, " ").slice(0, 3000);
    const shown = getComputedStyle(document.body).fontFamily.split(",");
    const named = shown.map((name) => name.trim().replaceAll('"', ""));
    const scaledAhead = [...document.fonts].some((face) => face.status === "loaded" && named.includes(face.family.replaceAll('"', "")));
    if (sample.trim() === "" || scaledAhead) return css;
    const faces = [...sheet.cssRules].flatMap((rule) => {
      if (!(rule instanceof CSSFontFaceRule)) return [];
      const weight = rule.style.getPropertyValue("font-weight");
      const probe = new FontFace("nilecare web font measured", rule.style.getPropertyValue("src"), {
        weight,
        unicodeRange: rule.style.getPropertyValue("unicode-range"),
      });
      const family = rule.style.getPropertyValue("font-family").replaceAll('"', "");
      return [{ rule, weight, probe, fallback: shown.filter((_, index) => named[index] !== family).join(",") }];
    });
    for (const { probe } of faces) document.fonts.add(probe);
    await Promise.all(faces.map(({ probe }) => probe.load()));
    const box = document.createElement("div");
    box.style.cssText = "position:absolute;top:0;width:0;height:0;overflow:hidden;visibility:hidden";
    const line = box.appendChild(document.createElement("span"));
    line.style.cssText = "white-space:nowrap;font-size:100px";
    line.textContent = sample;
    document.body.appendChild(box);
    const fitted = faces.map(({ rule, weight, fallback }) => {
      line.style.fontWeight = weight;
      line.style.fontFamily = fallback;
      const inFallback = line.getBoundingClientRect().width;
      line.style.fontFamily = `"nilecare web font measured",${fallback}`;
      return { rule, adjust: (inFallback / line.getBoundingClientRect().width) * 100 };
    });
    box.remove();
    for (const { probe } of faces) document.fonts.delete(probe);
    if (fitted.length === 0 || fitted.some(({ adjust }) => !(adjust > 50 && adjust < 200))) return css;
    return fitted.map(({ rule, adjust }) => rule.cssText.replace(/\}\s*$/, `size-adjust: ${adjust.toFixed(1)}%; }`)).join("");
  } catch {
    return css;
  }
}
