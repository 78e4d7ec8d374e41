/**
 * Development only: stand-in answers of the studio API for the table games, so their front ends can be looked at
 * without a server. Outcomes come from the real engines with node:crypto randomness; the views are shaped as
 * apps/server/src/modules/studio/families/tables/ sends them (docs/studio-tables.md). Never part of a build.
 */
import {
  actBlackjack,
  actPontoon,
  AMERICAN_ROULETTE,
  BLACKJACK,
  CRAPS,
  crapsTotalReturn,
  legalCrapsActions,
  maxOdds,
  rollCraps,
  startCraps,
  takeOdds,
  type CrapsBet,
  type CrapsState,
  EUROPEAN_ROULETTE,
  FRENCH_ROULETTE,
  handValue,
  legalActions,
  playBaccarat,
  playDoubleBallRoulette,
  playRoulette,
  playSicBo,
  SIC_BO,
  type SicBoBet,
  PUNTO_BANCO,
  dealThreeCardPoker,
  settleThreeCardPoker,
  CARIBBEAN_STUD,
  caribbeanStudRaiseFor,
  dealCaribbeanStud,
  pokerHandOf,
  POKER_HANDS,
  settleCaribbeanStud,
  upCardOf,
  PONTOON,
  DEUCES_WILD_ILLINOIS as DEUCES_WILD_PAYS,
  DEUCES_WILD_RANKS,
  pontoonLegalActions,
  rankPontoonHand,
  startPontoon,
  type PontoonState,
  startBlackjack,
  THREE_CARD_POKER,
  threeCardHandOf,
  type BaccaratBet,
  type BlackjackAction,
  type BlackjackState,
  type Randomness,
  type RouletteBet,
} from '@casino/game-engine';
import { randomInt } from 'node:crypto';

export type Choice = Record<string, unknown>;
export type FixtureRound = {
  stake: number;
  win: number;
  status: 'open' | 'finished';
  view: Record<string, unknown>;
  actions: string[];
  act?: (action: string, details: Choice) => void;
};
export type TableFixture = {
  readonly title: string;
  readonly payout: string;
  readonly params: Record<string, unknown>;
  readonly open: (stake: number, choice: Choice) => FixtureRound;
};

/** A fixed pocket or deal makes a screenshot repeatable: FIXED_DRAWS=17,3 answers those draws first. */
const fixedDraws = (process.env.FIXED_DRAWS ?? '').split(',').filter(Boolean).map(Number);
const randomness: Randomness = { nextInt: (below) => fixedDraws.shift() ?? randomInt(below) };
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const ROULETTE_RULES = { european: EUROPEAN_ROULETTE, french: FRENCH_ROULETTE, american: AMERICAN_ROULETTE };
const roulette = (variant: keyof typeof ROULETTE_RULES, title: string, payout: string): TableFixture => ({
  title,
  payout,
  params: { variant },
  open(stake, choice) {
    const bets = choice.bets as RouletteBet[];
    const outcome = playRoulette(ROULETTE_RULES[variant], bets, randomness);
    return {
      stake,
      win: sum(outcome.returns),
      status: 'finished',
      actions: [],
      view: {
        pocket: outcome.pocket,
        label: outcome.label,
        color: pocketColour(outcome.pocket),
        bets: bets.map((bet, index) => ({ ...bet, returned: outcome.returns[index] })),
      },
    };
  },
});
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const pocketColour = (pocket: number) => (pocket === 0 || pocket === 37 ? 'green' : RED.has(pocket) ? 'red' : 'black');

/** Double Ball Roulette: both balls' pockets, labels and colours, as the server's view gives them. */
const doubleBallRoulette: TableFixture = {
  title: 'Double Ball Roulette',
  payout: '97.30',
  params: {},
  open(stake, choice) {
    const bets = choice.bets as RouletteBet[];
    const outcome = playDoubleBallRoulette(bets, randomness);
    return {
      stake,
      win: sum(outcome.returns),
      status: 'finished',
      actions: [],
      view: {
        pockets: outcome.pockets,
        labels: outcome.labels,
        colors: outcome.pockets.map(pocketColour),
        bets: bets.map((bet, index) => ({ ...bet, returned: outcome.returns[index] })),
      },
    };
  },
};

