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

type DieFaceProps = {
  readonly face: number;
  readonly className?: string;
  /** Sic bo's white dice with red ones and fours, or the red casino dice of a craps table with white pips. */
  readonly look?: 'sic-bo' | 'casino';
};

/** A die face drawn in SVG. */
export function DieFace({ face, className, look = 'sic-bo' }: DieFaceProps) {
  const casino = look === 'casino';
  const pip = casino ? '#fafaf9' : face === 1 || face === 4 ? '#dc2626' : '#111827';
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true">
      <rect
        x="1"
        y="1"
        width="38"
        height="38"
        rx={casino ? 6 : 8}
        fill={casino ? '#b91c1c' : '#fafaf9'}
        stroke={casino ? '#7f1d1d' : '#d6d3d1'}
      />
      {(PIPS[face] ?? []).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={face === 1 && !casino ? 6 : 4} fill={pip} />
      ))}
    </svg>
  );
}
