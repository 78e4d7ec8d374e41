import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import type { MessageKey } from '../../lib/i18n/i18n';
import { useI18n } from '../../lib/i18n/i18n-context';
import { readView } from '../shared/params';
import { Paytable } from '../shared/paytable';
import { allScratched, ALL_TILES, scratchPrizes, scratchTile, scratchViewSchema, winningTiles } from './scratch-choice';
import { ScratchSymbol } from './scratch-symbols';
import styles from './scratch.module.css';

/** The outcome waits for the player's last scratch, however long it takes (the reveal is ended by hand). */
const WAIT_FOR_SCRATCHING_MS = 60_000;
const SYMBOL_NAMES: readonly MessageKey[] = [
  'scratch.symbol0',
  'scratch.symbol1',
  'scratch.symbol2',
  'scratch.symbol3',
  'scratch.symbol4',
  'scratch.symbol5',
  'scratch.symbol6',
];

export function ScratchGame() {
  const { t } = useI18n();
  const { session, round, revealed, busy, play, revealNow, motion } = useGame();
  const { multiplier } = useMoney();
  const [scratching, setScratching] = useState<{ roundId: string | undefined; tiles: number[] }>({
    roundId: undefined,
    tiles: [],
  });
  const view = readView(round, 'scratch', scratchViewSchema);
  // Reduced motion opens the whole card at once; a card from before this visit is shown open too.
  const scratched =
    !view || motion.reducedMotion || (revealed && scratching.roundId !== round?.id)
      ? ALL_TILES
      : scratching.roundId === round?.id
        ? scratching.tiles
        : [];
  const open = view !== undefined && allScratched(scratched);
  const lit = open && view ? winningTiles(view) : [];

  const scratch = (tiles: number[]) => {
    if (!round) return;
    setScratching({ roundId: round.id, tiles });
    if (allScratched(tiles)) revealNow();
  };

  const stage = (
    <div className={styles.card}>
      <p className={styles.banner}>{t('scratch.prize')}</p>
      <div className={styles.grid}>
        {ALL_TILES.map((tile) => {
          const shown = view !== undefined && scratched.includes(tile);
          const symbol = view?.tiles[tile];
          return (
            <button
              key={tile}
              type="button"
              className={[styles.tile, shown && styles.scratched, lit.includes(tile) && styles.winning]
                .filter(Boolean)
                .join(' ')}
              disabled={!view || shown}
              aria-label={
                shown && symbol !== undefined
                  ? t('scratch.tileShown', { number: tile + 1, symbol: t(SYMBOL_NAMES[symbol]!) })
                  : t('scratch.tileHidden', { number: tile + 1 })
              }
              onClick={() => scratch(scratchTile(scratched, tile))}
            >
              {view && symbol !== undefined && <ScratchSymbol symbol={symbol} />}
              <span className={styles.foil} aria-hidden="true">
                ?
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );

  const action =
    view && !open ? (
      <Button variant="gold" block onClick={() => scratch(ALL_TILES)}>
        {t('scratch.revealAll')}
      </Button>
    ) : (
      <Button variant="primary" block disabled={busy} onClick={() => void play({}, WAIT_FOR_SCRATCHING_MS)}>
        {t('scratch.buy')}
      </Button>
    );

  const prizes = scratchPrizes(session.game.params);
  return (
    <GameLayout
      stage={stage}
      action={action}
      stakeLocked={view !== undefined && !open}
      paytable={
        <Paytable
          headings={[t('scratch.prize'), t('rules.pays')]}
          rows={prizes.map((prize, symbol) => [
            t(SYMBOL_NAMES[symbol] ?? 'scratch.prize'),
            multiplier(prize.multiplier.toFixed(2)),
          ])}
        />
      }
    />
  );
}