function blackjackView(state: BlackjackState): Record<string, unknown> {
  const shown = (hand: BlackjackState['hands'][number]) => ({
    cards: hand.cards,
    ...handValue(hand.cards),
    stake: hand.stake,
    doubled: hand.doubled,
    finished: hand.finished,
  });
  if (state.phase !== 'settled' || !state.returns) {
    const upcard = state.dealer.slice(0, 1);
    return {
      phase: state.phase,
      dealer: upcard,
      dealer_total: handValue(upcard).total,
      hands: state.hands.map(shown),
      active: state.active,
      insurance_stake: state.insuranceStake,
    };
  }
  const returns = state.returns;
  return {
    phase: state.phase,
    dealer: state.dealer,
    dealer_total: handValue(state.dealer).total,
    hands: state.hands.map((hand, index) => {
      const returned = returns.hands[index]!;
      const natural = !hand.fromSplit && hand.cards.length === 2 && handValue(hand.cards).total === 21;
      const result = returned === 0 ? 'lose' : returned === hand.stake ? 'push' : natural ? 'blackjack' : 'win';
      return { ...shown(hand), result, returned };
    }),
    active: state.active,
    insurance: state.insuranceStake > 0 ? { stake: state.insuranceStake, returned: returns.insurance } : null,
  };
}

function blackjackRound(state: BlackjackState, round?: FixtureRound): FixtureRound {
  const next: FixtureRound = round ?? { stake: 0, win: 0, status: 'open', view: {}, actions: [] };
  next.stake = sum([...state.hands.map((hand) => hand.stake), state.insuranceStake]);
  next.view = blackjackView(state);
  next.actions = legalActions(BLACKJACK, state);
  next.status = state.phase === 'settled' ? 'finished' : 'open';
  next.win = state.returns ? sum([...state.returns.hands, state.returns.insurance]) : 0;
  let current = state;
  next.act = (action, details) => {
    const engineAction = (
      action === 'insurance' ? { type: 'insurance', take: details.take === true } : { type: action }
    ) as BlackjackAction;
    current = actBlackjack(BLACKJACK, current, engineAction, randomness);
    blackjackRound(current, next);
  };
  return next;
}

/** As the pontoon family shows it: the banker's cards only counted until the round settles. */
function pontoonView(state: PontoonState): Record<string, unknown> {
  const shown = (cards: PontoonState['cards']) => ({ cards, ...handValue(cards), kind: rankPontoonHand(cards).kind });
  const player = { ...shown(state.cards), stake: state.stake, first_stake: state.firstStake, twisted: state.twisted };
  if (state.phase !== 'settled' || state.returned === undefined) {
    return { phase: state.phase, player, banker: { face_down: state.banker.length } };
  }
  const result = state.returned > 0 ? 'win' : 'lose';
  return { phase: state.phase, player, banker: shown(state.banker), result, returned: state.returned };
}

function pontoonRound(state: PontoonState, round?: FixtureRound): FixtureRound {
  const next: FixtureRound = round ?? { stake: 0, win: 0, status: 'open', view: {}, actions: [] };
  next.stake = state.stake;
  next.view = pontoonView(state);
  next.actions = pontoonLegalActions(state);
  next.status = state.phase === 'settled' ? 'finished' : 'open';
  next.win = state.returned ?? 0;
  next.act = (action) => {
    const after = actPontoon(PONTOON, state, { type: action as 'twist' | 'buy' | 'stick' }, randomness);
    pontoonRound(after, next);
  };
  return next;
}

const VIDEO_POKER_PAYTABLE = [
  { hand: 'royal-flush', pays: 800 },
  { hand: 'straight-flush', pays: 50 },
  { hand: 'four-of-a-kind', pays: 25 },
  { hand: 'full-house', pays: 9 },
  { hand: 'flush', pays: 6 },
  { hand: 'straight', pays: 4 },
  { hand: 'three-of-a-kind', pays: 3 },
  { hand: 'two-pair', pays: 2 },
  { hand: 'jacks-or-better', pays: 1 },
];

const dealtCard = () => ({
  rank: randomness.nextInt(13) + 1,
  suit: (['spades', 'hearts', 'diamonds', 'clubs'] as const)[randomness.nextInt(4)],
});

/** Red dog with aces high; a made-up deal that still has the server's shapes (docs/studio-tables.md). */
function redDogRound(stake: number): FixtureRound {
  const first = { ...dealtCard(), rank: 4 };
  const second = { ...dealtCard(), rank: 10 };
  const spread = second.rank - first.rank - 1;
  const round: FixtureRound = {
    stake,
    win: 0,
    status: 'open',
    actions: ['raise', 'stand'],
    view: { phase: 'spread', cards: [first, second], spread, pays: 1 },
  };
  round.act = (action) => {
    const raised = action === 'raise';
    const third = dealtCard();
    const between = third.rank > first.rank && third.rank < second.rank;
    round.stake = raised ? stake * 2 : stake;
    round.status = 'finished';
    round.actions = [];
    round.win = between ? round.stake * 2 : 0;
    round.view = {
      phase: 'settled',
      cards: [first, second, third],
      spread,
      pays: 1,
      raise: raised,
      result: between ? 'win' : 'lose',
    };
  };
  return round;
}

