/**
 * Pure game maths: outcomes from the randomness passed in, payouts, and each game's exact return to player. No I/O,
 * no clock, no randomness of its own (a lint rule bans `Math.random` here and on the server).
 */
export type { Randomness } from './randomness';
export type { Exact } from './exact';
export { add, compare, div, equals, exact, mul, ONE, sub, sum, toNumber, ZERO } from './exact';
export { commitmentOf } from './provably-fair/commitment';
export type { FairSeeds } from './provably-fair/hmac-words';
export { fairRandomness, type FairRandomness } from './provably-fair/fair-randomness';
export { winInMinorUnits } from './instant/payout';
export * from './instant/dice';
export * from './instant/limbo';
export * from './instant/crash';
export * from './instant/crash-flight';
export * from './instant/coin-flip';
export * from './instant/mines';
export { choose } from './instant/combinatorics';
export { MAX_MULTIPLIER_HUNDREDTHS, MIN_TARGET_HUNDREDTHS, reachProbability } from './instant/multiplier-draw';
export { simulate, type RtpGame, type Simulation } from './rtp/simulate';
export { RTP_GAMES } from './rtp/rtp-games';
export * from './instant/keno';
export * from './instant/pegfall';
export * from './instant/hi-lo';
export * from './instant/tower';
export * from './instant/wheel';
export * from './instant/scratch';
export type { RouletteBet, RouletteBetType } from './tables/roulette/bets';
export type { Pocket, Wheel } from './tables/roulette/layout';
export { DOUBLE_ZERO, isRed, isZero, legalPositions, pocketLabel } from './tables/roulette/layout';
export type { RouletteOutcome, RouletteRules } from './tables/roulette/roulette';
export type { DoubleBallOutcome } from './tables/roulette/double-ball';
export {
  DOUBLE_BALL_WHEEL,
  doubleBallExactRtp,
  doubleBallHitRate,
  drawDoubleBall,
  playDoubleBallRoulette,
} from './tables/roulette/double-ball';
export {
  AMERICAN_ROULETTE,
  EUROPEAN_ROULETTE,
  FRENCH_ROULETTE,
  playRoulette,
  rouletteExactRtp,
} from './tables/roulette/roulette';
export type { Card, Rank, Suit } from './tables/shared/cards';
export { cardLabel } from './tables/shared/cards';
export type { BaccaratBet, BaccaratBetType, BaccaratOutcome, BaccaratRules } from './tables/baccarat/baccarat';
export {
  BACCARAT_BET_TYPES,
  baccaratExactRtp,
  NO_COMMISSION_BACCARAT,
  playBaccarat,
  PUNTO_BANCO,
} from './tables/baccarat/baccarat';
export type { Dice, DieFace, SicBoBet, SicBoBetType, SicBoPaytable } from './tables/sic-bo/bets';
export type { SicBoOutcome, SicBoRules } from './tables/sic-bo/sic-bo';
export { playSicBo, SIC_BO, sicBoExactRtp } from './tables/sic-bo/sic-bo';
export type {
  DragonTigerBet,
  DragonTigerBetType,
  DragonTigerOutcome,
  DragonTigerRules,
} from './tables/dragon-tiger/dragon-tiger';
export {
  DRAGON_TIGER,
  DRAGON_TIGER_BET_TYPES,
  dragonTigerExactRtp,
  playDragonTiger,
} from './tables/dragon-tiger/dragon-tiger';
export type { CasinoWarBet, CasinoWarOutcome, CasinoWarRules } from './tables/casino-war/casino-war';
export { CASINO_WAR, casinoWarExactRtp, casinoWarTieExactRtp, playCasinoWar } from './tables/casino-war/casino-war';
export type { RedDogBet, RedDogOutcome, RedDogRules } from './tables/red-dog/red-dog';
export { playRedDog, RED_DOG, redDogExactRtp } from './tables/red-dog/red-dog';
export { actBlackjack, legalActions, startBlackjack } from './tables/blackjack/blackjack';
export { dealLiveBlackjack, standLiveBlackjack } from './tables/blackjack/live-blackjack';
export { handValue } from './tables/blackjack/hand-value';
export type { BlackjackRules } from './tables/blackjack/rules';
export { BLACKJACK } from './tables/blackjack/rules';
export type { BlackjackAction, BlackjackState, PlayerHand } from './tables/blackjack/state';
export type { HandRank } from './tables/video-poker/hand-rank';
export { HAND_RANKS } from './tables/video-poker/hand-rank';
export type { VideoPokerPaytable } from './tables/video-poker/paytable';
export { DEUCES_WILD_ILLINOIS, deucesWildPays, JACKS_OR_BETTER_9_6 } from './tables/video-poker/paytable';
export type { DeucesWildRank } from './tables/video-poker/deuces-wild';
export { DEUCES_WILD_EVALUATOR, DEUCES_WILD_RANKS } from './tables/video-poker/deuces-wild';
export type { PokerEvaluator } from './tables/video-poker/evaluator';
export { JACKS_OR_BETTER_EVALUATOR } from './tables/video-poker/evaluator';
export type { HoldAdvice } from './tables/video-poker/best-hold';
export { bestHold, bestHoldWith } from './tables/video-poker/best-hold';
export type { VideoPokerAnalysis } from './tables/video-poker/exact-rtp';
export { analyseVideoPoker, analyseVideoPokerWith, videoPokerExactRtp } from './tables/video-poker/exact-rtp';
export type { VideoPokerDeal, VideoPokerOutcome } from './tables/video-poker/video-poker';
export { dealVideoPoker, drawVideoPoker, drawVideoPokerWith, handRankOf } from './tables/video-poker/video-poker';
export type { BasicStrategy, StrategyCode } from './tables/blackjack/basic-strategy';
export { BASIC_STRATEGY, basicStrategyAction, UPCARD_COLUMNS } from './tables/blackjack/basic-strategy';
export { playBlackjackByStrategy, returnPerFirstStake } from './tables/blackjack/play-strategy';
export type { BlackjackExactReturn } from './tables/blackjack/exact-return';
export { blackjackExactReturn, paidNaturalChance } from './tables/blackjack/exact-return';
export type { BlackjackExactHitRate } from './tables/blackjack/exact-hit-rate';
export { blackjackExactHitRate } from './tables/blackjack/exact-hit-rate';
export {
  BLACKJACK_BASIC_STRATEGY_HIT_RATE,
  BLACKJACK_BASIC_STRATEGY_RTP,
  blackjackExactRtp,
  blackjackHitRate,
  blackjackRtpWithNaturalPaying,
} from './tables/blackjack/exact-rtp';
export type { HandScore, ThreeCardHand } from './tables/three-card-poker/hand-rank';
export { handOf as threeCardHandOf, THREE_CARD_HANDS } from './tables/three-card-poker/hand-rank';
export type {
  Showdown,
  ThreeCardPokerBet,
  ThreeCardPokerDeal,
  ThreeCardPokerDecision,
  ThreeCardPokerOutcome,
  ThreeCardPokerRules,
} from './tables/three-card-poker/three-card-poker';
export {
  dealThreeCardPoker,
  playsByQueenSixFour,
  playThreeCardPoker,
  settleThreeCardPoker,
  THREE_CARD_POKER,
} from './tables/three-card-poker/three-card-poker';
export type { ThreeCardPokerPrices } from './tables/three-card-poker/exact-rtp';
export { threeCardPokerExactPrices } from './tables/three-card-poker/exact-rtp';
export type { PokerHand, PokerScore } from './tables/caribbean-stud/hand-rank';
export { handOf as pokerHandOf, POKER_HANDS } from './tables/caribbean-stud/hand-rank';
export type {
  CaribbeanStudBet,
  CaribbeanStudDeal,
  CaribbeanStudDecision,
  CaribbeanStudOutcome,
  CaribbeanStudRules,
  CaribbeanStudShowdown,
  CaribbeanStudStrategy,
} from './tables/caribbean-stud/caribbean-stud';
export {
  CARIBBEAN_STUD,
  dealCaribbeanStud,
  playCaribbeanStud,
  RAISE_TIMES_ANTE,
  raiseFor as caribbeanStudRaiseFor,
  settleCaribbeanStud,
  upCardOf,
} from './tables/caribbean-stud/caribbean-stud';
export type { CaribbeanStudExactReturn } from './tables/caribbean-stud/exact-return';
export {
  caribbeanStudExactReturn,
  optimalDecision as caribbeanStudOptimalDecision,
} from './tables/caribbean-stud/exact-return';
export {
  CARIBBEAN_STUD_OPTIMAL_HIT_RATE,
  CARIBBEAN_STUD_OPTIMAL_RTP,
  CARIBBEAN_STUD_PAID_RAISES,
  caribbeanStudExactRtp,
  caribbeanStudHitRate,
  caribbeanStudRtpWithRaisePaying,
} from './tables/caribbean-stud/exact-rtp';
export type {
  CasinoHoldemBet,
  CasinoHoldemDeal,
  CasinoHoldemDecision,
  CasinoHoldemOutcome,
  CasinoHoldemRules,
  CasinoHoldemShowdown,
} from './tables/casino-holdem/casino-holdem';
export {
  CALL_TIMES_ANTE,
  callFor as casinoHoldemCallFor,
  CASINO_HOLDEM,
  dealCasinoHoldem,
  handOnTheFlop,
  PAIR_OF_FOURS,
  settleCasinoHoldem,
} from './tables/casino-holdem/casino-holdem';
export type { CasinoHoldemExactReturn } from './tables/casino-holdem/exact-return';
export { casinoHoldemExactReturn } from './tables/casino-holdem/exact-return';
export {
  CASINO_HOLDEM_CALL_RATE,
  CASINO_HOLDEM_OPTIMAL_HIT_RATE,
  CASINO_HOLDEM_OPTIMAL_RTP,
  casinoHoldemExactRtp,
  casinoHoldemHitRate,
} from './tables/casino-holdem/exact-rtp';
export type { CrapsBet, CrapsBetType, CrapsRules, LineBet, OneRollBet, Point } from './tables/craps/rules';
export { CRAPS, isLineBet, LINE_BETS, ONE_ROLL_BETS, POINTS } from './tables/craps/rules';
export type { CrapsAction, CrapsState, Roll } from './tables/craps/craps';
export {
  legalCrapsActions,
  maxOdds,
  playCraps,
  rollCraps,
  startCraps,
  takeOdds,
  totalReturn as crapsTotalReturn,
} from './tables/craps/craps';
export { lineExactRtp, lineHitRate, oddsExactRtp, oneRollExactRtp } from './tables/craps/exact-rtp';
export type { PontoonRules } from './tables/pontoon/rules';
export { PONTOON, PONTOON_MINIMUM_STICK } from './tables/pontoon/rules';
export type { PontoonAction, PontoonHandKind, PontoonState } from './tables/pontoon/state';
export { actPontoon, pontoonLegalActions, startPontoon } from './tables/pontoon/pontoon';
export { rankHand as rankPontoonHand } from './tables/pontoon/pontoon-hand';
export type { PontoonCode, PontoonStrategy } from './tables/pontoon/strategy';
export {
  playPontoonByStrategy,
  PONTOON_STRATEGY,
  pontoonReturnPerFirstStake,
  pontoonStrategyAction,
} from './tables/pontoon/strategy';
export type { PontoonExactReturn } from './tables/pontoon/exact-return';
export { pontoonExactReturn } from './tables/pontoon/exact-return';
export {
  PAID_PONTOON_CHANCE,
  PONTOON_STRATEGY_HIT_RATE,
  PONTOON_STRATEGY_RTP,
  pontoonExactRtp,
  pontoonHitRate,
  pontoonRtpWithPontoonPaying,
} from './tables/pontoon/exact-rtp';
export type { SlotDefinition, SlotVolatility } from './slots/definition';
export { SLOT_DEFINITION_VERSION, slotDefinitionSchema } from './slots/definition';
export { definitionProblems, maxSpinCoins, parseSlotDefinition, unreachableWinCap } from './slots/validate';
export type { SlotExactReturn } from './slots/exact-rtp';
export { slotExactRtp, TOP_AWARD_DISCLOSURE_ODDS, topAwardNeedsDisclosure } from './slots/exact-rtp';
export type { CascadeStep, CombinationWin, Position, SlotBet, SlotSpin, SlotState } from './slots/spin';
export { MAX_CASCADES } from './slots/cascades';
export { spin as spinSlot } from './slots/spin';
export { slotSpinView, type SlotSpinView } from './slots/spin-view';
export type { SlotCatalogueEntry } from './slots/generator';
export { generateSlotDefinition } from './slots/generator';
export { catalogueSlotDefinition, SLOT_CATALOGUE } from './slots/catalogue';
export { SLOT_COIN_VALUES } from './slots/bet-levels';
export type { SlotFacts } from './slots/slot-facts';
export { parseFraction, slotFacts, slotFactsInTurns } from './slots/slot-facts';
export { CATALOGUE_SLOT_FACTS } from './slots/catalogue-facts';
export { rollDie } from './tables/sic-bo/sic-bo';
export type { CardRole, DeckGame, DeckGameName, DiceGameName } from './provably-fair/seeded-rounds';
export {
  DECK_GAMES,
  DICE_GAMES,
  diceSequence,
  hiLoSequence,
  isDeckGame,
  isDiceGame,
  shoeOrder,
  towerTraps,
} from './provably-fair/seeded-rounds';
export type { SeededGame, SeededOptions, SeededRound } from './provably-fair/seeded-round';
export { isSeededGame, SEEDED_GAMES, seededRound } from './provably-fair/seeded-round';
export type { LiveHandOrder } from './provably-fair/live-hand-order';
export { liveHandOrder } from './provably-fair/live-hand-order';
