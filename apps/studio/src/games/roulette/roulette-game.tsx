import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { revealDuration } from '../../lib/motion/durations';
import { readView, stringParam } from '../shared/params';
import { slipEntries } from '../shared-table/bet-slip';
import { ChipTray } from '../shared-table/chip-tray';
import { SlipTools } from '../shared-table/slip-tools';
import { useBetSlip } from '../shared-table/use-bet-slip';
import { chipOn, returnsByKey, rouletteViewSchema, type RouletteBet } from './roulette-bets';
import { RouletteBoard } from './roulette-board';
import { ModePicker } from './mode-picker';
import { RouletteOutside } from './roulette-outside';
import { RoulettePaytable } from './roulette-paytable';
import { RouletteResults } from './roulette-results';
import { RouletteWheel } from './roulette-wheel';
import { wheelOf, type InsideMode, type RouletteVariant } from './roulette-layout';
import styles from './roulette.module.css';
import { reveal } from '../../lib/scroll/reveal';

const SPIN_MS = 4200;
const VARIANTS: readonly RouletteVariant[] = ['european', 'french', 'american'];

export function RouletteGame() {
  const { t } = useI18n();
  const { session, round, revealed, busy, motion } = useGame();
  const variantParam = stringParam(session.game.params, 'variant', 'european');
  const variant = VARIANTS.find((known) => known === variantParam) ?? 'european';
  const wheel = wheelOf(variant);
  const slip = useBetSlip<RouletteBet>();
  const [mode, setMode] = useState<InsideMode>('straight');
  const wheelRef = useRef<HTMLDivElement>(null);
  const view = readView(round, 'roulette', rouletteViewSchema);
  const spinMs = revealDuration(SPIN_MS, motion);
  const settled = view && revealed && slip.showingPlayed;
  const boardBets = {
    entries: slipEntries(slip.placements),
    returns: settled ? returnsByKey(view) : undefined,
    chips: slip.chips,
    interactive: !busy && revealed,
    onPlace: (bet: RouletteBet) => slip.place(chipOn(bet, slip.chip)),
  };

  const spin = () => {
    // On a phone the board pushes the wheel out of sight: bring it back for the spin.
    reveal(wheelRef.current, motion.reducedMotion);
    void slip.submit(SPIN_MS);
  };

  const stage = (
    <div className={styles.stage}>
      <div ref={wheelRef} className={styles.wheelSpot}>
        <RouletteWheel
          wheel={wheel}
          spin={view && round ? { id: round.id, pocket: view.pocket } : undefined}
          spinMs={spinMs}
          revealed={revealed}
        />
      </div>
      <div className={styles.table}>
        <RouletteBoard
          wheel={wheel}
          mode={mode}
          winningPocket={view && revealed ? view.pocket : undefined}
          {...boardBets}
        />
        <RouletteOutside {...boardBets} />
      </div>
    </div>
  );

  const controls = (
    <>
      <ChipTray chips={slip.chips} value={slip.chip} onChange={slip.setChip} disabled={busy} />
      <ModePicker value={mode} onChange={setMode} />
      <SlipTools slip={slip} disabled={busy || !revealed} />
      {settled && <RouletteResults view={view} />}
    </>
  );

  return (
    <GameLayout
      hideStake
      stage={stage}
      controls={controls}
      paytable={<RoulettePaytable variant={variant} />}
      action={
        <Button variant="primary" block disabled={!slip.ready || !revealed} onClick={spin}>
          {slip.total === 0 ? t('roulette.placeBets') : t('roulette.spin')}
        </Button>
      }
    />
  );
}