/** Casino war dealt to a tie, so the war decision shows; a made-up deal in the server's shapes. */
function casinoWarRound(stake: number, choice: Choice): FixtureRound {
  const bets = choice.bets as { type: 'main' | 'tie'; stake: number }[];
  const main = bets.find((bet) => bet.type === 'main')?.stake ?? 0;
  const player = [{ rank: 9, suit: 'clubs' }];
  const dealer = [{ rank: 9, suit: 'hearts' }];
  const round: FixtureRound = {
    stake,
    win: 0,
    status: 'open',
    actions: ['war', 'surrender'],
    view: { phase: 'tie', player, dealer, bets: bets.map(({ type, stake: betStake }) => ({ type, stake: betStake })) },
  };
  round.act = (action) => {
    const war = action === 'war';
    const settled = bets.map((bet) => ({
      ...bet,
      returned: bet.type === 'tie' ? bet.stake * 11 : war ? main * 3 : Math.floor(main / 2),
    }));
    round.stake = war ? stake + main : stake;
    round.status = 'finished';
    round.actions = [];
    round.win = sum(settled.map((bet) => bet.returned));
    round.view = {
      phase: 'settled',
      player: war ? [...player, { rank: 12, suit: 'spades' }] : player,
      dealer: war ? [...dealer, { rank: 6, suit: 'diamonds' }] : dealer,
      raise: war ? main : 0,
      result: war ? 'won-war' : 'surrendered',
      bets: settled,
    };
  };
  return round;
}

const THREE_CARD_PAYTABLE = {
  ante_bonus: [
    { hand: 'straight-flush', pays: 5 },
    { hand: 'three-of-a-kind', pays: 4 },
    { hand: 'straight', pays: 1 },
  ],
  pair_plus: [
    { hand: 'straight-flush', pays: 40 },
    { hand: 'three-of-a-kind', pays: 30 },
    { hand: 'straight', pays: 6 },
    { hand: 'flush', pays: 3 },
    { hand: 'pair', pays: 1 },
  ],
};

function threeCardPokerRound(stake: number, choice: Choice): FixtureRound {
  const bets = choice.bets as { type: 'ante' | 'pair-plus'; stake: number }[];
  const slip = {
    ante: bets.find((bet) => bet.type === 'ante')?.stake ?? 0,
    pairPlus: bets.find((bet) => bet.type === 'pair-plus')?.stake ?? 0,
  };
  const deal = dealThreeCardPoker(randomness);
  const round: FixtureRound = {
    stake,
    win: 0,
    status: 'open',
    actions: ['play', 'fold'],
    view: {
      phase: 'decision',
      player: deal.player,
      player_hand: threeCardHandOf(deal.player),
      bets,
      paytable: THREE_CARD_PAYTABLE,
    },
  };
  round.act = (action) => {
    const outcome = settleThreeCardPoker(THREE_CARD_POKER, slip, deal, action === 'play' ? 'play' : 'fold');
    round.stake = stake + outcome.play;
    round.status = 'finished';
    round.actions = [];
    round.win = outcome.anteReturn + outcome.playReturn + outcome.bonusReturn + outcome.pairPlusReturn;
    round.view = {
      phase: 'settled',
      player: outcome.player,
      dealer: outcome.dealer,
      player_hand: outcome.playerHand,
      dealer_hand: outcome.dealerHand,
      decision: outcome.decision,
      showdown: outcome.showdown,
      ante_bonus: outcome.bonusReturn,
      bets: [
        { type: 'ante', stake: slip.ante, returned: outcome.anteReturn },
        ...(outcome.play > 0 ? [{ type: 'play', stake: outcome.play, returned: outcome.playReturn }] : []),
        ...(slip.pairPlus > 0 ? [{ type: 'pair-plus', stake: slip.pairPlus, returned: outcome.pairPlusReturn }] : []),
      ],
      paytable: THREE_CARD_PAYTABLE,
    };
  };
  return round;
}

const STUD_PAYTABLE = [...POKER_HANDS].reverse().map((hand) => ({ hand, pays: CARIBBEAN_STUD.raisePays[hand] }));

