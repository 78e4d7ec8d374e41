import type { StudioFreespins, StudioRound } from '@casino/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useGame } from '../../features/session/game-context';
import type { Translate } from '../../lib/i18n/i18n';
import { revealDuration } from '../../lib/motion/durations';
import { vanishingCells } from './cascade-fall';
import type { ReelsController, ReelsTarget } from './reels-controller';
import { buildSlotChoice, type BetLevel } from './slot-bets';
import { freeSpinsProgress, resumePlan } from './slot-free-spins';
import { landingSchedule, playedSchedule, revealFallbackMs, SPIN_UP_MS } from './slot-timing';
import { latestSpin, readSlotView, type SlotSession, type SlotSpinView, type SlotView } from './slot-view';
import { celebrates, spinStages, winMarks, winTier, type WinTier } from './slot-wins';
import { useSpinHold } from './use-spin-hold';

/**
 * Where the machine is. `spinning` covers a paid spin from the press until its reels rest; `intro` and `outro` are
 * the free-spin panels, waiting for the player; `paused` is free spins stopped by a failed call, until the player
 * continues them.
 */
export type SlotPhase = 'idle' | 'spinning' | 'intro' | 'free-spins' | 'paused' | 'outro';

export type SlotPanel =
  | { readonly kind: 'intro'; readonly awarded: number; readonly multiplier: number; readonly sticky: boolean }
  | { readonly kind: 'resume'; readonly left: number; readonly won: number }
  | { readonly kind: 'retrigger'; readonly added: number }
  | { readonly kind: 'outro'; readonly won: number; readonly played: number; readonly roundWin: number };

/** The spin on screen once its reels have landed: what the win meter and the text alternative describe. */
export type ShownSpin = {
  readonly key: string;
  readonly view: SlotView;
  readonly spin: SlotSpinView;
  readonly tier: WinTier;
};

/** In autoplay the panels move on by themselves after this long (the run plays a round's free spins through). */
const PANEL_AUTO_MS = 2200;
const RETRIGGER_MS = 1500;
/** The pause after a free spin before the next, longer when it won so the win can be seen. */
const AFTER_WIN_MS = 1300;
const AFTER_BLANK_MS = 450;
const POLL_MS = 30;
/** A cascade's wins stay in view this long before the winners vanish and the next grid drops in. */
const CASCADE_MS = 900;

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Waits until `ready()` holds, checking every few frames; gives up after `limitMs` so nothing hangs for ever. */
async function until(ready: () => boolean, limitMs = 10_000) {
  const end = performance.now() + limitMs;
  while (!ready() && performance.now() < end) await sleep(POLL_MS);
}

const targetOf = (spin: SlotSpinView): ReelsTarget => ({ kind: spin.kind, stops: spin.stops, grid: spin.grid });

type Options = {
  readonly slot: SlotSession;
  readonly level: BetLevel | undefined;
  /** The casino's free spins the next spin plays with, at their own bet; null to play the chosen level. */
  readonly casinoSpins: StudioFreespins | null;
  readonly reels: RefObject<ReelsController | null>;
  readonly reelsReady: boolean;
  readonly initialTarget: ReelsTarget;
  /** Autoplay is running: the free-spin panels move on by themselves. */
  readonly autoAdvance: boolean;
  readonly t: Translate;
  readonly amount: (minorUnits: number) => string;
};

/**
 * A slot round from the press to the last free spin: the reels start at once, land on the answer's stops, then the
 * wins show; free spins follow one call at a time, each sent only once the last has been shown. The money side
 * (balance, the game page's messages) stays with the chrome: the reels reveal each step the moment they land.
 */
