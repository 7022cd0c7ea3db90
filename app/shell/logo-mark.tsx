/** NileCare's mark: a heartbeat crossing the Nile's bend, drawn at 32 px and never squeezed by its row. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <defs>
        <linearGradient id="logo-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0e7c93" />
          <stop offset="1" stopColor="#074452" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#logo-mark-fill)" />
      <path d="M4 24c5-3 9-3 12 0s8 3 12 0" fill="none" stroke="#7fd3e4" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M4 15h6l2.5-5 4 10 3-7 1.5 2H28"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24" cy="8" r="2.2" fill="#f2c14e" />
    </svg>
  );
}
