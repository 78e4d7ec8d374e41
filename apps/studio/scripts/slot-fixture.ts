/**
 * The preview fixture's slot (development only): a catalogue title's real maths, spun by the engine with made-up
 * randomness. `SLOT_TITLE` picks the title, `SLOT_THEME` redraws it in another theme, `SLOT_FREE_SPINS=1` makes
 * every paid spin land three scatters (to look at free spins).
 */
import { catalogueSlotDefinition, slotSpinView, spinSlot, type SlotSpin, type SlotState } from '@casino/game-engine';
import type { FamilyFixture } from './preview-families';

type Round = Parameters<FamilyFixture['open']>[0];
type Draw = Parameters<FamilyFixture['open']>[2];

const slug = process.env.SLOT_TITLE ?? 'fortunes-of-frostheim';
const generated = catalogueSlotDefinition(slug);
if (!generated) throw new Error(`no catalogue slot ${slug}`);
const definition = { ...generated, theme: process.env.SLOT_THEME ?? generated.theme };
const forceFreeSpins = process.env.SLOT_FREE_SPINS === '1';
const currency = 'EUR';

const states = new WeakMap<Round, { state: SlotState | null; spins: SlotSpin[] }>();

/** The first three reels on their scatter (every generated strip has one), the rest drawn. */
function scatterStops(draw: Draw) {
  let reel = 0;
  return {
    nextInt: (max: number) => {
      const at = reel;
      reel += 1;
      const strip = definition.reels.base[at] ?? [];
      return at < 3 && strip.includes(definition.scatter.symbol) ? strip.indexOf(definition.scatter.symbol) : draw(max);
    },
  };
}

function record(round: Round, coinValue: number, spins: SlotSpin[]) {
  const last = spins[spins.length - 1]!;
  const roundWin = spins.reduce((total, spin) => total + spin.win, 0);
  round.view = {
    version: 1,
    coin_value: coinValue,
    bet: coinValue * definition.coinsPerBet,
    spins: spins.map(slotSpinView),
    free_spins_left: last.state?.freeSpinsLeft ?? 0,
    free_spins_played: spins.length - 1,
    round_win: roundWin,
  };
  if (last.state === null) {
    round.status = 'finished';
    round.win = roundWin;
  }
  states.set(round, { state: last.state, spins });
}

export const slotFixture: FamilyFixture = {
  title: definition.title,
  payout: (definition.targetRtpBasisPoints / 100).toFixed(2),
  params: { maths: slug, version: 1 },
  session: () => ({
    version: 1,
    definition,
    coin_values: definition.coinValues[currency] ?? [],
    top_award: {
      symbol: 'H1',
      run: definition.grid.reels,
      coins: definition.paytable.H1?.at(-1) ?? 0,
      one_in: 123_456_789,
      rare: true,
    },
  }),
  open(round, choice, draw) {
    const coinValue = Number(choice.coin_value);
    const randomness = forceFreeSpins ? scatterStops(draw) : { nextInt: draw };
    record(round, coinValue, [spinSlot(definition, { currency, coinValue }, randomness)]);
  },
  act(round, _action, _details, draw) {
    const held = states.get(round);
    if (!held?.state) return;
    const spin = spinSlot(definition, held.state.bet, { nextInt: draw }, held.state);
    record(round, held.state.bet.coinValue, [...held.spins, spin]);
  },
  actionsOf: (round) => (round.status === 'finished' ? [] : ['spin']),
};
