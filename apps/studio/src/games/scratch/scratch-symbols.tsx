/** The seven symbols of the card, drawn inline: cherry, lemon, bell, clover, diamond, seven, star. */
export function ScratchSymbol({ symbol }: { symbol: number }) {
  return (
    <svg viewBox="0 0 64 64" width="70%" height="70%" aria-hidden="true">
      {symbol === 0 && (
        <>
          <path d="M32 10c-4 10-12 18-16 28M32 10c2 10 8 18 14 26" stroke="#16a34a" strokeWidth="3" fill="none" />
          <circle cx="18" cy="44" r="11" fill="#e11d48" />
          <circle cx="45" cy="42" r="11" fill="#be123c" />
          <circle cx="14" cy="40" r="3" fill="#fff" fillOpacity="0.6" />
        </>
      )}
      {symbol === 1 && <ellipse cx="32" cy="34" rx="24" ry="17" fill="#facc15" stroke="#ca8a04" strokeWidth="3" />}
      {symbol === 2 && (
        <>
          <path
            d="M32 8c-12 0-16 12-16 24v8l-6 8h44l-6-8v-8c0-12-4-24-16-24z"
            fill="#fbbf24"
            stroke="#b45309"
            strokeWidth="2"
          />
          <circle cx="32" cy="54" r="5" fill="#b45309" />
        </>
      )}
      {symbol === 3 && (
        <>
          {[
            [32, 18],
            [46, 32],
            [32, 46],
            [18, 32],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="11" fill="#22c55e" />
          ))}
          <path d="M32 32l10 22" stroke="#15803d" strokeWidth="3" />
        </>
      )}
      {symbol === 4 && <path d="M16 22l8-10h16l8 10-16 30z" fill="#67e8f9" stroke="#0891b2" strokeWidth="2" />}
      {symbol === 5 && (
        <text
          x="32"
          y="50"
          fontSize="46"
          fontWeight="900"
          textAnchor="middle"
          fill="#e11d48"
          stroke="#7f1d1d"
          strokeWidth="2"
        >
          7
        </text>
      )}
      {symbol === 6 && (
        <path
          d="M32 6l7.6 16.5 18 2.2-13.3 12.3 3.5 17.8L32 46l-15.8 8.8 3.5-17.8L6.4 24.7l18-2.2z"
          fill="#fde047"
          stroke="#ca8a04"
          strokeWidth="2"
        />
      )}
    </svg>
  );
}
