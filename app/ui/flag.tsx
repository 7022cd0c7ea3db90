import type { FlagCode } from "~content/flags";

/**
 * Country flags drawn as SVG: emoji flags show as letter pairs on Windows and as empty boxes without an emoji font.
 * The drawings live in one cached sprite, `public/images/flags.svg` (a `<symbol>` per code, 24 × 16), so neither a
 * page's HTML nor its JavaScript carries them: the savings table alone drew 30 of them inline.
 */
const SPRITE = "/images/flags.svg";

/** A flag beside a country's name is decoration; pass `label` when the flag stands alone. */
export function Flag({ code, label, size = 24 }: { code: FlagCode; label?: string; size?: number }) {
  return (
    <svg
      width={size}
      height={(size * 2) / 3}
      viewBox="0 0 24 16"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      style={{ flexShrink: 0, borderRadius: 2, boxShadow: "0 0 0 1px rgb(0 0 0 / 0.12)" }}
    >
      <use href={`${SPRITE}#${code}`} />
    </svg>
  );
}