function caribbeanStudRound(stake: number): FixtureRound {
  const deal = dealCaribbeanStud(randomness);
  const round: FixtureRound = {
    stake,
    win: 0,
    status: 'open',
    actions: ['raise', 'fold'],
    view: {
      phase: 'decision',
      player: deal.player,
      player_hand: pokerHandOf(deal.player),
      dealer: [upCardOf(deal)],
      bets: [{ type: 'ante', stake }],
      raise: caribbeanStudRaiseFor(stake),
      paytable: STUD_PAYTABLE,
    },
  };
  round.act = (action) => {
    const outcome = settleCaribbeanStud(CARIBBEAN_STUD, { ante: stake }, deal, action === 'raise' ? 'raise' : 'fold');
    round.stake = stake + outcome.raise;
    round.status = 'finished';
    round.actions = [];
    round.win = outcome.anteReturn + outcome.raiseReturn;
    round.view = {
      phase: 'settled',
      player: outcome.player,
      dealer: outcome.dealer,
      player_hand: outcome.playerHand,
      dealer_hand: outcome.dealerHand,
      dealer_qualifies: outcome.dealerQualifies,
      decision: outcome.decision,
      showdown: outcome.showdown,
      bets: [
        { type: 'ante', stake, returned: outcome.anteReturn },
        ...(outcome.raise > 0 ? [{ type: 'raise', stake: outcome.raise, returned: outcome.raiseReturn }] : []),
      ],
      paytable: STUD_PAYTABLE,
    };
  };
  return round;
}

function crapsView(state: CrapsState): Record<string, unknown> {
  const last = state.rolls.at(-1);
  return {
    phase: state.phase,
    point: state.point,
    rolls: state.rolls,
    total: last ? last[0] + last[1] : null,
    bets: state.bets.map((bet, index) => ({ ...bet, returned: state.returns[index] ?? null })),
    odds: state.odds > 0 ? { stake: state.odds, returned: state.oddsReturn } : null,
    max_odds: legalCrapsActions(state).includes('odds') ? maxOdds(CRAPS, state) : 0,
  };
}

function crapsRound(stake: number, choice: Choice): FixtureRound {
  let state = startCraps(choice.bets as CrapsBet[]);
  const round: FixtureRound = { stake, win: 0, status: 'open', actions: ['roll'], view: crapsView(state) };
  round.act = (action, details) => {
    state = action === 'odds' ? takeOdds(CRAPS, state, Number(details.stake)) : rollCraps(CRAPS, state, randomness);
    round.stake = stake + state.odds;
    round.actions = legalCrapsActions(state);
    round.status = state.phase === 'settled' ? 'finished' : 'open';
    round.win = state.phase === 'settled' ? crapsTotalReturn(state) : 0;
    round.view = crapsView(state);
  };
  return round;
}

