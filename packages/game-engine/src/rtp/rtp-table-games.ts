import { exact, mul, type Exact } from '../exact';
import { BACCARAT_BET_TYPES, baccaratExactRtp, playBaccarat, PUNTO_BANCO } from '../tables/baccarat/baccarat';
import { DRAGON_TIGER, dragonTigerExactRtp, playDragonTiger } from '../tables/dragon-tiger/dragon-tiger';
import type { RouletteBet } from '../tables/roulette/bets';
import { doubleBallExactRtp, playDoubleBallRoulette } from '../tables/roulette/double-ball';
import type { RouletteRules } from '../tables/roulette/roulette';
import {
  AMERICAN_ROULETTE,
  EUROPEAN_ROULETTE,
  FRENCH_ROULETTE,
  playRoulette,
  rouletteExactRtp,
} from '../tables/roulette/roulette';
import { playSicBo, SIC_BO, sicBoExactRtp } from '../tables/sic-bo/sic-bo';
import { bestHold, bestHoldWith } from '../tables/video-poker/best-hold';
import { DEUCES_WILD_EVALUATOR } from '../tables/video-poker/deuces-wild';
import { analyseVideoPokerWith, videoPokerExactRtp } from '../tables/video-poker/exact-rtp';
import { DEUCES_WILD_ILLINOIS, deucesWildPays, JACKS_OR_BETTER_9_6 } from '../tables/video-poker/paytable';
import { dealVideoPoker, drawVideoPoker, drawVideoPokerWith } from '../tables/video-poker/video-poker';
import { blackjackExactRtp, blackjackRtpWithNaturalPaying } from '../tables/blackjack/exact-rtp';
import { playBlackjackByStrategy, returnPerFirstStake } from '../tables/blackjack/play-strategy';
import { BLACKJACK } from '../tables/blackjack/rules';
import { threeCardPokerExactPrices } from '../tables/three-card-poker/exact-rtp';
import { playThreeCardPoker, THREE_CARD_POKER } from '../tables/three-card-poker/three-card-poker';
import { CARIBBEAN_STUD, playCaribbeanStud } from '../tables/caribbean-stud/caribbean-stud';
import { optimalDecision } from '../tables/caribbean-stud/exact-return';
import { caribbeanStudExactRtp, caribbeanStudRtpWithRaisePaying } from '../tables/caribbean-stud/exact-rtp';
import { CASINO_HOLDEM, dealCasinoHoldem, settleCasinoHoldem } from '../tables/casino-holdem/casino-holdem';
import { CASINO_HOLDEM_RULES_RTP, casinoHoldemRulesRtpWithFlushPaying } from '../tables/casino-holdem/exact-rtp';
import { callsByTheRules } from '../tables/casino-holdem/rules-strategy';
import { playCraps } from '../tables/craps/craps';
import { lineExactRtp, oneRollExactRtp } from '../tables/craps/exact-rtp';
import { CRAPS } from '../tables/craps/rules';
import { pontoonExactRtp, pontoonRtpWithPontoonPaying } from '../tables/pontoon/exact-rtp';
import { PONTOON } from '../tables/pontoon/rules';
import { playPontoonByStrategy, pontoonReturnPerFirstStake } from '../tables/pontoon/strategy';
import type { RtpGame } from './simulate';

/**
 * The table games for `npm run rtp`, each one bet of 100 minor units (so the whole-unit rounding of commissions and
 * half-backs is what a real stake meets). The broken variant pays every return 20% more.
 */
const STAKE = 100;
const raisedBy20Percent = (value: Exact) => mul(value, exact(6, 5));
const perUnit = (returns: readonly number[]) => (returns[0] ?? 0) / STAKE;

const roulette = (id: string, rules: RouletteRules, bet: RouletteBet, setup: string): RtpGame => ({
  id,
  setup,
  exactRtp: () => rouletteExactRtp(rules, bet),
  brokenExactRtp: () => raisedBy20Percent(rouletteExactRtp(rules, bet)),
  playRound: (randomness) => perUnit(playRoulette(rules, [bet], randomness).returns),
});

const red = { type: 'red', stake: STAKE } as const;
const DEUCES_WILD_PAYS = deucesWildPays(DEUCES_WILD_ILLINOIS);
const straight = { type: 'straight', numbers: [17], stake: STAKE } as const;

