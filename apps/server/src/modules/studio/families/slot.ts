import { CURRENCY_CODE_PATTERN } from '@casino/contracts';
import type { SlotDefinition, SlotFacts, SlotSpin } from '@casino/game-engine';
import { exact, parseFraction, slotSpinView, spinSlot } from '@casino/game-engine';
import { z } from 'zod';
import type { FamilyAction, StudioGameFamily } from './family';
import { IllegalPlay } from './family';

/**
 * A slot game's parameters as the catalogue and each round record them: which title's maths and which version
 * (docs/slot-maths.md, "Versions"), and the currency whose coin values the bet is chosen from (play money plays on
 * the euro's). The studio attaches the version's definition and facts before any call (`expand`): the family stays
 * pure, and a round stores a few bytes instead of its reel strips.
 */
export type SlotParams = {
  maths: string;
  version: number;
  coinCurrency?: string | undefined;
  definition?: SlotDefinition;
  facts?: SlotFacts;
};

const params: z.ZodType<SlotParams> = z.object({
  maths: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/),
  version: z.number().int().min(1),
  coinCurrency: z.string().regex(CURRENCY_CODE_PATTERN).optional(),
});

const choice = z.object({ coin_value: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
type SlotChoice = z.infer<typeof choice>;

/** The currency of play money's coin values. */
export const DEMO_COIN_CURRENCY = 'EUR';

function definitionOf({ definition, maths, version }: SlotParams): SlotDefinition {
  // The studio loads a round's maths before replaying it; reaching here without it is a bug, not a player's error.
  if (!definition) throw new Error(`slot maths ${maths}@${version} is not loaded`);
  return definition;
}

function factsOf({ facts, maths, version }: SlotParams): SlotFacts {
  if (!facts) throw new Error(`slot facts of ${maths}@${version} are not loaded`);
  return facts;
}

/**
 * Video slots: a round is one paid spin and the free spins it triggers, all drawn in order from the round's seeds
 * and nonce, so the whole round (free spins included) is fixed the moment it opens and replays exactly. Each free
 * spin is a `spin` step the front end sends when it is ready to show it, so a round interrupted during free spins
 * resumes where it stopped (RTS 10); the round pays once, when its last free spin is played.
 */
export const slotFamily: StudioGameFamily<SlotParams, SlotChoice> = {
  id: 'slot',
  params,
  defaults: { maths: '', version: 1 },
  choice,
  exactRtp: (gameParams) => parseFraction(factsOf(gameParams).rtp),
  hitRate: (gameParams) => exact(Math.round(factsOf(gameParams).hitRate * 10_000), 10_000),
  play(gameParams, stake, { coin_value: coinValue }, actions, randomness) {
    const definition = definitionOf(gameParams);
    const currency = gameParams.coinCurrency ?? DEMO_COIN_CURRENCY;
    if (!definition.coinValues[currency]?.includes(coinValue)) {
      throw new IllegalPlay('choice.coin_value', `${coinValue} is not a coin value of this game in ${currency}`);
    }
    const bet = definition.coinsPerBet * coinValue;
    if (stake !== bet) throw new IllegalPlay('stake', `the stake of ${definition.coinsPerBet} coins is ${bet}`);
    const spins = [spinSlot(definition, { currency, coinValue }, randomness)];
    for (const step of actions) spins.push(nextFreeSpin(definition, spins.at(-1)!, step, randomness));
    const last = spins.at(-1)!;
    const roundWin = spins.reduce((total, spin) => total + spin.win, 0);
    const finished = last.state === null;
    return {
      staked: stake,
      returned: finished ? roundWin : null,
      actions: finished ? [] : ['spin'],
      view: {
        version: gameParams.version,
        coin_value: coinValue,
        bet,
        spins: spins.map(slotSpinView),
        free_spins_left: last.state?.freeSpinsLeft ?? 0,
        free_spins_played: spins.length - 1,
        round_win: roundWin,
      },
    };
  },
};

function nextFreeSpin(
  definition: SlotDefinition,
  previous: SlotSpin,
  step: FamilyAction,
  randomness: Parameters<typeof spinSlot>[2],
): SlotSpin {
  if (step.action !== 'spin') throw new IllegalPlay('action', `free spins are played with spin, not ${step.action}`);
  if (previous.state === null) throw new IllegalPlay('action', 'no free spins are left: the round is finished');
  return spinSlot(definition, previous.state.bet, randomness, previous.state);
}