export const TABLE_FIXTURES: Record<string, TableFixture> = {
  craps: { title: 'Craps', payout: '83.33', params: {}, open: crapsRound },
  'three-card-poker': { title: 'Three Card Poker', payout: '92.72', params: {}, open: threeCardPokerRound },
  'caribbean-stud': { title: 'Caribbean Stud', payout: '94.77', params: {}, open: caribbeanStudRound },
  'sic-bo': {
    title: 'Sic Bo',
    payout: '81.02',
    params: {},
    open(stake, choice) {
      const bets = choice.bets as SicBoBet[];
      const outcome = playSicBo(SIC_BO, bets, randomness);
      return {
        stake,
        win: sum(outcome.returns),
        status: 'finished',
        actions: [],
        view: {
          dice: outcome.dice,
          total: sum(outcome.dice),
          bets: bets.map((bet, index) => ({ ...bet, returned: outcome.returns[index] })),
        },
      };
    },
  },
  'casino-war': { title: 'Casino War', payout: '81.35', params: {}, open: casinoWarRound },
  'red-dog': { title: 'Red Dog', payout: '97.25', params: {}, open: redDogRound },
  'dragon-tiger': {
    title: 'Dragon Tiger',
    payout: '67.23',
    params: {},
    open(stake, choice) {
      const [dragon, tiger] = [dealtCard(), dealtCard()];
      const winner = dragon.rank > tiger.rank ? 'dragon' : dragon.rank < tiger.rank ? 'tiger' : 'tie';
      const bets = choice.bets as { type: 'dragon' | 'tiger' | 'tie'; stake: number }[];
      const returned = (bet: (typeof bets)[number]) =>
        bet.type === winner ? bet.stake * (winner === 'tie' ? 9 : 2) : winner === 'tie' ? Math.floor(bet.stake / 2) : 0;
      const settled = bets.map((bet) => ({ ...bet, returned: returned(bet) }));
      return {
        stake,
        win: sum(settled.map((bet) => bet.returned)),
        status: 'finished',
        actions: [],
        view: { dragon, tiger, winner, bets: settled },
      };
    },
  },
  roulette: roulette('european', 'European Roulette', '97.30'),
  'roulette-french': roulette('french', 'French Roulette', '97.30'),
  'roulette-american': roulette('american', 'American Roulette', '92.11'),
  'double-ball-roulette': doubleBallRoulette,
  blackjack: {
    title: 'Blackjack',
    payout: '99.57',
    params: { ...BLACKJACK },
    open: (stake) => blackjackRound(startBlackjack(BLACKJACK, stake, randomness)),
  },
  pontoon: {
    title: 'Pontoon',
    payout: '97.54',
    params: { ...PONTOON },
    open: (stake) => pontoonRound(startPontoon(PONTOON, stake, randomness)),
  },
  baccarat: {
    title: 'Baccarat',
    payout: '85.64',
    params: { commission: 5, tie: 8, pairs: true },
    open(stake, choice) {
      const bets = choice.bets as BaccaratBet[];
      const outcome = playBaccarat(PUNTO_BANCO, bets, randomness);
      return {
        stake,
        win: sum(outcome.returns),
        status: 'finished',
        actions: [],
        view: {
          player: outcome.player,
          banker: outcome.banker,
          player_total: outcome.playerTotal,
          banker_total: outcome.bankerTotal,
          winner: outcome.winner,
          player_pair: outcome.playerPair,
          banker_pair: outcome.bankerPair,
          bets: bets.map((bet, index) => ({ ...bet, returned: outcome.returns[index] })),
        },
      };
    },
  },
  'video-poker': {
    title: 'Jacks or Better',
    payout: '99.54',
    params: {},
    open(stake) {
      const hand = [
        { rank: 11, suit: 'hearts' },
        { rank: 4, suit: 'clubs' },
        { rank: 11, suit: 'spades' },
        { rank: 9, suit: 'diamonds' },
        { rank: 1, suit: 'hearts' },
      ];
      const round: FixtureRound = {
        stake,
        win: 0,
        status: 'open',
        actions: ['draw'],
        view: { hand, paytable: VIDEO_POKER_PAYTABLE },
      };
      round.act = (_action, details) => {
        const held = details.hold as boolean[];
        const replacements = [
          { rank: 11, suit: 'diamonds' },
          { rank: 2, suit: 'spades' },
          { rank: 6, suit: 'hearts' },
        ];
        const finalHand = hand.map((card, index) => (held[index] ? card : (replacements.shift() ?? card)));
        round.status = 'finished';
        round.actions = [];
        round.win = stake * 3;
        round.view = { hand, held, final_hand: finalHand, hand_rank: 'three-of-a-kind', multiplier: '3.0000' };
      };
      return round;
    },
  },
  'video-poker-deuces': {
    title: 'Deuces Wild',
    payout: '98.91',
    params: { paytable: 'deuces-wild-illinois' },
    open(stake) {
      const pays = DEUCES_WILD_PAYS;
      const hand = [
        { rank: 2, suit: 'hearts' },
        { rank: 9, suit: 'clubs' },
        { rank: 9, suit: 'spades' },
        { rank: 13, suit: 'diamonds' },
        { rank: 4, suit: 'hearts' },
      ];
      const paytable = [...DEUCES_WILD_RANKS]
        .reverse()
        .filter((rank) => pays[rank] > 0)
        .map((rank) => ({ hand: rank, pays: String(pays[rank] / 100) }));
      const round: FixtureRound = { stake, win: 0, status: 'open', actions: ['draw'], view: { hand, paytable } };
      round.act = (_action, details) => {
        const held = details.hold as boolean[];
        const replacements = [
          { rank: 9, suit: 'diamonds' },
          { rank: 2, suit: 'spades' },
          { rank: 6, suit: 'hearts' },
        ];
        const finalHand = hand.map((card, index) => (held[index] ? card : (replacements.shift() ?? card)));
        round.status = 'finished';
        round.actions = [];
        round.win = stake * 15;
        round.view = {
          hand,
          held,
          final_hand: finalHand,
          hand_rank: 'five-of-a-kind',
          multiplier: '15.0000',
          paytable,
        };
      };
      return round;
    },
  },
};
