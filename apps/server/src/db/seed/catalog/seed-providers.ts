import type { SlotTheme } from './slot-themes';

/** How many games of each kind a studio brings to the demo catalogue. */
export type ProviderLineup = { slots: number; table: number; instant: number; live: number };

export type ProviderProfile = {
  slug: string;
  name: string;
  lineup: ProviderLineup;
  /** Themes the studio is known for; most of its slots use one of them. */
  favouriteThemes: readonly SlotTheme[];
  /** Some studios hold no crypto licence, so their games take fiat only. */
  acceptsCrypto: boolean;
  /** 0..1: how strongly players gravitate to this studio; scales popularity. */
  appeal: number;
  /** Share of the studio's games in the casino-wide drops-and-wins promotion. */
  dropsShare: number;
  /** Share of the studio's games signed exclusively to this casino. */
  exclusiveShare: number;
  /** Share of the studio's slots with 3D/animated covers. */
  animatedShare: number;
  /** Markets where the studio holds no licence: its games answer 451 there. */
  restrictedCountries?: readonly string[];
};

const lineup = (slots: number, table = 0, instant = 0, live = 0): ProviderLineup => ({ slots, table, instant, live });

/** Invented studios only: none of these names belongs to a real game provider. Order is the lobby order. */
export const PROVIDER_PROFILES: readonly ProviderProfile[] = [
  {
    slug: 'northlight-studios',
    name: 'Northlight Studios',
    lineup: lineup(28, 2, 2),
    favouriteThemes: ['norse', 'space', 'fantasy'],
    acceptsCrypto: true,
    appeal: 1,
    dropsShare: 0,
    exclusiveShare: 0.03,
    animatedShare: 0.3,
  },
  {
    slug: 'brightstage-live',
    name: 'Brightstage Live',
    lineup: lineup(0, 0, 0, 12),
    favouriteThemes: [],
    acceptsCrypto: true,
    appeal: 1,
    dropsShare: 0.4,
    exclusiveShare: 0.05,
    animatedShare: 0,
  },
  {
    slug: 'emberforge-gaming',
    name: 'Emberforge Gaming',
    lineup: lineup(26, 2),
    favouriteThemes: ['classic', 'egyptian', 'fantasy'],
    acceptsCrypto: true,
    appeal: 0.95,
    dropsShare: 0.4,
    exclusiveShare: 0.02,
    animatedShare: 0.08,
  },
  {
    slug: 'crimson-lantern',
    name: 'Crimson Lantern',
    lineup: lineup(25, 1),
    favouriteThemes: ['asian', 'horror', 'gems'],
    acceptsCrypto: true,
    appeal: 0.9,
    dropsShare: 0.35,
    exclusiveShare: 0.02,
    animatedShare: 0.1,
  },
  {
    slug: 'glasswing-interactive',
    name: 'Glasswing Interactive',
    lineup: lineup(24, 0, 3),
    favouriteThemes: ['space', 'neon', 'gems'],
    acceptsCrypto: true,
    appeal: 0.85,
    dropsShare: 0.3,
    exclusiveShare: 0.02,
    animatedShare: 0.6,
  },
  {
    slug: 'grand-parlour-live',
    name: 'Grand Parlour Live',
    lineup: lineup(0, 0, 0, 11),
    favouriteThemes: [],
    acceptsCrypto: true,
    appeal: 0.9,
    dropsShare: 0.3,
    exclusiveShare: 0.15,
    animatedShare: 0,
  },
  {
    slug: 'quillfox-games',
    name: 'Quillfox Games',
    lineup: lineup(24, 0, 2),
    favouriteThemes: ['candy', 'fruit', 'farm'],
    acceptsCrypto: true,
    appeal: 0.85,
    dropsShare: 0,
    exclusiveShare: 0.02,
    animatedShare: 0.12,
  },
  {
    slug: 'moonharbor-games',
    name: 'Moonharbor Games',
    lineup: lineup(23, 1),
    favouriteThemes: ['ocean', 'pirate', 'fantasy'],
    acceptsCrypto: true,
    appeal: 0.8,
    dropsShare: 0,
    exclusiveShare: 0.25,
    animatedShare: 0.1,
  },
  {
    slug: 'silverpine-studios',
    name: 'Silverpine Studios',
    lineup: lineup(24, 1),
    favouriteThemes: ['greek', 'egyptian', 'norse'],
    acceptsCrypto: true,
    appeal: 0.8,
    dropsShare: 0,
    exclusiveShare: 0.02,
    animatedShare: 0.08,
  },
  {
    slug: 'ironbark-labs',
    name: 'Ironbark Labs',
    lineup: lineup(22, 0, 1),
    favouriteThemes: ['horror', 'heist', 'western'],
    acceptsCrypto: true,
    appeal: 0.75,
    dropsShare: 0,
    exclusiveShare: 0.4,
    animatedShare: 0.1,
  },
  {
    slug: 'golden-hollow-gaming',
    name: 'Golden Hollow Gaming',
    lineup: lineup(22, 2),
    favouriteThemes: ['irish', 'gems', 'classic'],
    acceptsCrypto: false,
    appeal: 0.7,
    dropsShare: 0,
    exclusiveShare: 0.02,
    animatedShare: 0.05,
    restrictedCountries: ['SE', 'NO'],
  },
  {
    slug: 'tidecraft-studios',
    name: 'Tidecraft Studios',
    lineup: lineup(22),
    favouriteThemes: ['ocean', 'greek', 'aztec'],
    acceptsCrypto: true,
    appeal: 0.7,
    dropsShare: 0,
    exclusiveShare: 0.02,
    animatedShare: 0.1,
  },
  {
    slug: 'sunpetal-games',
    name: 'Sunpetal Games',
    lineup: lineup(20),
    favouriteThemes: ['aztec', 'safari', 'asian', 'candy'],
    acceptsCrypto: true,
    appeal: 0.65,
    dropsShare: 0.35,
    exclusiveShare: 0.02,
    animatedShare: 0.1,
  },
  {
    slug: 'halcyon-live',
    name: 'Halcyon Live',
    lineup: lineup(0, 0, 0, 10),
    favouriteThemes: [],
    acceptsCrypto: false,
    appeal: 0.7,
    dropsShare: 0,
    exclusiveShare: 0.05,
    animatedShare: 0,
    restrictedCountries: ['CA'],
  },
  {
    slug: 'copperleaf-play',
    name: 'Copperleaf Play',
    lineup: lineup(20),
    favouriteThemes: ['western', 'safari', 'farm'],
    acceptsCrypto: false,
    appeal: 0.6,
    dropsShare: 0,
    exclusiveShare: 0.02,
    animatedShare: 0.05,
  },
  {
    slug: 'oakvale-gaming',
    name: 'Oakvale Gaming',
    lineup: lineup(20, 2),
    favouriteThemes: ['festive', 'fruit', 'classic'],
    acceptsCrypto: false,
    appeal: 0.6,
    dropsShare: 0,
    exclusiveShare: 0.02,
    animatedShare: 0.05,
  },
  {
    slug: 'velvet-ace-gaming',
    name: 'Velvet Ace Gaming',
    lineup: lineup(6, 14),
    favouriteThemes: ['classic', 'heist'],
    acceptsCrypto: true,
    appeal: 0.6,
    dropsShare: 0,
    exclusiveShare: 0.02,
    animatedShare: 0,
  },
  {
    slug: 'rushline-originals',
    name: 'Rushline Originals',
    lineup: lineup(0, 0, 14),
    favouriteThemes: [],
    acceptsCrypto: true,
    appeal: 0.75,
    dropsShare: 0,
    exclusiveShare: 0.1,
    animatedShare: 0,
  },
];
