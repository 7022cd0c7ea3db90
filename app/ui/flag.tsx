import type { ReactNode } from "react";
import type { FlagCode } from "~content/flags";

/**
 * Country flags drawn as SVG: emoji flags show as letter pairs on Windows and as empty boxes
 * without an emoji font. Simplified at this size (24 × 16) but recognisable.
 */

const usStripes = Array.from({ length: 7 }, (_, i) => <rect key={i} y={(i * 2 * 16) / 13} width="24" height={16 / 13} fill="#b22234" />);

const unionJack = (
  <>
    <rect width="24" height="16" fill="#012169" />
    <path d="M0 0l24 16M24 0L0 16" stroke="#fff" strokeWidth="3.2" />
    <path d="M0 0l24 16M24 0L0 16" stroke="#c8102e" strokeWidth="1.2" />
    <path d="M12 0v16M0 8h24" stroke="#fff" strokeWidth="5" />
    <path d="M12 0v16M0 8h24" stroke="#c8102e" strokeWidth="3" />
  </>
);

const drawings: Record<FlagCode, ReactNode> = {
  us: (
    <>
      <rect width="24" height="16" fill="#fff" />
      {usStripes}
      <rect width="10" height={(7 * 16) / 13} fill="#3c3b6e" />
    </>
  ),
  gb: unionJack,
  de: (
    <>
      <rect width="24" height="5.34" fill="#000" />
      <rect y="5.33" width="24" height="5.34" fill="#dd0000" />
      <rect y="10.66" width="24" height="5.34" fill="#ffce00" />
    </>
  ),
  ca: (
    <>
      <rect width="24" height="16" fill="#fff" />
      <rect width="6" height="16" fill="#d52b1e" />
      <rect x="18" width="6" height="16" fill="#d52b1e" />
      <path d="M12 3.5l1 2 1.4-.6-.5 3 1.6-1.3.4 1-1.3 1.5h-2.1v2.4h-1V9.1H9.4L8.1 7.6l.4-1 1.6 1.3-.5-3 1.4.6z" fill="#d52b1e" />
    </>
  ),
  au: (
    <>
      <rect width="24" height="16" fill="#012169" />
      <svg width="12" height="8" viewBox="0 0 24 16">
        {unionJack}
      </svg>
      <circle cx="6" cy="12.2" r="1.4" fill="#fff" />
      <circle cx="18" cy="4" r="0.8" fill="#fff" />
      <circle cx="15.5" cy="8" r="0.8" fill="#fff" />
      <circle cx="20.5" cy="7" r="0.8" fill="#fff" />
      <circle cx="18" cy="13" r="0.9" fill="#fff" />
    </>
  ),
  ae: (
    <>
      <rect width="24" height="5.34" fill="#00732f" />
      <rect y="5.33" width="24" height="5.34" fill="#fff" />
      <rect y="10.66" width="24" height="5.34" fill="#000" />
      <rect width="6" height="16" fill="#ff0000" />
    </>
  ),
  sa: (
    <>
      <rect width="24" height="16" fill="#006c35" />
      <path d="M6 6.5h12M7 8h10" stroke="#fff" strokeWidth="0.8" strokeLinecap="round" />
      <path d="M7 11h10" stroke="#fff" strokeWidth="0.9" strokeLinecap="round" />
    </>
  ),
  eg: (
    <>
      <rect width="24" height="5.34" fill="#ce1126" />
      <rect y="5.33" width="24" height="5.34" fill="#fff" />
      <rect y="10.66" width="24" height="5.34" fill="#000" />
      <circle cx="12" cy="8" r="1.5" fill="#c09300" />
    </>
  ),
};

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
      {drawings[code]}
    </svg>
  );
}
