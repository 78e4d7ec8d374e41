import { exact, mul, toNumber, type Exact } from '../exact';
import { coinFlipExactRtp, COIN_FLIP_DEFAULTS, playCoinFlip } from '../instant/coin-flip';
import { crashExactRtp, CRASH_DEFAULTS, playCrash } from '../instant/crash';
import { DICE_DEFAULTS, diceExactRtp, playDice } from '../instant/dice';
import { limboExactRtp, LIMBO_DEFAULTS, playLimbo } from '../instant/limbo';
import { KENO_DEFAULTS, kenoExactRtp, playKeno } from '../instant/keno';
import { MINES_DEFAULTS, minesExactRtp, playMines } from '../instant/mines';
import { PEGFALL_DEFAULTS, pegfallExactRtp, pegfallPaytable, playPegfall } from '../instant/pegfall';
import { HI_LO_DEFAULTS, hiLoExactRtp, playHiLo } from '../instant/hi-lo';
import { playScratch, SCRATCH_DEFAULTS, scratchExactRtp } from '../instant/scratch';
import { playTower, TOWER_DEFAULTS, towerExactRtp } from '../instant/tower';
import { playWheel, WHEEL_DEFAULTS, WHEEL_SEGMENTS_TENTHS, wheelExactRtp } from '../instant/wheel';
import type { RtpGame } from './simulate';

const raisedBy20Percent = (value: Exact) => mul(value, exact(6, 5));
const raise20 = (rtpBasisPoints: number) => ({ rtpBasisPoints: (rtpBasisPoints * 6) / 5 });

const diceChoice = { targetHundredths: 4950, direction: 'under' } as const;
const limboChoice = { targetHundredths: 200 };
const crashChoice = { autoCashOutHundredths: 200 };
const minesPicks = [0, 1, 2, 3, 4];
const kenoPicks = [3, 11, 19, 27];
const towerTiles = [0, 1, 2, 0];
const hiLoGuesses = 3;

/** A copy of a paytable with one entry raised by 20%. */
const withRaisedEntry = (table: readonly number[], index: number) =>
  table.map((payout, at) => (at === index ? (payout * 6) / 5 : payout));
const brokenWheel = withRaisedEntry(WHEEL_SEGMENTS_TENTHS.medium, 15);
const brokenScratch = {
  prizes: SCRATCH_DEFAULTS.prizes.map((prize, index) =>
    index === 1 ? { ...prize, multiplier: (prize.multiplier * 6) / 5 } : prize,
  ),
};
const brokenKeno = {
  paytables: { ...KENO_DEFAULTS.paytables, 4: withRaisedEntry(KENO_DEFAULTS.paytables[4]!, 2) },
};

