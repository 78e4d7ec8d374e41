/**
 * The studio behind the table, drawn rather than filmed: a lit back wall with light panels and out-of-focus lights.
 * Decoration only, hidden from screen readers.
 */
export function StudioBackdrop({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 800 400" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id="live-wall" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1d1445" />
          <stop offset="0.65" stopColor="#0e0b26" />
          <stop offset="1" stopColor="#07081a" />
        </linearGradient>
        <radialGradient id="live-spot" cx="0.5" cy="0" r="0.75">
          <stop offset="0" stopColor="#ffe7b3" stopOpacity="0.38" />
          <stop offset="0.45" stopColor="#f5c16c" stopOpacity="0.08" />
          <stop offset="1" stopColor="#f5c16c" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="live-panel" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a855f7" stopOpacity="0.5" />
          <stop offset="1" stopColor="#a855f7" stopOpacity="0" />
        </linearGradient>
        <filter id="live-blur" x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="6" />
        </filter>
      </defs>
      <rect width="800" height="400" fill="url(#live-wall)" />
      {/* Light panels along the back wall. */}
      {[90, 170, 250, 550, 630, 710].map((x) => (
        <rect key={x} x={x - 18} y="30" width="36" height="240" rx="6" fill="url(#live-panel)" opacity="0.55" />
      ))}
      <rect x="300" y="44" width="200" height="4" rx="2" fill="#fbbf24" opacity="0.5" />
      {/* Out-of-focus lights of the studio. */}
      <g filter="url(#live-blur)" opacity="0.7">
        <circle cx="60" cy="70" r="14" fill="#f472b6" opacity="0.5" />
        <circle cx="140" cy="140" r="9" fill="#fde68a" opacity="0.45" />
        <circle cx="700" cy="60" r="16" fill="#818cf8" opacity="0.5" />
        <circle cx="760" cy="150" r="10" fill="#fbbf24" opacity="0.4" />
        <circle cx="600" cy="110" r="7" fill="#f0abfc" opacity="0.5" />
        <circle cx="220" cy="60" r="8" fill="#93c5fd" opacity="0.45" />
      </g>
      <rect width="800" height="400" fill="url(#live-spot)" />
    </svg>
  );
}

/** The dealer behind the table, in the edge of the spotlight: a figure in the studio's colours, never a face. */
export function Dealer({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="-160 -20 320 300" aria-hidden="true">
      <defs>
        <linearGradient id="live-suit" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2c2450" />
          <stop offset="1" stopColor="#0d0a1f" />
        </linearGradient>
        <radialGradient id="live-head" cx="0.42" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#3a3060" />
          <stop offset="1" stopColor="#161129" />
        </radialGradient>
      </defs>
      <path
        d="M-150 280 C-146 170 -96 128 -46 118 L46 118 C96 128 146 170 150 280 Z"
        fill="url(#live-suit)"
        stroke="#f5c16c"
        strokeOpacity="0.18"
        strokeWidth="2"
      />
      <path d="M-30 118 L0 200 L30 118 Z" fill="#e9e6f5" opacity="0.9" />
      <path d="M-46 118 L0 226 L-62 150 Z" fill="#161129" />
      <path d="M46 118 L0 226 L62 150 Z" fill="#161129" />
      <path d="M-16 126 L0 133 L16 126 L16 142 L0 135 L-16 142 Z" fill="#be123c" />
      <rect x="-88" y="176" width="34" height="9" rx="2" fill="#fbbf24" opacity="0.85" />
      <rect x="-17" y="78" width="34" height="44" rx="12" fill="#1b1533" />
      <ellipse cx="0" cy="46" rx="40" ry="48" fill="url(#live-head)" />
      <path d="M-41 40 C-44 0 -16 -12 2 -11 C26 -10 44 6 40 40 C34 16 20 8 0 8 C-20 8 -34 18 -41 40 Z" fill="#0c0918" />
      <path d="M30 20 C40 34 42 52 36 70" stroke="#f5c16c" strokeOpacity="0.22" strokeWidth="3" fill="none" />
    </svg>
  );
}
