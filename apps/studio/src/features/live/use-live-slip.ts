import { useMemo, useState } from 'react';
import { useGame } from '../session/game-context';
import {
  buildSlipChoice,
  chipValues,
  placeChip,
  slipTotal,
  type PlaceRefusal,
  type Placement,
} from '../../games/shared-table/bet-slip';
import { takesBets, useLive } from './live-context';
import { placementsFromChoice } from './live-slip';

/**
 * The chips of a live table's slip. They belong to the round shown: a new round starts an empty slip (the last one
 * kept for Repeat), a placed bet freezes it until the result, and chips laid but not placed when betting closed are
 * shown as not placed, then cleared.
 */
export function useLiveSlip<Bet extends object>(keyOf: (bet: Bet) => string) {
  const { session } = useGame();
  const live = useLive();
  const chips = useMemo(() => chipValues(session.min_stake, session.max_stake), [session.min_stake, session.max_stake]);
  const [chip, setChip] = useState(chips[0] ?? session.min_stake);
  const [placements, setPlacements] = useState<Placement<Bet>[]>([]);
  const [lastSlip, setLastSlip] = useState<Placement<Bet>[]>([]);
  const [refusal, setRefusal] = useState<PlaceRefusal | undefined>();
  const roundNumber = live.state.round.number;
  const [slipRound, setSlipRound] = useState(roundNumber);
  if (slipRound !== roundNumber) {
    setSlipRound(roundNumber);
    if (placements.length > 0) setLastSlip(placements);
    setPlacements([]);
    setRefusal(undefined);
  }
  const open = takesBets(live);
  const myBet = live.state.myBet;
  // A bet the table holds shows its chips, also after a reload (read back from its choice).
  const shown = useMemo(
    () => (myBet && placements.length === 0 ? placementsFromChoice(myBet.choice, keyOf) : placements),
    [keyOf, myBet, placements],
  );
  const total = slipTotal(placements);

  return {
    chips,
    chip,
    setChip,
    /** The chips on the board: the slip being built, or the bet placed. */
    placements: shown,
    total: slipTotal(shown),
    refusal,
    /** Betting is open and the slip is the player's to change. */
    open,
    /** Chips laid on this round that the table never took (betting closed first). */
    unplaced: !open && myBet === null && placements.length > 0,
    place: (placement: Placement<Bet>) => {
      if (!open) return;
      const result = placeChip(placements, placement, session.max_stake);
      setRefusal(result.refused);
      if (!result.refused) setPlacements(result.placements);
    },
    undo: () => setPlacements(placements.slice(0, -1)),
    clear: () => setPlacements([]),
    repeat: () => setPlacements(lastSlip),
    canRepeat: open && placements.length === 0 && lastSlip.length > 0,
    /** What "Place bet" sends: the slip's total and the family's choice. */
    bet: total > 0 ? { stake: total, choice: buildSlipChoice(placements) } : undefined,
  };
}

export type LiveSlip<Bet extends object> = ReturnType<typeof useLiveSlip<Bet>>;
