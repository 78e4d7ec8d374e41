import type { SeedVolatility } from './build-catalog';

/**
 * Building blocks for live, RNG table and instant games. Titles are "<flair> <base>" ("Velvet Roulette Live"),
 * because the base names are generic game types nobody owns, while the flair makes each title ours.
 */
export type GameBase = {
  name: string;
  /** Return to player in basis points; fixed by the rules of the game, not by the studio. */
  payoutBasisPoints: number;
  volatility: SeedVolatility;
};

export const LIVE_FLAIR = [
  'Velvet',
  'Sapphire',
  'Imperial',
  'Ivory',
  'Onyx',
  'Crystal',
  'Emerald',
  'Platinum',
  'Midnight',
  'Riviera',
  'Grand Salon',
  'Diamond',
  'Pearl',
  'Monarch',
  'Champagne',
  'Marquee',
] as const;

export const LIVE_BASES: readonly GameBase[] = [
  { name: 'Roulette Live', payoutBasisPoints: 9730, volatility: 'medium' },
  { name: 'Speed Roulette', payoutBasisPoints: 9730, volatility: 'medium' },
  { name: 'Auto Roulette', payoutBasisPoints: 9730, volatility: 'medium' },
  { name: 'Double Ball Roulette', payoutBasisPoints: 9730, volatility: 'high' },
  { name: 'Blackjack', payoutBasisPoints: 9952, volatility: 'low' },
  { name: 'Blackjack Lounge', payoutBasisPoints: 9952, volatility: 'low' },
  { name: 'Speed Blackjack', payoutBasisPoints: 9950, volatility: 'low' },
  { name: 'Blackjack VIP', payoutBasisPoints: 9952, volatility: 'low' },
  { name: 'Baccarat', payoutBasisPoints: 9894, volatility: 'low' },
  { name: 'Baccarat Squeeze', payoutBasisPoints: 9894, volatility: 'low' },
  { name: 'No Commission Baccarat', payoutBasisPoints: 9876, volatility: 'low' },
  { name: 'Dragon Tiger', payoutBasisPoints: 9627, volatility: 'medium' },
  { name: 'Sic Bo Live', payoutBasisPoints: 9722, volatility: 'high' },
  { name: "Casino Hold'em Live", payoutBasisPoints: 9784, volatility: 'medium' },
  { name: 'Three Card Poker Live', payoutBasisPoints: 9663, volatility: 'medium' },
];

/** Game shows carry invented names of their own, so they take no flair. */
export const LIVE_SHOWS: readonly GameBase[] = [
  { name: 'Prize Tower Live', payoutBasisPoints: 9600, volatility: 'high' },
  { name: 'Starlight Spin Show', payoutBasisPoints: 9580, volatility: 'high' },
  { name: 'Coin Carnival Live', payoutBasisPoints: 9620, volatility: 'very-high' },
  { name: 'Lucky Lanes Live', payoutBasisPoints: 9550, volatility: 'high' },
  { name: 'Jackpot Jamboree Show', payoutBasisPoints: 9570, volatility: 'very-high' },
  { name: 'Treasure Tumble Live', payoutBasisPoints: 9610, volatility: 'high' },
  { name: 'Golden Grid Game Show', payoutBasisPoints: 9590, volatility: 'high' },
  { name: 'Big Top Wheel Live', payoutBasisPoints: 9560, volatility: 'very-high' },
  { name: 'Rocket Reels Studio', payoutBasisPoints: 9630, volatility: 'very-high' },
];

export const TABLE_FLAIR = [
  'Ivory',
  'Gilded',
  'Copper',
  'Royal',
  'Velvet',
  'Classic',
  'Monte',
  'Silverline',
  'Oakwood',
  'Regal',
  'Carbon',
  'Marble',
] as const;

export const TABLE_BASES: readonly GameBase[] = [
  { name: 'European Roulette', payoutBasisPoints: 9730, volatility: 'medium' },
  { name: 'French Roulette', payoutBasisPoints: 9865, volatility: 'medium' },
  { name: 'American Roulette', payoutBasisPoints: 9474, volatility: 'medium' },
  { name: 'Blackjack Classic', payoutBasisPoints: 9960, volatility: 'low' },
  { name: 'Multihand Blackjack', payoutBasisPoints: 9950, volatility: 'low' },
  { name: 'Pontoon', payoutBasisPoints: 9962, volatility: 'low' },
  { name: 'Punto Banco', payoutBasisPoints: 9894, volatility: 'low' },
  { name: 'Red Dog', payoutBasisPoints: 9724, volatility: 'medium' },
  { name: 'Casino War', payoutBasisPoints: 9712, volatility: 'low' },
  { name: 'Craps', payoutBasisPoints: 9859, volatility: 'medium' },
  { name: 'Sic Bo', payoutBasisPoints: 9722, volatility: 'high' },
  { name: 'Three Card Poker', payoutBasisPoints: 9663, volatility: 'medium' },
  { name: 'Caribbean Stud', payoutBasisPoints: 9478, volatility: 'medium' },
  { name: 'Jacks or Better', payoutBasisPoints: 9954, volatility: 'medium' },
  { name: 'Deuces Wild', payoutBasisPoints: 9773, volatility: 'medium' },
  { name: 'Pai Gow Poker', payoutBasisPoints: 9728, volatility: 'low' },
];

export const INSTANT_FLAIR = [
  'Nova',
  'Orbit',
  'Turbo',
  'Pixel',
  'Comet',
  'Glitch',
  'Quantum',
  'Zenith',
  'Prism',
  'Volt',
  'Ember',
  'Nimbus',
] as const;

export const INSTANT_BASES: readonly GameBase[] = [
  { name: 'Crash', payoutBasisPoints: 9700, volatility: 'very-high' },
  { name: 'Mines', payoutBasisPoints: 9800, volatility: 'high' },
  { name: 'Dice', payoutBasisPoints: 9900, volatility: 'medium' },
  { name: 'Limbo', payoutBasisPoints: 9900, volatility: 'very-high' },
  { name: 'Hi-Lo', payoutBasisPoints: 9800, volatility: 'medium' },
  { name: 'Keno', payoutBasisPoints: 9500, volatility: 'high' },
  { name: 'Tower', payoutBasisPoints: 9750, volatility: 'high' },
  { name: 'Pegfall', payoutBasisPoints: 9800, volatility: 'high' },
  { name: 'Scratch', payoutBasisPoints: 9600, volatility: 'medium' },
  { name: 'Coin Flip', payoutBasisPoints: 9800, volatility: 'low' },
  { name: 'Wheel', payoutBasisPoints: 9700, volatility: 'medium' },
];
