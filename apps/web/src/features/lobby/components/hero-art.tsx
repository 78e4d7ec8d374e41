/**
 * The main-page banner art, drawn in SVG: aurora ribbons (the brand) behind fanned cards, a chip stack and
 * coins. Inline, so the first screen needs no image download; decorative, so it is hidden from assistive tech.
 * Two layers: the ribbons fill the whole banner, the objects keep their proportions wherever they are placed.
 */
export function HeroAurora({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 800 420" preserveAspectRatio="none" aria-hidden="true">
      <defs>
        <linearGradient id="hero-ribbon-a" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#22d3ee" stopOpacity="0" />
          <stop offset="0.35" stopColor="#2dd4bf" stopOpacity="0.45" />
          <stop offset="0.7" stopColor="#a855f7" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ec4899" stopOpacity="0.1" />
        </linearGradient>
        <linearGradient id="hero-ribbon-b" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#8b5cf6" stopOpacity="0" />
          <stop offset="0.5" stopColor="#d946ef" stopOpacity="0.45" />
          <stop offset="1" stopColor="#f59e0b" stopOpacity="0.15" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#c026d3" stopOpacity="0.5" />
          <stop offset="1" stopColor="#c026d3" stopOpacity="0" />
        </radialGradient>
        <filter id="hero-blur" x="-20%" y="-50%" width="140%" height="200%">
          <feGaussianBlur stdDeviation="16" />
        </filter>
      </defs>
      <ellipse cx="640" cy="210" rx="300" ry="260" fill="url(#hero-glow)" />
      <g filter="url(#hero-blur)">
        <path
          d="M-40 260 C 160 120, 360 330, 560 170 S 860 90, 900 160"
          stroke="url(#hero-ribbon-a)"
          strokeWidth="40"
          fill="none"
        />
        <path
          d="M-40 330 C 200 240, 380 380, 620 250 S 860 230, 900 280"
          stroke="url(#hero-ribbon-b)"
          strokeWidth="26"
          fill="none"
        />
      </g>
    </svg>
  );
}

export function HeroObjects({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="350 10 480 400" preserveAspectRatio="xMidYMid meet" aria-hidden="true">
      <defs>
        <linearGradient id="hero-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#e2e0ff" />
        </linearGradient>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fef3c7" />
          <stop offset="0.5" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#b45309" />
        </linearGradient>
        <filter id="hero-shadow" x="-30%" y="-30%" width="160%" height="160%">
          <feDropShadow dx="0" dy="14" stdDeviation="14" floodColor="#0b0420" floodOpacity="0.65" />
        </filter>
      </defs>
      <g filter="url(#hero-shadow)">
        <g transform="translate(440 92) rotate(-14 70 100)">
          <rect width="140" height="200" rx="16" fill="url(#hero-card)" />
          <text x="16" y="38" fontSize="28" fontWeight="800" fill="#1e1b4b" fontFamily="system-ui, sans-serif">
            A
          </text>
          <path
            d="M70 58C70 58 30 94 30 117c0 16 16 24 30 15-2 12-6 19-12 25h44c-6-6-10-13-12-25 14 9 30 1 30-15 0-23-40-59-40-59z"
            fill="#1e1b4b"
          />
        </g>
        <g transform="translate(585 78) rotate(10 70 100)">
          <rect width="140" height="200" rx="16" fill="url(#hero-card)" />
          <text x="16" y="38" fontSize="28" fontWeight="800" fill="#db2777" fontFamily="system-ui, sans-serif">
            K
          </text>
          <path d="M70 150c-40-28-46-52-28-66 12-9 24-2 28 8 4-10 16-17 28-8 18 14 12 38-28 66z" fill="#db2777" />
        </g>
      </g>

      <g filter="url(#hero-shadow)" transform="translate(650 250)">
        {[0, 1, 2, 3].map((level) => (
          <g key={level} transform={`translate(0 ${-level * 14})`}>
            <ellipse cx="60" cy="60" rx="60" ry="22" fill="#7e22ce" />
            <ellipse cx="60" cy="54" rx="60" ry="22" fill="#a855f7" />
            <ellipse
              cx="60"
              cy="54"
              rx="44"
              ry="15"
              fill="none"
              stroke="#f5f3ff"
              strokeWidth="5"
              strokeDasharray="10 9"
            />
          </g>
        ))}
      </g>

      <g filter="url(#hero-shadow)">
        <circle cx="430" cy="330" r="34" fill="url(#hero-gold)" />
        <circle cx="430" cy="330" r="24" fill="none" stroke="#92400e" strokeOpacity="0.5" strokeWidth="3" />
        <circle cx="760" cy="120" r="22" fill="url(#hero-gold)" />
        <circle cx="390" cy="120" r="14" fill="url(#hero-gold)" opacity="0.85" />
      </g>

      <g fill="#fde68a">
        <path d="M420 60l5 13 13 5-13 5-5 13-5-13-13-5 13-5z" />
        <path d="M735 330l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" opacity="0.8" />
        <path d="M700 40l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" opacity="0.7" />
      </g>
    </svg>
  );
}
