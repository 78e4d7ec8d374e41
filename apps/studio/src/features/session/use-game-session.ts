import type { StudioRound, StudioSession } from '@casino/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { StudioApiError, type StudioApi } from '../../lib/api/studio-api';
import { revealDuration } from '../../lib/motion/durations';
import { useReducedMotion } from '../../lib/motion/use-reduced-motion';
import { postToParent, roundMessage } from '../../lib/parent/parent-messages';
import type { SoundCue, SoundEngine } from '../../lib/sound/sound-engine';
import { clampStake } from '../../lib/money/stake-bounds';
import type { GameContextValue, GameProblem, RevealMs, StepOptions } from './game-context';

/** The shared sound of a step's outcome: a reveal while the round goes on, then its win or loss. */
const outcomeCue = (round: StudioRound): SoundCue => {
  if (round.status !== 'finished') return 'reveal';
  if (round.win === 0) return 'lose';
  return round.win >= round.stake * 10 ? 'big-win' : 'win';
};

type Options = {
  readonly api: StudioApi;
  readonly initialSession: StudioSession;
  readonly sound: SoundEngine;
  readonly onSessionInvalid: () => void;
};

/**
 * The money side of a game frame: opens rounds and takes steps, holds the balance back until the game has shown the
 * outcome, tells the game page about every settled step, and turns refusals into problems a screen can show.
 */
export function useGameSession({ api, initialSession, sound, onSessionInvalid }: Options): GameContextValue {
  const [session, setSession] = useState(initialSession);
  const [balance, setBalance] = useState(initialSession.balance);
  const [round, setRound] = useState<StudioRound | null>(initialSession.open_round);
  const [revealed, setRevealed] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<GameProblem | null>(null);
  const [turbo, setTurbo] = useState(false);
  const reducedMotion = useReducedMotion();
  const [stake, setStakeState] = useState(() =>
    clampStake(initialSession.min_stake * 10, {
      min: initialSession.min_stake,
      max: initialSession.max_stake,
      balance: initialSession.balance,
    }),
  );
  const revealTimer = useRef<number | undefined>(undefined);
  const pendingReveal = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(revealTimer.current), []);

  const motion = useMemo(
    () => ({ reducedMotion, turbo: turbo && session.licence.turbo }),
    [reducedMotion, turbo, session],
  );

  const settle = useCallback(
    (next: StudioRound, revealMs: RevealMs, { outcomeSound = true }: StepOptions) => {
      const fullRevealMs = typeof revealMs === 'number' ? revealMs : revealMs(next);
      setRound(next);
      setSession((current) => ({
        ...current,
        seeds: { ...current.seeds, nonce: Math.max(current.seeds.nonce, next.nonce + 1) },
        // A free spin's answer says what is left of the spins: the next one plays from it.
        ...(next.freespins === undefined ? {} : { freespins: next.freespins }),
      }));
      // A step taken before the last one finished animating: finish that one first, so the page hears of every step.
      pendingReveal.current?.();
      setRevealed(false);
      const reveal = () => {
        pendingReveal.current = undefined;
        window.clearTimeout(revealTimer.current);
        setRevealed(true);
        setBalance(next.balance);
        if (outcomeSound) sound.play(outcomeCue(next));
        // Told once the outcome is on screen, so the page around the frame never shows the result first.
        postToParent(roundMessage(next, session.currency));
      };
      pendingReveal.current = reveal;
      revealTimer.current = window.setTimeout(reveal, revealDuration(fullRevealMs, motion));
      return next;
    },
    [motion, session.currency, sound],
  );

  const run = useCallback(
    async (step: () => Promise<StudioRound>, revealMs: RevealMs, options: StepOptions) => {
      setBusy(true);
      setProblem(null);
      try {
        return settle(await step(), revealMs, options);
      } catch (error) {
        const kind = error instanceof StudioApiError ? error.kind : 'unexpected';
        if (kind === 'session-invalid') onSessionInvalid();
        // Free spins gone since the frame last looked (ended elsewhere, expired): the slot offers the bet again.
        if (kind === 'freespins-unavailable') setSession((current) => ({ ...current, freespins: null }));
        setProblem({ kind });
        sound.play('lose');
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [onSessionInvalid, settle, sound],
  );

  const play = useCallback(
    (choice: Record<string, unknown>, revealMs: RevealMs = 0, options: StepOptions = {}) => {
      sound.play('click');
      const { freeSpin } = options;
      return run(() => api.openRound(freeSpin?.stake ?? stake, choice, freeSpin?.id), revealMs, options);
    },
    [api, run, sound, stake],
  );

  const act = useCallback(
    (action: string, details: Record<string, unknown> = {}, revealMs: RevealMs = 0, options: StepOptions = {}) => {
      if (!round) return Promise.resolve(undefined);
      sound.play('click');
      return run(() => api.act(round.id, action, details), revealMs, options);
    },
    [api, round, run, sound],
  );

  const revealNow = useCallback(() => pendingReveal.current?.(), []);

  const topUp = useCallback(async () => {
    try {
      const topped = await api.resetDemo();
      setBalance(topped);
      setProblem(null);
      sound.play('win');
      return true;
    } catch (error) {
      setProblem({ kind: error instanceof StudioApiError ? error.kind : 'unexpected' });
      return false;
    }
  }, [api, sound]);

  const setStake = useCallback(
    (next: number) => setStakeState(clampStake(next, { min: session.min_stake, max: session.max_stake, balance })),
    [balance, session.max_stake, session.min_stake],
  );

  return {
    api,
    session,
    balance,
    stake,
    setStake,
    round,
    revealed,
    busy,
    problem,
    dismissProblem: () => setProblem(null),
    motion,
    setTurbo,
    sound,
    play,
    act,
    revealNow,
    topUp,
    setSession,
  };
}
