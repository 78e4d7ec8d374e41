import type { Wheel } from '@casino/game-engine';
import { useState, type CSSProperties } from 'react';
import { pocketColour, pocketLabel, wheelOrder } from './roulette-layout';
import styles from './roulette-wheel.module.css';

const FILL = { red: '#b91c1c', black: '#111827', green: '#047857' } as const;
const EXTRA_WHEEL_TURNS = 4;
const EXTRA_BALL_TURNS = 6;
const BALL_RADIUS = 72;
const SHARED_POCKET_RADIUS = 81;

type RouletteWheelProps = {
  readonly wheel: Wheel;
  /**
   * The round the wheel is showing (its id restarts the spin) and the pocket it lands on; Double Ball Roulette
   * launches a second ball with the first, which comes to rest in `secondPocket`.
   */
  readonly spin: { readonly id: string; readonly pocket: number; readonly secondPocket?: number } | undefined;
  readonly spinMs: number;
  readonly revealed: boolean;
  /** False while a live table draws its own ball on its way round, before the outcome is known. */
  readonly showBall?: boolean;
};

type Angles = {
  readonly id: string | undefined;
  readonly wheel: number;
  readonly ball: number;
  /** The second ball's angle, when the last spin launched one. */
  readonly secondBall: number | undefined;
};

/**
 * The wheel turns clockwise and the ball runs the other way, both ending where the server's pocket sits under the
 * ball at the top. Angles only ever grow, so each spin continues from where the last one stopped.
 */
export function RouletteWheel({ wheel, spin, spinMs, revealed, showBall = true }: RouletteWheelProps) {
  const order = wheelOrder(wheel);
  const step = 360 / order.length;
  const [angles, setAngles] = useState<Angles>({ id: undefined, wheel: 0, ball: 0, secondBall: undefined });
  if (spin && spin.id !== angles.id) {
    const target = -order.indexOf(spin.pocket) * step;
    const turn = (((target - angles.wheel) % 360) + 360) % 360;
    const ball = angles.ball - EXTRA_BALL_TURNS * 360;
    // The second ball runs in step with the first, as far ahead of it as its pocket is of the first one's, so it
    // comes to rest over its own pocket as the first does at the top.
    const secondBall =
      spin.secondPocket === undefined
        ? undefined
        : ball + (order.indexOf(spin.secondPocket) - order.indexOf(spin.pocket)) * step;
    setAngles({ id: spin.id, wheel: angles.wheel + EXTRA_WHEEL_TURNS * 360 + turn, ball, secondBall });
  }
  const motion = { '--spin-ms': `${spinMs}ms` } as CSSProperties;
  const landed = spin && revealed ? spin.pocket : undefined;

  return (
    <div className={styles.frame} style={motion}>
      <svg className={styles.wheel} viewBox="-100 -100 200 200" aria-hidden="true">
        <circle r="99" fill="url(#roulette-rim)" />
        <circle r="91" fill="#1c1917" />
        <g className={styles.turning} style={{ transform: `rotate(${angles.wheel}deg)` }}>
          {order.map((pocket, index) => (
            <g key={pocket} transform={`rotate(${index * step})`}>
              <path d={wedge(step)} fill={FILL[pocketColour(pocket)]} stroke="#d4af37" strokeWidth="0.6" />
              <text y="-79" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="#fff">
                {pocketLabel(pocket)}
              </text>
            </g>
          ))}
          <circle r="66" fill="url(#roulette-cone)" stroke="#d4af37" strokeWidth="1" />
          {[0, 45, 90, 135].map((angle) => (
            <rect
              key={angle}
              x="-2"
              y="-40"
              width="4"
              height="80"
              rx="2"
              fill="#d4af37"
              transform={`rotate(${angle})`}
            />
          ))}
          <circle r="10" fill="#fde68a" stroke="#a16207" />
        </g>
        <BallOrbit angle={angles.ball} spinId={angles.id} shown={showBall} radius={BALL_RADIUS} />
        {/* Always there, hidden without a second ball, so its first run turns from where it was like the first's. */}
        <BallOrbit
          angle={angles.secondBall ?? angles.ball}
          spinId={angles.id}
          shown={showBall && angles.secondBall !== undefined}
          // Both balls in one pocket: the second rests against the first, nearer the rim, rather than hidden by it.
          radius={angles.secondBall === angles.ball ? SHARED_POCKET_RADIUS : BALL_RADIUS}
        />
        <defs>
          <radialGradient id="roulette-rim">
            <stop offset="0.85" stopColor="#78350f" />
            <stop offset="1" stopColor="#451a03" />
          </radialGradient>
          <radialGradient id="roulette-cone">
            <stop offset="0" stopColor="#a16207" />
            <stop offset="1" stopColor="#422006" />
          </radialGradient>
        </defs>
      </svg>
      {landed !== undefined && (
        <span key={spin?.id} className={`${styles.landed} ${styles[pocketColour(landed)]}`}>
          {pocketLabel(landed)}
        </span>
      )}
    </div>
  );
}

type BallOrbitProps = {
  readonly angle: number;
  /** A new spin drops the ball into the pocket ring anew. */
  readonly spinId: string | undefined;
  readonly shown: boolean;
  /** How far from the centre the ball rests, in the pocket ring. */
  readonly radius: number;
};

/** A ball on its orbit, at `angle` from the top. */
function BallOrbit({ angle, spinId, shown, radius }: BallOrbitProps) {
  return (
    <g
      className={styles.ballOrbit}
      style={{ transform: `rotate(${angle}deg)`, visibility: shown ? undefined : 'hidden' }}
    >
      <circle
        key={spinId}
        className={styles.ball}
        cy={-radius}
        r="4.2"
        fill="#fafafa"
        stroke="#94a3b8"
        strokeWidth="0.6"
      />
    </g>
  );
}

/** One pocket, centred on the top of the wheel, between the pocket ring's outer and inner radii. */
function wedge(step: number): string {
  const half = (step / 2) * (Math.PI / 180);
  const [outer, inner] = [90, 66];
  const at = (radius: number, angle: number) =>
    `${(radius * Math.sin(angle)).toFixed(2)} ${(-radius * Math.cos(angle)).toFixed(2)}`;
  return `M${at(outer, -half)} A${outer} ${outer} 0 0 1 ${at(outer, half)} L${at(inner, half)} A${inner} ${inner} 0 0 0 ${at(inner, -half)}Z`;
}
