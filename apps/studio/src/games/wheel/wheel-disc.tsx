import type { CSSProperties, ReactNode, Ref } from 'react';
import { segmentColour, WHEEL_SEGMENT_COUNT } from './wheel-choice';
import styles from './wheel.module.css';

/** A slice of the wheel as an SVG path, around a centre at (0, 0) with radius 100, 0° at the top. */
function slicePath(index: number): string {
  const slice = (2 * Math.PI) / WHEEL_SEGMENT_COUNT;
  const point = (angle: number) => `${(100 * Math.sin(angle)).toFixed(3)} ${(-100 * Math.cos(angle)).toFixed(3)}`;
  return `M0 0 L${point(index * slice)} A100 100 0 0 1 ${point((index + 1) * slice)} Z`;
}

type WheelDiscProps = {
  /** The 20 multipliers as decimal strings, segment 0 first, clockwise from the pointer. */
  readonly segments: readonly string[];
  /**
   * Where the wheel comes to rest, in degrees clockwise; a change turns it there over `spinMs`. Left out, the
   * caller turns the wheel itself through `wheelRef` (the live wheel's free spin, frame by frame).
   */
  readonly angle?: number;
  readonly wheelRef?: Ref<SVGSVGElement>;
  readonly spinMs: number;
  /** What the hub shows (the multiplier landed on), read out when it changes. */
  readonly hub: ReactNode;
  readonly className?: string;
};

/** The wheel with its pointer and hub: the single-player wheel and the live money wheel draw the same one. */
export function WheelDisc({ segments, angle, wheelRef, spinMs, hub, className }: WheelDiscProps) {
  const wheelStyle = {
    ...(angle === undefined ? {} : { transform: `rotate(${angle}deg)` }),
    '--spin-ms': `${spinMs}ms`,
  } as CSSProperties;
  return (
    <div className={[styles.stage, className].filter(Boolean).join(' ')}>
      <svg ref={wheelRef} className={styles.wheel} style={wheelStyle} viewBox="-104 -104 208 208" aria-hidden="true">
        <circle r="104" fill="#0b0f26" />
        {segments.map((value, index) => (
          <g key={index}>
            <path d={slicePath(index)} fill={segmentColour(value)} stroke="#060816" strokeWidth="1.5" />
            <text
              x="0"
              y="-80"
              transform={`rotate(${(index + 0.5) * (360 / WHEEL_SEGMENT_COUNT)})`}
              fill={Number(value) === 0 ? '#6b6fa8' : '#140a2a'}
              fontSize="9"
              fontWeight="800"
              textAnchor="middle"
            >
              {Number(value) === 0 ? '0' : `${Number(value)}×`}
            </text>
          </g>
        ))}
      </svg>
      <svg className={styles.pointer} viewBox="0 0 28 36" aria-hidden="true">
        <path d="M14 36 L2 8 A12 12 0 1 1 26 8 Z" fill="#fde68a" stroke="#b45309" strokeWidth="2" />
      </svg>
      <div className={styles.hub} aria-live="polite">
        {hub}
      </div>
    </div>
  );
}
