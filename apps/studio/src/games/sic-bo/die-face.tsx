const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[20, 20]],
  2: [
    [11, 11],
    [29, 29],
  ],
  3: [
    [11, 11],
    [20, 20],
    [29, 29],
  ],
  4: [
    [11, 11],
    [29, 11],
    [11, 29],
    [29, 29],
  ],
  5: [
    [11, 11],
    [29, 11],
    [20, 20],
    [11, 29],
    [29, 29],
  ],
  6: [
    [11, 10],
    [29, 10],
    [11, 20],
    [29, 20],
    [11, 30],
    [29, 30],
  ],
};

/** A die face drawn in SVG; ones and fours in red, as on Asian sic bo dice. */
export function DieFace({ face, className }: { face: number; className?: string }) {
  const pip = face === 1 || face === 4 ? '#dc2626' : '#111827';
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true">
      <rect x="1" y="1" width="38" height="38" rx="8" fill="#fafaf9" stroke="#d6d3d1" />
      {(PIPS[face] ?? []).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={face === 1 ? 6 : 4} fill={pip} />
      ))}
    </svg>
  );
}
