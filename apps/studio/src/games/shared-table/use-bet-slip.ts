import { useCallback, useEffect, useMemo, useState } from 'react';
import { useGame, type RevealMs } from '../../features/session/game-context';
import { buildSlipChoice, chipValues, placeChip, slipTotal, type PlaceRefusal, type Placement } from './bet-slip';

/**
 * The chips on a multi-bet table. The round's stake must be exactly the slip's total, so the slip sets the shell's
 * stake as it changes, and `ready` holds until both agree.
 */
export function useBetSlip<Bet extends object>() {
  const { session, stake, setStake, play, busy } = useGame();
  const chips = useMemo(() => chipValues(session.min_stake, session.max_stake), [session.min_stake, session.max_stake]);
  const [chip, setChip] = useState(chips[0] ?? session.min_stake);
  const [placements, setPlacements] = useState<Placement<Bet>[]>([]);
  const [lastPlayed, setLastPlayed] = useState<Placement<Bet>[]>([]);
  const [refusal, setRefusal] = useState<PlaceRefusal | undefined>();
  const total = slipTotal(placements);

  useEffect(() => {
    if (total > 0) setStake(total);
  }, [total, setStake]);

  const place = useCallback(
    (placement: Placement<Bet>) => {
      const result = placeChip(placements, placement, session.max_stake);
      setRefusal(result.refused);
      if (!result.refused) setPlacements(result.placements);
    },
    [placements, session.max_stake],
  );

  const submit = useCallback(
    async (revealMs: RevealMs) => {
      if (total === 0 || stake !== total || busy) return undefined;
      const played = await play(buildSlipChoice(placements), revealMs);
      // Only a slip the server took becomes "the last one played": a refused slip must not show an old round's results.
      if (played) setLastPlayed(placements);
      return played;
    },
    [busy, placements, play, stake, total],
  );

  return {
    chips,
    chip,
    setChip,
    placements,
    total,
    refusal,
    place,
    undo: () => setPlacements(placements.slice(0, -1)),
    clear: () => setPlacements([]),
    repeat: () => setPlacements(lastPlayed),
    canRepeat: placements.length === 0 && lastPlayed.length > 0,
    /** The chips on the table are the ones just played: the board may show how each bet did. */
    showingPlayed: placements.length > 0 && placements === lastPlayed,
    ready: total > 0 && stake === total && !busy,
    submit,
  };
}

export type BetSlip<Bet extends object> = ReturnType<typeof useBetSlip<Bet>>;
