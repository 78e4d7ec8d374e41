import {
  COIN_FLIP_DEFAULTS,
  commitmentOf,
  CRASH_DEFAULTS,
  DICE_DEFAULTS,
  drawCrashPoint,
  drawDoubleBall,
  EUROPEAN_ROULETTE,
  fairRandomness,
  isRed,
  isZero,
  KENO_DEFAULTS,
  LIMBO_DEFAULTS,
  MINES_DEFAULTS,
  playCoinFlip,
  playDice,
  playKeno,
  playLimbo,
  playMines,
  playPegfall,
  playRoulette,
  pocketLabel,
  SEEDED_GAMES,
  seededRound,
  toNumber,
  type CoinSide,
  type FairSeeds,
  type PegfallRisk,
  type PegfallRows,
  type Randomness,
  type SeededGame,
  type SeededRound,
  type TowerDifficulty,
  type WheelRisk,
} from '@casino/game-engine';

/** Instant games replayed draw by draw: their whole outcome is the seeds'. */
export const INSTANT_GAMES = [
  'dice',
  'limbo',
  'crash',
  'coin-flip',
  'roulette',
  'double-ball-roulette',
  'keno',
  'mines',
  'pegfall',
] as const;
type InstantGame = (typeof INSTANT_GAMES)[number];

/**
 * The families whose every rule is in the engine, so the seeds alone replay a round: the instant games, then the
 * games shown as what their seeds fix (the engine's SEEDED_GAMES, where a new card or dice game is one line).
 */
export const ENGINE_GAMES = [...INSTANT_GAMES, ...SEEDED_GAMES] as const;
export type EngineGame = InstantGame | SeededGame;

/**
 * Every studio family the page checks. A video slot comes last: its reels and pays are a published version of the
 * title's maths, fetched by id and version before the seeds can replay it (verify-slot-round.ts).
 */
export const VERIFIABLE_GAMES = [...ENGINE_GAMES, 'slot'] as const;
export type VerifiableGame = EngineGame | 'slot';

/** Cards, hi-lo cards or dice a seeded round shows at first; "show more" adds as many again. */
export const SHOWN_AT_FIRST = 12;

export const isVerifiableGame = (value: string | null): value is VerifiableGame =>
  (VERIFIABLE_GAMES as readonly (string | null)[]).includes(value);

/** The player's choices that change what a round shows; the rest of each game's rules are the engine's defaults. */
export type GameChoices = {
  readonly diceTargetHundredths: number;
  readonly diceDirection: 'under' | 'over';
  readonly mines: number;
  readonly kenoPicks: readonly number[];
  readonly pegfallRows: PegfallRows;
  readonly pegfallRisk: PegfallRisk;
  readonly towerDifficulty: TowerDifficulty;
  readonly towerFloors: number;
  readonly wheelRisk: WheelRisk;
};

export const DEFAULT_CHOICES: GameChoices = {
  diceTargetHundredths: 5000,
  diceDirection: 'under',
  mines: MINES_DEFAULTS.mines,
  kenoPicks: [],
  pegfallRows: 16,
  pegfallRisk: 'medium',
  towerDifficulty: 'medium',
  towerFloors: 8,
  wheelRisk: 'medium',
};

export type RouletteColour = 'red' | 'black' | 'green';
export type RoulettePocket = { pocket: number; label: string; colour: RouletteColour };

/** A European pocket as the page shows it: its number and its colour. */
const rouletteColour = (pocket: number): RouletteColour => (isZero(pocket) ? 'green' : isRed(pocket) ? 'red' : 'black');

export type RoundOutcome =
  | { game: 'dice'; rollHundredths: number; won: boolean; multiplier: number }
  | { game: 'limbo'; resultHundredths: number }
  | { game: 'crash'; crashPointHundredths: number }
  | { game: 'coin-flip'; side: CoinSide }
  | ({ game: 'roulette' } & RoulettePocket)
  | { game: 'double-ball-roulette'; balls: readonly [RoulettePocket, RoulettePocket] }
  | { game: 'keno'; drawn: readonly number[]; hits: number | null; multiplier: number | null }
  | { game: 'mines'; mineTiles: readonly number[] }
  | { game: 'pegfall'; path: readonly boolean[]; bucket: number; multiplier: number }
  | { game: SeededGame; seeded: SeededRound };