export const RTP_TABLE_GAMES: readonly RtpGame[] = [
  roulette('european-roulette', EUROPEAN_ROULETTE, straight, 'straight up on 17'),
  roulette('french-roulette', FRENCH_ROULETTE, red, 'red, la partage'),
  roulette('american-roulette', AMERICAN_ROULETTE, red, 'red'),
  {
    id: 'double-ball-roulette',
    setup: 'straight up on 17, half the stake on each ball',
    exactRtp: () => doubleBallExactRtp(straight),
    brokenExactRtp: () => raisedBy20Percent(doubleBallExactRtp(straight)),
    playRound: (randomness) => perUnit(playDoubleBallRoulette([straight], randomness).returns),
  },
  ...BACCARAT_BET_TYPES.map((type): RtpGame => ({
    id: `baccarat-${type}`,
    setup: `${type}, 8 decks`,
    exactRtp: () => baccaratExactRtp(PUNTO_BANCO, { type, stake: STAKE }),
    brokenExactRtp: () => raisedBy20Percent(baccaratExactRtp(PUNTO_BANCO, { type, stake: STAKE })),
    playRound: (randomness) => perUnit(playBaccarat(PUNTO_BANCO, [{ type, stake: STAKE }], randomness).returns),
  })),
  {
    id: 'sic-bo',
    setup: 'small',
    exactRtp: () => sicBoExactRtp(SIC_BO, { type: 'small', stake: STAKE }),
    brokenExactRtp: () => raisedBy20Percent(sicBoExactRtp(SIC_BO, { type: 'small', stake: STAKE })),
    playRound: (randomness) => perUnit(playSicBo(SIC_BO, [{ type: 'small', stake: STAKE }], randomness).returns),
  },
  {
    id: 'dragon-tiger',
    setup: 'dragon, half back on a tie',
    exactRtp: () => dragonTigerExactRtp(DRAGON_TIGER, { type: 'dragon', stake: STAKE }),
    brokenExactRtp: () => raisedBy20Percent(dragonTigerExactRtp(DRAGON_TIGER, { type: 'dragon', stake: STAKE })),
    playRound: (randomness) =>
      perUnit(playDragonTiger(DRAGON_TIGER, [{ type: 'dragon', stake: STAKE }], randomness).returns),
  },
  {
    id: 'video-poker',
    setup: 'Jacks or Better 9/6, optimal holds',
    exactRtp: () => videoPokerExactRtp(JACKS_OR_BETTER_9_6),
    // Two pair 2.4 for one instead of 2, played optimally for that table.
    brokenExactRtp: () => videoPokerExactRtp({ ...JACKS_OR_BETTER_9_6, 'two-pair': 240 }),
    playRound: (randomness) => {
      const deal = dealVideoPoker(STAKE, randomness);
      return drawVideoPoker(JACKS_OR_BETTER_9_6, deal, bestHold(deal.hand).held).returned / STAKE;
    },
  },
  {
    id: 'deuces-wild',
    setup: 'Illinois Deuces 25/15/9/4/4/3/2/1, optimal holds',
    exactRtp: () => analyseVideoPokerWith(DEUCES_WILD_EVALUATOR, DEUCES_WILD_PAYS).rtp,
    // Three of a kind 1.2 for one instead of 1, played optimally for that table.
    brokenExactRtp: () =>
      analyseVideoPokerWith(
        DEUCES_WILD_EVALUATOR,
        DEUCES_WILD_PAYS.map((pays, rank) => (rank === 1 ? 120 : pays)),
      ).rtp,
    playRound: (randomness) => {
      const deal = dealVideoPoker(STAKE, randomness);
      const { held } = bestHoldWith(deal.hand, DEUCES_WILD_EVALUATOR, DEUCES_WILD_PAYS);
      return drawVideoPokerWith(DEUCES_WILD_EVALUATOR, DEUCES_WILD_PAYS, deal, held).returned / STAKE;
    },
  },
  {
    id: 'blackjack',
    setup: "6 decks, S17, DAS, split to 3 hands, 3:2, the rules page's basic strategy, never insuring",
    exactRtp: blackjackExactRtp,
    // A natural paying 1:1 instead of 3:2.
    brokenExactRtp: () => blackjackRtpWithNaturalPaying(1),
    playRound: (randomness) => returnPerFirstStake(playBlackjackByStrategy(BLACKJACK, STAKE, randomness), STAKE),
  },
  {
    id: 'three-card-poker',
    setup: 'ante and play, Q-6-4, ante bonus 5-4-1',
    exactRtp: () => threeCardPokerExactPrices(THREE_CARD_POKER).anteAndPlay,
    // A straight's ante bonus at 2:1 instead of 1:1.
    brokenExactRtp: () =>
      threeCardPokerExactPrices({ ...THREE_CARD_POKER, anteBonus: { ...THREE_CARD_POKER.anteBonus, straight: 2 } })
        .anteAndPlay,
    playRound: (randomness) => {
      const round = playThreeCardPoker(THREE_CARD_POKER, { ante: STAKE, pairPlus: 0 }, randomness);
      return (round.anteReturn + round.playReturn + round.bonusReturn - round.play) / STAKE;
    },
  },
  {
    id: 'three-card-poker-pair-plus',
    setup: 'pair plus 40-30-6-3-1',
    exactRtp: () => threeCardPokerExactPrices(THREE_CARD_POKER).pairPlus,
    brokenExactRtp: () => raisedBy20Percent(threeCardPokerExactPrices(THREE_CARD_POKER).pairPlus),
    playRound: (randomness) =>
      playThreeCardPoker(THREE_CARD_POKER, { ante: STAKE, pairPlus: STAKE }, randomness).pairPlusReturn / STAKE,
  },
  {
    id: 'caribbean-stud',
    setup: 'ante and raise, the best raise or fold for the hand and up card (the first round builds its tables, ~3 s)',
    exactRtp: caribbeanStudExactRtp,
    // Two pair paying 3:1 instead of 2:1 on the raise, with the same decisions.
    brokenExactRtp: () => caribbeanStudRtpWithRaisePaying('two-pair', 3),
    playRound: (randomness) => {
      const round = playCaribbeanStud(CARIBBEAN_STUD, { ante: STAKE }, randomness, optimalDecision);
      return (round.anteReturn + round.raiseReturn - round.raise) / STAKE;
    },
  },
  {
    id: 'casino-holdem',
    setup:
      "ante and call, the rules page's strategy (the best decisions need a minute's count: npm run rtp:casino-holdem)",
    exactRtp: () => CASINO_HOLDEM_RULES_RTP,
    // A flush paying 3:1 instead of 2:1 on the ante, with the same decisions.
    brokenExactRtp: () => casinoHoldemRulesRtpWithFlushPaying(3),
    playRound: (randomness) => {
      const deal = dealCasinoHoldem(randomness);
      const decision = callsByTheRules(deal.player, deal.flop) ? 'call' : 'fold';
      const round = settleCasinoHoldem(CASINO_HOLDEM, { ante: STAKE }, deal, decision);
      return (round.anteReturn + round.callReturn - round.call) / STAKE;
    },
  },
  {
    id: 'craps-pass',
    setup: 'pass line, no odds',
    exactRtp: () => lineExactRtp('pass'),
    brokenExactRtp: () => raisedBy20Percent(lineExactRtp('pass')),
    playRound: (randomness) => (playCraps(CRAPS, [{ type: 'pass', stake: STAKE }], randomness).returns[0] ?? 0) / STAKE,
  },
  {
    id: 'craps-dont-pass',
    setup: "don't pass, bar 12, no odds",
    exactRtp: () => lineExactRtp('dont-pass'),
    brokenExactRtp: () => raisedBy20Percent(lineExactRtp('dont-pass')),
    playRound: (randomness) =>
      (playCraps(CRAPS, [{ type: 'dont-pass', stake: STAKE }], randomness).returns[0] ?? 0) / STAKE,
  },
  {
    id: 'craps-field',
    setup: 'field on the come-out roll, 2 double, 12 triple',
    exactRtp: () => oneRollExactRtp(CRAPS, 'field'),
    brokenExactRtp: () => raisedBy20Percent(oneRollExactRtp(CRAPS, 'field')),
    playRound: (randomness) => {
      const bets = [
        { type: 'pass', stake: STAKE },
        { type: 'field', stake: STAKE },
      ] as const;
      return (playCraps(CRAPS, bets, randomness).returns[1] ?? 0) / STAKE;
    },
  },
  {
    id: 'pontoon',
    setup: "1 deck, banker sticks on 17 and wins ties, pontoon and five-card trick 2:1, the rules page's strategy",
    exactRtp: pontoonExactRtp,
    // A pontoon paying 1:1 instead of 2:1.
    brokenExactRtp: () => pontoonRtpWithPontoonPaying(1),
    playRound: (randomness) => pontoonReturnPerFirstStake(playPontoonByStrategy(PONTOON, STAKE, randomness)),
  },
];
