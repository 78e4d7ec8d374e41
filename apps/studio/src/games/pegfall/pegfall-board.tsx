import { ballAt, ballWaypoints, type Point } from './pegfall-choice';
import styles from './pegfall.module.css';

type PegfallBoardProps = {
  readonly rows: number;
  /** Tenths of the stake per bucket. */
  readonly paytable: readonly number[];
  readonly path: readonly ('left' | 'right')[] | undefined;
  readonly progress: number;
  readonly landedBucket: number | undefined;
  readonly label: (tenths: number) => string;
};

/** Colour of a bucket: gold in the middle (small pays) warming to hot pink at the edges (the big ones). */
function bucketColour(bucket: number, rows: number): string {
  const distance = Math.abs(bucket - rows / 2) / (rows / 2);
  const hue = 48 - distance * 58;
  return `hsl(${hue} 95% ${62 - distance * 6}%)`;
}

/** The board in board units (pegs one unit apart), drawn as SVG and scaled to the stage. */
export function PegfallBoard({ rows, paytable, path, progress, landedBucket, label }: PegfallBoardProps) {
  const width = rows + 2;
  const pegs: Point[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let peg = 0; peg < row + 3; peg += 1) pegs.push({ x: peg - 1 - row / 2, y: row + 1 });
  }
  const ball = path ? ballAt(ballWaypoints(path), progress) : undefined;
  const height = rows + 2.4;
  // Sized by both limits, so a tall board fits a short desktop stage and a narrow phone alike.
  const size = { width: `min(100%, 760px, calc(62vh * ${width / height}))`, aspectRatio: `${width} / ${height}` };
  return (
    <svg className={styles.board} style={size} viewBox={`${-width / 2} -0.8 ${width} ${height}`} aria-hidden="true">
      <defs>
        <radialGradient id="pegfall-ball" cx="0.35" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#fff" />
          <stop offset="0.5" stopColor="#f0abfc" />
          <stop offset="1" stopColor="#c026d3" />
        </radialGradient>
      </defs>
      {pegs.map((peg) => (
        <circle key={`${peg.x}:${peg.y}`} className={styles.peg} cx={peg.x} cy={peg.y - 0.25} r={0.11} />
      ))}
      {paytable.map((tenths, bucket) => (
        <g key={bucket} className={bucket === landedBucket ? styles.landed : undefined}>
          <rect
            className={styles.bucket}
            x={bucket - rows / 2 - 0.45}
            y={rows + 0.55}
            width={0.9}
            height={0.7}
            fill={bucketColour(bucket, rows)}
          />
          <text className={styles.bucketText} x={bucket - rows / 2} y={rows + 0.9} fontSize={rows > 12 ? 0.2 : 0.24}>
            {label(tenths)}
          </text>
        </g>
      ))}
      {ball && <circle className={styles.ball} cx={ball.x} cy={ball.y - 0.25} r={0.22} />}
    </svg>
  );
}
