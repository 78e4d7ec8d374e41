/** A cut gem for a safe tile: drawn here, so the game fetches no images. */
export function GemIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="gem-face" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a7f3d0" />
          <stop offset="0.5" stopColor="#34d399" />
          <stop offset="1" stopColor="#047857" />
        </linearGradient>
      </defs>
      <path d="M16 8h32l12 16-28 34L4 24z" fill="url(#gem-face)" />
      <path
        d="M4 24h56M16 8l8 16 8-16 8 16 8-16M24 24l8 34 8-34"
        fill="none"
        stroke="#ecfdf5"
        strokeOpacity="0.55"
        strokeWidth="1.5"
      />
    </svg>
  );
}

export function BombIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <radialGradient id="bomb-body" cx="0.35" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#64748b" />
          <stop offset="1" stopColor="#0f172a" />
        </radialGradient>
      </defs>
      <circle cx="30" cy="36" r="20" fill="url(#bomb-body)" />
      <rect x="36" y="12" width="10" height="10" rx="2" transform="rotate(40 41 17)" fill="#475569" />
      <path d="M46 12c3-5 8-5 10-2" stroke="#fbbf24" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="57" cy="9" r="4" fill="#fde68a" />
      <circle cx="23" cy="29" r="5" fill="#fff" fillOpacity="0.35" />
    </svg>
  );
}