export function useSlotRound(options: Options) {
  const { slot, level, casinoSpins, reels, reelsReady, initialTarget, autoAdvance, t, amount } = options;
  const { session, round, stake, busy, revealed, motion, sound, play, act, revealNow } = useGame();
  const { definition } = slot;
  const [phase, setPhase] = useState<SlotPhase>('idle');
  const [moving, setMoving] = useState(false);
  const [panel, setPanel] = useState<SlotPanel | null>(null);
  const [shown, setShown] = useState<ShownSpin | undefined>();
  const hold = useSpinHold(session.licence.min_spin_ms);

  // The round's flow runs across awaits: it reads the screen's latest state, not that of the render it began in.
  const latest = useRef({ round, stake, play, act, motion, level, casinoSpins, autoAdvance });
  useEffect(() => {
    latest.current = { round, stake, play, act, motion, level, casinoSpins, autoAdvance };
  });
  const phaseRef = useRef<SlotPhase>('idle');
  const slamRequested = useRef(false);
  const waiting = useRef<(() => void) | undefined>(undefined);
  const disposed = useRef(false);
  const lastTarget = useRef<ReelsTarget>(initialTarget);
  useEffect(() => {
    disposed.current = false;
    return () => {
      disposed.current = true;
      waiting.current?.();
    };
  }, []);

  const enter = (next: SlotPhase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  /** Waits for the player's press (the main button, or Space); in autoplay, moves on by itself after a moment. */
  const waitForPlayer = (autoMs: number) =>
    new Promise<void>((resolve) => {
      const timer = latest.current.autoAdvance ? window.setTimeout(() => done(), autoMs) : undefined;
      const done = () => {
        window.clearTimeout(timer);
        waiting.current = undefined;
        resolve();
      };
      waiting.current = done;
    });

  const revealFallback = (answer: StudioRound) => {
    const view = readSlotView(answer);
    return view ? revealFallbackMs(landingSchedule(latestSpin(view), definition)) : 0;
  };

  const startReels = (kind: SlotSpinView['kind']) => {
    slamRequested.current = false;
    // A paid spin clears the last outcome; during free spins the meter keeps counting their total.
    if (kind === 'paid') setShown(undefined);
    setMoving(true);
    reels.current?.clearPresentation();
    reels.current?.spin(kind);
    return performance.now();
  };

  const stopReelsWithoutAnswer = () => {
    reels.current?.show(lastTarget.current);
    setMoving(false);
  };

  /** Lands the reels on the answer's latest spin, reveals it to the chrome, then shows and sounds its wins. */
  const land = async (answer: StudioRound, startedAt: number): Promise<SlotView | undefined> => {
    const view = readSlotView(answer);
    if (!view) {
      stopReelsWithoutAnswer();
      revealNow();
      return undefined;
    }
    const spin = latestSpin(view);
    const current = latest.current.motion;
    if (!current.reducedMotion) {
      // The reels run a moment however fast the answer came, unless the player slams them.
      const spinUpEnds = startedAt + revealDuration(SPIN_UP_MS, current);
      await until(() => slamRequested.current || disposed.current || performance.now() >= spinUpEnds);
    }
    const schedule = playedSchedule(landingSchedule(spin, definition, slamRequested.current), current);
    await reels.current?.land(targetOf(spin), schedule);
    lastTarget.current = targetOf(spin);
    setMoving(false);
    revealNow();
    const tier = winTier(spin.win, view.bet);
    setShown({ key: `${answer.id}:${view.spins.length}`, view, spin, tier });
    if (spin.free_spins_awarded > 0) sound.play('feature');
    else if (tier === 'big') sound.play('big-win');
    else if (tier === 'win') sound.play('win');
    const [first, ...cascades] = spinStages(spin);
    reels.current?.present({
      marks: winMarks(spin, definition, { t, amount }, first),
      celebrate: celebrates(tier),
      big: tier === 'big' && cascades.length === 0,
    });
    // Cascades: after each win its winners vanish and the reels drop into the grid it left (the strip above falling
    // in), then point out its wins; the scatters are pointed out on the last.
    let shownStage = first;
    for (const [at, stage] of cascades.entries()) {
      await sleep(revealDuration(CASCADE_MS, latest.current.motion));
      if (disposed.current) break;
      const target = { ...targetOf(spin), grid: stage.grid };
      lastTarget.current = target;
      await reels.current?.cascade(target, vanishingCells(shownStage?.wins ?? []));
      if (disposed.current) break;
      shownStage = stage;
      if (stage.wins.length > 0) sound.play('win');
      reels.current?.present({
        marks: winMarks(spin, definition, { t, amount }, stage),
        celebrate: celebrates(tier) && stage.wins.length > 0,
        big: tier === 'big' && at === cascades.length - 1,
      });
    }
    return view;
  };

  /**
   * Plays free spins until none are left: after the intro (or the resume panel), one `spin` call at a time, each
   * sent once the last has landed and shown its wins; then the outro with their total.
   */
  const freeSpins = async (
    opened: StudioRound,
    openedView: SlotView,
    opening: 'intro' | 'resume' | 'continue',
  ): Promise<StudioRound | undefined> => {
    const progress = freeSpinsProgress(openedView, definition.freeSpins.multiplier);
    if (opening === 'resume') {
      const spin = latestSpin(openedView);
      setShown({ key: `${opened.id}:${openedView.spins.length}`, view: openedView, spin, tier: 'none' });
    }
    if (opening !== 'continue') {
      setPanel(
        opening === 'intro'
          ? {
              kind: 'intro',
              awarded: progress.left,
              multiplier: progress.multiplier,
              sticky: definition.wild.sticky === true,
            }
          : { kind: 'resume', left: progress.left, won: openedView.round_win },
      );
      enter('intro');
      await waitForPlayer(PANEL_AUTO_MS);
      setPanel(null);
    }
    let current = opened;
    let view = openedView;
    while (current.status === 'open' && !disposed.current) {
      enter('free-spins');
      if (opening !== 'continue' || current !== opened) {
        const won = latestSpin(view).win > 0;
        await sleep(revealDuration(won ? AFTER_WIN_MS : AFTER_BLANK_MS, latest.current.motion));
      }
      // `act` steps the round the chrome holds: wait until it holds this one.
      const expected = current;
      await until(() => latest.current.round === expected);
      if (disposed.current) return undefined;
      const startedAt = startReels('free');
      const answer = await latest.current.act('spin', {}, revealFallback, { outcomeSound: false });
      if (!answer) {
        // A failed call leaves the free spins waiting on the server: the player continues them when ready.
        stopReelsWithoutAnswer();
        enter('paused');
        return undefined;
      }
      const landed = await land(answer, startedAt);
      current = answer;
      if (!landed) break;
      view = landed;
      const added = latestSpin(landed).free_spins_awarded;
      if (added > 0 && landed.free_spins_left > 0) {
        setPanel({ kind: 'retrigger', added });
        await sleep(revealDuration(RETRIGGER_MS, latest.current.motion));
        setPanel(null);
      }
    }
    if (disposed.current) return undefined;
    if (current.status === 'finished') {
      const done = freeSpinsProgress(view, definition.freeSpins.multiplier);
      setPanel({ kind: 'outro', won: done.won, played: done.played, roundWin: view.round_win });
      enter('outro');
      await waitForPlayer(PANEL_AUTO_MS);
      setPanel(null);
    }
    enter('idle');
    return current;
  };

  /**
   * One whole round: the paid spin and any free spins it wins, resolved once all of it has been shown. Autoplay
   * plays these: a spin that wins free spins plays them through inside the same autoplay round, since the round
   * is one game cycle (its win and the loss limit are only known at its end) and stopping would leave the player's
   * free spins waiting on the server.
   */
  const playRound = async (): Promise<StudioRound | undefined> => {
    const gift = latest.current.casinoSpins;
    const chosen = gift ? { coinValue: gift.coin_value, bet: gift.bet } : latest.current.level;
    if (!chosen || phaseRef.current !== 'idle' || !reels.current) return undefined;
    const { stake: bet, choice } = buildSlotChoice(chosen);
    // The chrome stakes its own figure: it must be this level's bet, or the server would refuse the spin. The
    // casino's free spins are staked at their own bet instead.
    if (!gift && latest.current.stake !== bet) return undefined;
    const freeSpin = gift ? { id: gift.id, stake: gift.bet } : undefined;
    enter('spinning');
    await until(() => hold.remaining() === 0, session.licence.min_spin_ms + 1000);
    if (disposed.current) return undefined;
    const startedAt = startReels('paid');
    const answer = await latest.current.play(choice, revealFallback, { outcomeSound: false, freeSpin });
    if (!answer) {
      stopReelsWithoutAnswer();
      enter('idle');
      return undefined;
    }
    hold.start();
    const view = await land(answer, startedAt);
    if (!view || answer.status === 'finished' || disposed.current) {
      enter('idle');
      return answer;
    }
    return freeSpins(answer, view, 'intro');
  };

  const slamAllowed = session.licence.slam_stop;
  const slam = () => {
    if (!slamAllowed) return;
    slamRequested.current = true;
    reels.current?.slam();
  };

  const continueFreeSpins = () => {
    const current = latest.current.round;
    const view = readSlotView(current);
    if (!current || !view) return;
    void freeSpins(current, view, 'continue');
  };

  // Free spins left open by a reload resume once the reels can show them (RTS 10).
  const resumed = useRef(false);
  const flows = useRef({ freeSpins });
  useEffect(() => {
    flows.current = { freeSpins };
  });
  useEffect(() => {
    if (!reelsReady || resumed.current) return;
    resumed.current = true;
    const open = latest.current.round;
    const view = readSlotView(open);
    if (open && view && resumePlan(open, view).kind === 'free-spins') {
      void flows.current.freeSpins(open, view, 'resume');
    }
  }, [reelsReady]);

  const betReady = casinoSpins !== null || (level !== undefined && stake === level.bet);
  const canSpin = phase === 'idle' && betReady && !busy && revealed && !hold.holding && reelsReady;

  /** The main button (and Space / Enter): spin, slam-stop, start or continue free spins, or close the outro. */
  const primary = (() => {
    switch (phase) {
      case 'idle':
        return {
          label: casinoSpins
            ? t('slot.casinoSpin', { left: casinoSpins.total - casinoSpins.performed })
            : t('slot.spin'),
          disabled: !canSpin,
          run: () => void playRound(),
        };
      case 'spinning':
      case 'free-spins':
        if (moving && slamAllowed) return { label: t('slot.stop'), disabled: false, run: slam };
        return {
          label: phase === 'spinning' ? t('slot.spin') : t('slot.freeSpinsPlaying'),
          disabled: true,
          run: () => undefined,
        };
      case 'intro':
        return {
          label: panel?.kind === 'resume' ? t('slot.continueFreeSpins') : t('slot.startFreeSpins'),
          disabled: false,
          run: () => waiting.current?.(),
        };
      case 'outro':
        return { label: t('slot.collect'), disabled: false, run: () => waiting.current?.() };
      case 'paused':
        return { label: t('slot.continueFreeSpins'), disabled: busy, run: continueFreeSpins };
    }
  })();

  return { phase, moving, panel, shown, primary, playRound };
}