/** Each instant game at its catalogue defaults, played one representative way. */
export const RTP_GAMES: readonly RtpGame[] = [
  {
    id: 'dice',
    setup: 'roll under 49.50',
    exactRtp: () => diceExactRtp(DICE_DEFAULTS, diceChoice),
    brokenExactRtp: () => diceExactRtp(raise20(DICE_DEFAULTS.rtpBasisPoints), diceChoice),
    playRound: (randomness) => toNumber(playDice(randomness, DICE_DEFAULTS, diceChoice).multiplier),
  },
  {
    id: 'limbo',
    setup: 'target 2.00×',
    exactRtp: () => limboExactRtp(LIMBO_DEFAULTS, limboChoice),
    brokenExactRtp: () => raisedBy20Percent(limboExactRtp(LIMBO_DEFAULTS, limboChoice)),
    playRound: (randomness) => toNumber(playLimbo(randomness, LIMBO_DEFAULTS, limboChoice).multiplier),
  },
  {
    id: 'crash',
    setup: 'auto cash-out at 2.00×',
    exactRtp: () => crashExactRtp(CRASH_DEFAULTS, crashChoice),
    brokenExactRtp: () => raisedBy20Percent(crashExactRtp(CRASH_DEFAULTS, crashChoice)),
    playRound: (randomness) => toNumber(playCrash(randomness, CRASH_DEFAULTS, crashChoice).multiplier),
  },
  {
    id: 'coin-flip',
    setup: 'call heads',
    exactRtp: () => coinFlipExactRtp(COIN_FLIP_DEFAULTS),
    brokenExactRtp: () => coinFlipExactRtp(raise20(COIN_FLIP_DEFAULTS.rtpBasisPoints)),
    playRound: (randomness) => toNumber(playCoinFlip(randomness, COIN_FLIP_DEFAULTS, 'heads').multiplier),
  },
  {
    id: 'mines',
    setup: '3 mines, cash out after 5 safe tiles',
    exactRtp: () => minesExactRtp(MINES_DEFAULTS, minesPicks.length),
    brokenExactRtp: () =>
      minesExactRtp({ ...MINES_DEFAULTS, ...raise20(MINES_DEFAULTS.rtpBasisPoints) }, minesPicks.length),
    playRound: (randomness) => toNumber(playMines(randomness, MINES_DEFAULTS, { picks: minesPicks }).multiplier),
  },
  {
    id: 'keno',
    setup: '4 picks',
    exactRtp: () => kenoExactRtp(KENO_DEFAULTS, kenoPicks.length),
    // The two-hit payout, the one that returns the most on four picks.
    brokenExactRtp: () => kenoExactRtp(brokenKeno, kenoPicks.length),
    playRound: (randomness) => toNumber(playKeno(randomness, KENO_DEFAULTS, { picks: kenoPicks }).multiplier),
  },
  {
    id: 'pegfall',
    setup: '16 rows, medium risk',
    exactRtp: () => pegfallExactRtp(PEGFALL_DEFAULTS),
    // A bucket next to the middle, where many balls land.
    brokenExactRtp: () => pegfallExactRtp(PEGFALL_DEFAULTS, withRaisedEntry(pegfallPaytable(PEGFALL_DEFAULTS), 7)),
    playRound: (randomness) => toNumber(playPegfall(randomness, PEGFALL_DEFAULTS).multiplier),
  },
  {
    id: 'hi-lo',
    setup: 'guess the likelier side, cash out after 3 right guesses',
    exactRtp: () => hiLoExactRtp(HI_LO_DEFAULTS, hiLoGuesses),
    brokenExactRtp: () => hiLoExactRtp(raise20(HI_LO_DEFAULTS.rtpBasisPoints), hiLoGuesses),
    playRound: (randomness) => toNumber(playHiLo(randomness, HI_LO_DEFAULTS, hiLoGuesses).multiplier),
  },
  {
    id: 'tower',
    setup: 'medium, cash out after 4 floors',
    exactRtp: () => towerExactRtp(TOWER_DEFAULTS, towerTiles.length),
    brokenExactRtp: () =>
      towerExactRtp({ ...TOWER_DEFAULTS, ...raise20(TOWER_DEFAULTS.rtpBasisPoints) }, towerTiles.length),
    playRound: (randomness) => toNumber(playTower(randomness, TOWER_DEFAULTS, { tiles: towerTiles }).multiplier),
  },
  {
    id: 'wheel',
    setup: 'medium risk, 20 segments',
    exactRtp: () => wheelExactRtp(WHEEL_DEFAULTS),
    // The 6× segment.
    brokenExactRtp: () => wheelExactRtp(WHEEL_DEFAULTS, brokenWheel),
    playRound: (randomness) => toNumber(playWheel(randomness, WHEEL_DEFAULTS).multiplier),
  },
  {
    id: 'scratch',
    setup: 'one ticket',
    exactRtp: () => scratchExactRtp(SCRATCH_DEFAULTS),
    // The 2× prize, the one that returns the most.
    brokenExactRtp: () => scratchExactRtp(brokenScratch),
    playRound: (randomness) => toNumber(playScratch(randomness, SCRATCH_DEFAULTS).multiplier),
  },
];
