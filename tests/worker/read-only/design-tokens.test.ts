import { describe, expect, it } from "vitest";
import { flagCodes } from "~content/flags";
import { darkColors, lightColors } from "~/styles/palette";
import iconComponents from "../../../app/ui/icons.tsx?raw";
import flagSprite from "../../../public/images/flags.svg?raw";
import iconSprite from "../../../public/images/icons.svg?raw";

type Palette = typeof lightColors;

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text colour on background colour, as the components pair them. */
const pairs: [keyof Palette, keyof Palette][] = [
  ["text", "background"],
  ["text", "surface"],
  ["text", "surfaceMuted"],
  ["textMuted", "background"],
  ["textMuted", "surface"],
  ["textMuted", "surfaceMuted"],
  ["primary", "background"],
  ["primary", "surface"],
  ["primary", "surfaceMuted"],
  ["primaryHover", "surface"],
  ["onPrimary", "primary"],
  ["onPrimary", "primaryHover"],
  ["onAccent", "accent"],
  ["success", "surface"],
  ["warning", "surface"],
  ["destructive", "surface"],
  ["onDestructive", "destructive"],
  ["onBand", "bandStart"],
  ["onBand", "bandEnd"],
  ["onBandMuted", "bandStart"],
  ["onBandMuted", "bandEnd"],
  ["accent", "bandEnd"],
];

describe.each([
  ["light", lightColors],
  ["dark", darkColors],
] as const)("the %s theme", (_, palette) => {
  it.each(pairs)("%s on %s meets WCAG AA (4.5:1)", (text, background) => {
    expect(contrast(palette[text], palette[background])).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the sprites", () => {
  const symbols = (sprite: string) => [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]).sort();

  it("draw every flag the content may name, and nothing else", () => {
    expect(symbols(flagSprite)).toEqual([...flagCodes].sort());
  });

  it("draw every icon the components ask for", () => {
    const asked = [...new Set([...iconComponents.matchAll(/symbol="([^"]+)"/g)].map((match) => match[1]))].sort();
    expect(asked.length).toBeGreaterThan(5);
    expect(symbols(iconSprite)).toEqual(expect.arrayContaining(asked));
  });
});
