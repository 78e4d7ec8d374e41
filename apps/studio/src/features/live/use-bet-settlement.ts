import type { LiveBet } from '@casino/contracts';
import { useEffect, useRef } from 'react';
import { postToParent } from '../../lib/parent/parent-messages';
import type { SoundEngine } from '../../lib/sound/sound-engine';

/** A bet still being settled when the result is read is read again this often, a few times. */
const SETTLE_RETRY_MS = 1000;
const SETTLE_ATTEMPTS = 8;

type Options = {
  /** A result of the round shown is out (its outcome animating, or on screen). */
  readonly resulted: boolean;
  /** The outcome is on screen. */
  readonly revealed: boolean;
  readonly myBet: LiveBet | null;
  readonly balance: number | undefined;
  readonly currency: string;
  readonly sound: SoundEngine;
  readonly read: () => Promise<void>;
};

/**
 * The player's bet after the result: read until the server has settled it (every seat in turn), then, once the
 * outcome is on screen, its win or loss sounded and the game page told, once per bet, as after any studio round.
 */
export function useBetSettlement({ resulted, revealed, myBet, balance, currency, sound, read }: Options) {
  const settling = resulted && myBet?.status === 'placed';
  useEffect(() => {
    if (!settling) return;
    let attempts = 0;
    const retry = window.setInterval(() => {
      attempts += 1;
      if (attempts >= SETTLE_ATTEMPTS) window.clearInterval(retry);
      void read();
    }, SETTLE_RETRY_MS);
    return () => window.clearInterval(retry);
  }, [read, settling]);

  const told = useRef(new Set<string>());
  const settled = revealed && myBet?.status === 'settled' && myBet.win !== null ? myBet : undefined;
  useEffect(() => {
    if (!settled || balance === undefined || told.current.has(settled.id)) return;
    told.current.add(settled.id);
    const win = settled.win ?? 0;
    // A decision table's play bet is staked on the round too.
    const staked = settled.stake + settled.decision_stake;
    sound.play(win === 0 ? 'lose' : win >= staked * 10 ? 'big-win' : 'win');
    postToParent({
      type: 'studio:round',
      round_id: settled.id,
      stake: staked,
      win,
      balance,
      currency,
      finished: true,
    });
  }, [balance, currency, settled, sound]);
}
