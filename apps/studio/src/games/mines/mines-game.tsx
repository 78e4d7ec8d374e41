import { MINES_TILES } from '@casino/game-engine';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { GameLayout } from '../../features/chrome/game-layout';
import { useMoney } from '../../features/chrome/use-money';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { intParam, readView } from '../shared/params';
import { Paytable } from '../shared/paytable';
import { Stat, Stats } from '../shared/stat';
import { MinesBoard } from './mines-board';
import {
  buildMinesChoice,
  buildRevealDetails,
  canReveal,
  cashOutAmount,
  firstTileMultiplier,
  MINE_COUNTS,
  minesViewSchema,
} from './mines-choice';

const REVEAL_MS = 260;
const BOOM_MS = 450;

export function MinesGame() {
  const { t } = useI18n();
  const { session, round, busy, play, act } = useGame();
  const { amount, multiplier } = useMoney();
  const rtpBasisPoints = intParam(session.game.params, 'rtpBasisPoints', 9800);
  const [mines, setMines] = useState(intParam(session.game.params, 'mines', 3));
  const view = readView(round, 'mines', minesViewSchema);
  const open = round?.status === 'open' && view !== undefined;
  const safeTiles = view ? view.revealed.filter((tile) => !view.mine_tiles?.includes(tile)).length : 0;
  const cashOut = open ? cashOutAmount(round.stake, rtpBasisPoints, view.mines, safeTiles) : 0;

  const reveal = (tile: number) => {
    if (!canReveal(tile, view, open) || busy) return;
    // A mine's reveal runs longer: the board shows every mine before the result.
    void act('reveal', buildRevealDetails(tile), (next) => (next.status === 'finished' ? BOOM_MS : REVEAL_MS));
  };

  const stage = (
    <MinesBoard
      tiles={MINES_TILES}
      view={view}
      interactive={open && !busy}
      onReveal={reveal}
      labelFor={(tile, state) =>
        t(state === 'safe' ? 'mines.tileSafe' : state === 'hidden' ? 'mines.tileHidden' : 'mines.tileMine', {
          number: tile + 1,
        })
      }
    />
  );

  const nextMultiplier = open ? (view.next_multiplier ?? undefined) : firstTileMultiplier(rtpBasisPoints, mines);
  const controls = (
    <>
      <SelectField
        label={t('mines.mines')}
        options={MINE_COUNTS.map((count) => ({ value: count, label: String(count) }))}
        value={open ? view.mines : mines}
        disabled={open || busy}
        onChange={setMines}
      />
      <Stats>
        {open && <Stat label={t('mines.current')} value={multiplier(view.multiplier)} />}
        {nextMultiplier && <Stat label={t('mines.next')} value={multiplier(nextMultiplier)} />}
      </Stats>
    </>
  );

  const action = open ? (
    <Button
      variant="success"
      block
      disabled={busy || safeTiles < 1 || !round.actions.includes('cashout')}
      onClick={() => void act('cashout', {}, REVEAL_MS)}
    >
      {safeTiles < 1 ? t('mines.pickTile') : t('mines.cashOut', { amount: amount(cashOut) })}
    </Button>
  ) : (
    <Button variant="primary" block disabled={busy} onClick={() => void play(buildMinesChoice(mines), 0)}>
      {t('mines.bet')}
    </Button>
  );

  return (
    <GameLayout
      stage={stage}
      controls={controls}
      action={action}
      stakeLocked={open}
      paytable={<MinesPaytable rtpBasisPoints={rtpBasisPoints} mines={open ? view.mines : mines} />}
    />
  );
}

/** The multiplier after each safe tile for the chosen mine count (the first eight steps). */
function MinesPaytable({ rtpBasisPoints, mines }: { rtpBasisPoints: number; mines: number }) {
  const { t } = useI18n();
  const { multiplier } = useMoney();
  const steps = Array.from({ length: Math.min(8, MINES_TILES - mines) }, (_, index) => index + 1);
  return (
    <Paytable
      headings={[t('rules.hits'), t('rules.pays')]}
      rows={steps.map((step) => [
        String(step),
        multiplier(cashOutAmount(10_000, rtpBasisPoints, mines, step) / 10_000),
      ])}
    />
  );
}