/** One `nextInt(max)` call of the round, in the order the game made it. */
export type Draw = { readonly max: number; readonly value: number };

export type VerifiedRound = {
  readonly outcome: RoundOutcome;
  readonly draws: readonly Draw[];
  /** HMAC blocks (cursors) and bytes the round read, rejected words included. */
  readonly usage: { cursors: number; bytes: number } | null;
};

/** Whether the revealed seed hashes to the commitment shown before play (case and spaces aside). */
export function commitmentMatches(serverSeed: string, commitment: string): boolean {
  return commitmentOf(serverSeed) === commitment.trim().toLowerCase();
}

function recording(randomness: Randomness, draws: Draw[]): Randomness {
  return {
    nextInt(max) {
      const value = randomness.nextInt(max);
      draws.push({ max, value });
      return value;
    },
  };
}

function outcomeOf(game: InstantGame, randomness: Randomness, choices: GameChoices): RoundOutcome {
  switch (game) {
    case 'dice': {
      const round = playDice(randomness, DICE_DEFAULTS, {
        targetHundredths: choices.diceTargetHundredths,
        direction: choices.diceDirection,
      });
      return { game, rollHundredths: round.rollHundredths, won: round.won, multiplier: toNumber(round.multiplier) };
    }
    case 'limbo':
      // The result does not depend on the target, so the page needs none: any legal target draws the same.
      return {
        game,
        resultHundredths: playLimbo(randomness, LIMBO_DEFAULTS, { targetHundredths: 200 }).resultHundredths,
      };
    case 'crash':
      return { game, crashPointHundredths: drawCrashPoint(randomness, CRASH_DEFAULTS) };
    case 'coin-flip':
      return { game, side: playCoinFlip(randomness, COIN_FLIP_DEFAULTS, 'heads').side };
    case 'roulette': {
      const { pocket, label } = playRoulette(EUROPEAN_ROULETTE, [], randomness);
      return { game, pocket, label, colour: rouletteColour(pocket) };
    }
    case 'double-ball-roulette': {
      // The two balls are the round's first two numbers, in launch order, whatever was bet.
      const ball = (pocket: number): RoulettePocket => ({
        pocket,
        label: pocketLabel(pocket),
        colour: rouletteColour(pocket),
      });
      const [first, second] = drawDoubleBall(randomness);
      return { game, balls: [ball(first), ball(second)] };
    }
    case 'keno': {
      // The ten numbers are drawn before, and regardless of, the picks: without picks the draw is still the round's.
      const picked = choices.kenoPicks.length > 0;
      const round = playKeno(randomness, KENO_DEFAULTS, { picks: picked ? choices.kenoPicks : [1] });
      return {
        game,
        drawn: round.drawn,
        hits: picked ? round.hits : null,
        multiplier: picked ? toNumber(round.multiplier) : null,
      };
    }
    case 'mines':
      // Mines are placed before the first pick, so one pick is enough to replay where they were.
      return {
        game,
        mineTiles: playMines(randomness, { ...MINES_DEFAULTS, mines: choices.mines }, { picks: [0] }).mineTiles,
      };
    case 'pegfall': {
      const round = playPegfall(randomness, { rows: choices.pegfallRows, risk: choices.pegfallRisk });
      return { game, path: round.path, bucket: round.bucket, multiplier: toNumber(round.multiplier) };
    }
  }
}

const isInstantGame = (game: EngineGame): game is InstantGame => (INSTANT_GAMES as readonly string[]).includes(game);

/**
 * Replays one round in the browser with the engine the server plays it with. An instant game's every number drawn is
 * recorded; a seeded game shows its first `shown` cards or dice (no draw list: a shoe's draws are its cards).
 */
export function verifyRound(
  seeds: FairSeeds,
  game: EngineGame,
  choices: GameChoices,
  shown = SHOWN_AT_FIRST,
): VerifiedRound {
  if (!isInstantGame(game)) {
    const seeded = seededRound(game, seeds, { count: shown, ...choices });
    return { outcome: { game, seeded }, draws: [], usage: null };
  }
  const randomness = fairRandomness(seeds);
  const draws: Draw[] = [];
  const outcome = outcomeOf(game, recording(randomness, draws), choices);
  return { outcome, draws, usage: randomness.usage() };
}
