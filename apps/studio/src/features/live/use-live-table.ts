import {
  liveMessageSchema,
  type LiveBetAnswer,
  type LiveDecision,
  type LiveMoveName,
  type LiveTable,
} from '@casino/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { StudioApiError, type StudioApi, type StudioErrorKind } from '../../lib/api/studio-api';
import { revealDuration, type MotionSettings } from '../../lib/motion/durations';
import type { SoundEngine } from '../../lib/sound/sound-engine';
import { clockOffset } from './live-clock';
import { remainingRevealMs } from './live-phase';
import { applyMessage, applyTable, stateFromTable, withBet, type LiveState } from './live-state';
import { useBetSettlement } from './use-bet-settlement';
import { useLiveChannel, type RealtimeLink } from './use-live-channel';
import { useShownPhase } from './use-shown-phase';

/** Clock offsets this close to the one in use are noise: the countdown shows whole seconds. */
const OFFSET_NOISE_MS = 250;

/** A result being shown: its round, how long it animates from its arrival, and the balance from before it. */
type Reveal = { readonly round: number; readonly ms: number; readonly done: boolean; readonly balanceBefore: number };

type Options = {
  readonly api: StudioApi;
  readonly currency: string;
  /** How long the family's outcome animation runs in full (the ball's spin, the deal). */
  readonly revealMs: number;
  readonly motion: MotionSettings;
  readonly sound: SoundEngine;
  readonly onSessionInvalid: () => void;
};

/**
 * A live table for this frame: reads it, follows its channel (polling while the channel is down), keeps the player
 * seated, places their bet, and once the outcome is on screen reads the bet's settlement and tells the game page.
 */
