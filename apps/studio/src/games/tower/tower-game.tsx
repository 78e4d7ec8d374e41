import { TOWER_DIFFICULTIES } from '@casino/game-engine';
import { useState, type CSSProperties } from 'react';
import { Button } from '../../components/ui/button';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { tenThousandthsToDecimal } from '../../lib/money/format-multiplier';
import { intParam, readView, stringParam } from '../shared/params';
import {
  buildClimbDetails,
  buildTowerChoice,
  isTowerDifficulty,
  towerCashOut,
  towerCell,
  towerLadder,
  towerViewSchema,
  TOWER_DIFFICULTY_NAMES,
  type TowerDifficulty,
} from './tower-choice';
import styles from './tower.module.css';

const STEP_MS = 250;

export function TowerGame() {
  const { t } = useI18n();
  const { session, round, busy, play, act } = useGame();
  const { amount, multiplier } = useMoney();
  const params = session.game.params;
  const rtpBasisPoints = intParam(params, 'rtpBasisPoints', 9750);
  const floors = intParam(params, 'floors', 8);
  const defaultDifficulty = stringParam(params, 'difficulty', 'medium');
  const [chosen, setChosen] = useState<TowerDifficulty>(
    isTowerDifficulty(defaultDifficulty) ? defaultDifficulty : 'medium',
  );
  const view = readView(round, 'tower', towerViewSchema);
  const open = round?.status === 'open' && view !== undefined;
  const difficulty = open && isTowerDifficulty(view.difficulty) ? view.difficulty : chosen;
  const tiles = view && open ? view.tiles : TOWER_DIFFICULTIES[difficulty].tiles;
  const shown = view && view.difficulty === difficulty ? view : undefined;
  const ladder = towerLadder(difficulty, floors, rtpBasisPoints);
  const cleared = open ? view.picks.length : 0;

  const stage = (
    <div className={styles.tower} style={{ '--tiles': tiles } as CSSProperties}>
      <div className={styles.ladder} aria-hidden="true">
        {ladder.map((tenThousandths, floor) => (
          <span key={floor} className={`${styles.rung} ${floor === cleared && open ? styles.rungActive : ''}`}>
            {multiplier(tenThousandthsToDecimal(tenThousandths))}
          </span>
        ))}
      </div>
      <div className={styles.floors}>
        {Array.from({ length: floors }, (_, floor) => (
          <div key={floor} className={styles.floor} role="group" aria-label={t('tower.floor', { floor: floor + 1 })}>
            {Array.from({ length: tiles }, (_, tile) => {
              const cell = towerCell(shown, open, floor, tile);
              return (
                <button
                  key={tile}
                  type="button"
                  className={`${styles.tile} ${cell === 'idle' ? '' : styles[cell]}`}
                  disabled={busy || cell !== 'next'}
                  aria-label={t('tower.tile', { floor: floor + 1, tile: tile + 1 })}
                  onClick={() => void act('climb', buildClimbDetails(tile), STEP_MS)}
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );

  const controls = (
    <>
      <SegmentedControl
        legend={t('tower.difficulty')}
        options={TOWER_DIFFICULTY_NAMES.map((value) => ({ value, label: t(`tower.${value}`) }))}
        value={difficulty}
        disabled={busy || open}
        onChange={setChosen}
      />
      {shown?.lost && <p role="status">{t('tower.trap')}</p>}
    </>
  );

  const action = open ? (
    <Button
      variant="success"
      block
      disabled={busy || cleared < 1 || !round.actions.includes('cashout')}
      onClick={() => void act('cashout', {}, STEP_MS)}
    >
      {cleared < 1
        ? t('mines.pickTile')
        : t('tower.cashOut', { amount: amount(towerCashOut(round.stake, difficulty, rtpBasisPoints, cleared)) })}
    </Button>
  ) : (
    <Button variant="primary" block disabled={busy} onClick={() => void play(buildTowerChoice(chosen), 0)}>
      {t('tower.bet')}
    </Button>
  );

  return <GameLayout stage={stage} controls={controls} action={action} stakeLocked={open} />;
}
