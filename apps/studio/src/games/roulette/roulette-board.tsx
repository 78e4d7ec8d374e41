import type { Wheel } from '@casino/game-engine';
import type { CSSProperties } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import { betKey, type RouletteBet } from './roulette-bets';
import { betName } from './roulette-labels';
import {
  columnCell,
  insideChipAt,
  insideSpots,
  numberCell,
  pocketColour,
  pocketLabel,
  type InsideMode,
  type InsideType,
  type Rect,
} from './roulette-layout';
import { StakeMark, type BoardBets } from './stake-mark';
import styles from './roulette-board.module.css';

type RouletteBoardProps = BoardBets & {
  readonly wheel: Wheel;
  readonly mode: InsideMode;
  readonly winningPocket: number | undefined;
  /** Double Ball Roulette: the second ball's pocket, lit as well (the same as the first when both share it). */
  readonly secondWinningPocket?: number;
};

const place = (rect: Rect) => ({ '--x': rect.x, '--y': rect.y, '--w': rect.w, '--h': rect.h }) as CSSProperties;
const COLUMNS = [1, 2, 3] as const;

/**
 * The numbers and the column bets. In straight-up mode the numbers themselves take chips; in the other modes the
 * board shows a target on every line, corner or row a chip of that kind may sit on, each a named button.
 */
export function RouletteBoard({ wheel, mode, winningPocket, secondWinningPocket, ...bets }: RouletteBoardProps) {
  const { t } = useI18n();
  const pockets = Array.from({ length: wheel === 'single-zero' ? 37 : 38 }, (_, pocket) => pocket);
  const spots = insideSpots(wheel, mode);
  const insideBets = bets.entries.filter(({ bet }) => 'numbers' in bet);
  const winning = (pocket: number) => pocket === winningPocket || pocket === secondWinningPocket;

  return (
    <div className={styles.board}>
      {pockets.map((pocket) => {
        const bet: RouletteBet = { type: 'straight', numbers: [pocket] };
        const className = [styles.cell, styles[pocketColour(pocket)], winning(pocket) && styles.winning]
          .filter(Boolean)
          .join(' ');
        const label = pocketLabel(pocket);
        return mode === 'straight' ? (
          <button
            key={pocket}
            type="button"
            className={className}
            style={place(numberCell(pocket, wheel))}
            disabled={!bets.interactive}
            aria-label={betName(bet, t)}
            onClick={() => bets.onPlace(bet)}
          >
            <span>{label}</span>
          </button>
        ) : (
          <div key={pocket} className={className} style={place(numberCell(pocket, wheel))} aria-hidden="true">
            <span>{label}</span>
          </div>
        );
      })}
      {COLUMNS.map((which) => {
        const bet: RouletteBet = { type: 'column', which };
        return (
          <button
            key={which}
            type="button"
            className={`${styles.cell} ${styles.outside}`}
            style={place(columnCell(which))}
            disabled={!bets.interactive}
            aria-label={betName(bet, t)}
            onClick={() => bets.onPlace(bet)}
          >
            <span>2:1</span>
            <StakeMark betKey={betKey(bet)} {...bets} />
          </button>
        );
      })}
      {mode !== 'straight' &&
        spots.map((spot) => {
          const bet: RouletteBet = { type: spot.type, numbers: spot.numbers };
          const point = spot.area.w < 0.1;
          return (
            <button
              key={betKey(bet)}
              type="button"
              className={point ? styles.pointSpot : styles.areaSpot}
              style={place(spot.area)}
              disabled={!bets.interactive}
              aria-label={betName(bet, t)}
              onClick={() => bets.onPlace(bet)}
            />
          );
        })}
      {insideBets.map(({ key, bet }) => {
        const at = insideChipAt(bet.type as InsideType, 'numbers' in bet ? bet.numbers : [], wheel);
        return (
          <span key={key} className={styles.chipAt} style={place({ ...at, w: 0, h: 0 })}>
            <StakeMark betKey={key} {...bets} />
          </span>
        );
      })}
    </div>
  );
}