export function useLiveTable({ api, currency, revealMs, motion, sound, onSessionInvalid }: Options) {
  const [state, setState] = useState<LiveState | undefined>();
  const stateRef = useRef<LiveState | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const [link, setLink] = useState<RealtimeLink | undefined>();
  const [placing, setPlacing] = useState(false);
  const [cashingOut, setCashingOut] = useState(false);
  const [deciding, setDeciding] = useState(false);
  const [problem, setProblem] = useState<{ kind: StudioErrorKind } | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const offset = useRef(0);
  const [reveal, setReveal] = useState<Reveal | undefined>();
  const revealTimer = useRef<number | undefined>(undefined);
  /** Counts bets answered, so a read that was on its way meanwhile does not undo one. */
  const betsAnswered = useRef(0);
  const reading = useRef<Promise<void> | undefined>(undefined);
  const readAgain = useRef(false);
  const timing = useRef({ revealMs, motion, sound });
  useEffect(() => {
    timing.current = { revealMs, motion, sound };
  }, [revealMs, motion, sound]);
  useEffect(() => () => window.clearTimeout(revealTimer.current), []);

  const serverNow = useCallback(() => Date.now() + offset.current, []);

  /**
   * Every change of the table goes through here. A new result starts its animation, which ends at the same moment
   * for every seat (`remainingRevealMs`).
   */
  const commit = useCallback(
    (next: LiveState) => {
      const before = stateRef.current;
      stateRef.current = next;
      setState(next);
      const { round } = next;
      // A refusal belongs to the round it happened in: a new round starts with a clean slate.
      if (before && before.round.number !== round.number) setProblem(null);
      const known = before?.round.number === round.number && before.round.phase === 'result';
      if (round.phase !== 'result' || round.outcome === null || known) return;
      const { revealMs: fullMs, motion: settings } = timing.current;
      const ms = revealDuration(remainingRevealMs(round, serverNow(), fullMs), settings);
      window.clearTimeout(revealTimer.current);
      setReveal({ round: round.number, ms, done: ms === 0, balanceBefore: before?.balance ?? next.balance });
      if (ms === 0) return;
      revealTimer.current = window.setTimeout(() => {
        setReveal((current) => (current?.round === round.number ? { ...current, done: true } : current));
        // The outcome's sound for a seat without a bet; a bet's own win or loss sounds once it is settled.
        if (stateRef.current?.myBet === null) timing.current.sound.play('reveal');
      }, ms);
    },
    [serverNow],
  );

  const kindOf = useCallback(
    (error: unknown): StudioErrorKind => {
      const kind = error instanceof StudioApiError ? error.kind : 'unexpected';
      if (kind === 'session-invalid') onSessionInvalid();
      return kind;
    },
    [onSessionInvalid],
  );

  const applyRead = useCallback(
    (table: LiveTable, sentAt: number, answeredBefore: number) => {
      const measured = clockOffset(table.server_time, sentAt, Date.now());
      if (measured !== undefined && Math.abs(measured - offset.current) > OFFSET_NOISE_MS) {
        offset.current = measured;
        setOffsetMs(measured);
      }
      const current = stateRef.current;
      const betAnsweredMeanwhile = answeredBefore !== betsAnswered.current;
      commit(current ? applyTable(current, table, { betAnsweredMeanwhile }) : stateFromTable(table));
      setLink((known) => known ?? { url: table.realtime.url, token: table.realtime.token, channel: table.channel });
      setLoadFailed(false);
    },
    [commit],
  );

  const readOnce = useCallback(async () => {
    const answeredBefore = betsAnswered.current;
    const sentAt = Date.now();
    try {
      applyRead(await api.liveTable(), sentAt, answeredBefore);
    } catch (error) {
      kindOf(error);
      if (!stateRef.current) setLoadFailed(true);
    }
  }, [api, applyRead, kindOf]);

  /** One read at a time; a read asked for meanwhile runs once more after it, so it sees what is newest then. */
  const read = useCallback((): Promise<void> => {
    if (reading.current) {
      readAgain.current = true;
      return reading.current;
    }
    const loop = async () => {
      do {
        readAgain.current = false;
        await readOnce();
      } while (readAgain.current);
    };
    reading.current = loop().finally(() => {
      reading.current = undefined;
    });
    return reading.current;
  }, [readOnce]);

  useEffect(() => {
    void read();
  }, [read]);

  // An expired channel token: a fresh read issues a new one (and catches the table up on the way).
  const freshToken = useCallback(async () => {
    const answeredBefore = betsAnswered.current;
    const sentAt = Date.now();
    const table = await api.liveTable();
    applyRead(table, sentAt, answeredBefore);
    return table.realtime.token;
  }, [api, applyRead]);

  const onPublication = useCallback(
    (data: unknown) => {
      const current = stateRef.current;
      const message = liveMessageSchema.safeParse(data);
      if (!current || !message.success) {
        void read();
        return;
      }
      const applied = applyMessage(current, message.data, serverNow());
      if (applied.state !== current) commit(applied.state);
      if (applied.reread) void read();
    },
    [commit, read, serverNow],
  );

  const connection = useLiveChannel({ link, read, freshToken, onPublication });
  const round = state?.round;
  const phase = useShownPhase(round, offsetMs);
  const showing = reveal !== undefined && round?.phase === 'result' && reveal.round === round.number;
  const revealed = showing && reveal.done;
  const balance = state?.balance;
  useBetSettlement({ resulted: showing, revealed, myBet: state?.myBet ?? null, balance, currency, sound, read });

  const placeBet = useCallback(
    async (stake: number, choice: Record<string, unknown>): Promise<boolean> => {
      const current = stateRef.current;
      if (!current) return false;
      setPlacing(true);
      setProblem(null);
      sound.play('click');
      try {
        const answer = await api.placeLiveBet(stake, choice);
        betsAnswered.current += 1;
        commit(withBet(stateRef.current ?? current, current.round.number, answer.bet, answer.balance));
        return true;
      } catch (error) {
        const kind = kindOf(error);
        setProblem({ kind });
        // Closed meanwhile, or the round already holds a bet of theirs (another frame): show the table as it is.
        if (kind === 'betting-closed' || kind === 'round-in-progress') void read();
        return false;
      } finally {
        setPlacing(false);
      }
    },
    [api, commit, kindOf, read, sound],
  );

  /**
   * A step on the bet already placed (a crash cash-out, a play or fold): the bet and balance answered are shown at
   * once. A refusal reads the table, which shows where the round has got to (crashed, or the window closed).
   */
  const stepOnBet = useCallback(
    async (send: () => Promise<LiveBetAnswer>, setBusy: (busy: boolean) => void): Promise<boolean> => {
      const current = stateRef.current;
      if (!current) return false;
      setBusy(true);
      setProblem(null);
      try {
        const answer = await send();
        betsAnswered.current += 1;
        commit(withBet(stateRef.current ?? current, current.round.number, answer.bet, answer.balance));
        return true;
      } catch (error) {
        setProblem({ kind: kindOf(error) });
        void read();
        return false;
      } finally {
        setBusy(false);
      }
    },
    [commit, kindOf, read],
  );

  const cashOut = useCallback(async (): Promise<boolean> => {
    const paid = await stepOnBet(() => api.cashOutLive(), setCashingOut);
    if (paid) sound.play('win');
    return paid;
  }, [api, sound, stepOnBet]);

  const decide = useCallback(
    (decision: LiveDecision): Promise<boolean> => {
      sound.play('click');
      return stepOnBet(() => api.decideLive(decision), setDeciding);
    },
    [api, sound, stepOnBet],
  );

  const move = useCallback(
    (action: LiveMoveName): Promise<boolean> => {
      sound.play('click');
      return stepOnBet(() => api.moveLive(action), setDeciding);
    },
    [api, sound, stepOnBet],
  );

  const dismissProblem = useCallback(() => setProblem(null), []);

  return {
    state,
    loadFailed,
    retry: read,
    phase,
    /** The current result's outcome is on screen: its animation has ended. */
    revealed,
    /** How long the current result animates from its arrival (0: shown at once). */
    revealMs: showing ? reveal.ms : 0,
    /** Milliseconds to add to this device's clock to read the server's. */
    offsetMs,
    connection,
    placing,
    placeBet,
    cashingOut,
    cashOut,
    /** Decision and hand tables: a play or fold, or a move on the seat's hand, on its way. */
    deciding,
    decide,
    move,
    problem,
    dismissProblem,
    /** The balance as shown: held at its value from before a result while the outcome animates. */
    shownBalance: showing && !reveal.done ? reveal.balanceBefore : balance,
  };
}

export type LiveTableState = ReturnType<typeof useLiveTable>;
