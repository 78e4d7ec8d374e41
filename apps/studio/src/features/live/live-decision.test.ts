import type { LiveBet, LiveRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../lib/i18n/i18n';
import en from '../../lib/i18n/locales/en.json' with { type: 'json' };
import de from '../../lib/i18n/locales/de.json' with { type: 'json' };
import { decisionAnnouncement, decisionStance, decisionTableOf, DECISION_TABLES } from './live-decision';
import { LIVE_FAMILIES } from './live-outcome';
import type { LiveState } from './live-state';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const deal = { phase: 'decision', player: [], player_hand: 'pair' };
const closed: LiveRound = {
  id: 'r3',
  number: 3,
  phase: 'closed',
  betting_closes_at: iso(T0),
  result_at: iso(T0 + 10_000),
  next_round_at: null,
  commitment: 'c'.repeat(64),
  client_seed: 'table:3',
  server_seed: null,
  outcome: null,
  deal,
};

const bet: LiveBet = {
  id: 'b1',
  stake: 100,
  choice: { bets: [{ type: 'ante', stake: 100 }] },
  status: 'placed',
  win: null,
  cash_out: null,
  decision: null,
  decision_stake: 0,
  moves: [],
  hand: null,
};

const state = (myBet: LiveBet | null, round: LiveRound = closed): LiveState => ({
  table: 'studio:three-card-poker-live',
  round,
  history: [],
  players: 3,
  myBet,
  balance: 5_000,
  opensAt: undefined,
});

describe('decisionStance', () => {
  it('asks a seat with a bet to decide once the deal is out', () => {
    expect(decisionStance(state(bet), 'closed')).toBe('undecided');
  });

  it('waits for the deal while the close is only on the seat’s clock', () => {
    const stillBetting = { ...closed, phase: 'betting' as const, deal: null };
    expect(decisionStance(state(bet, stillBetting), 'closed')).toBe('dealing');
    expect(decisionStance(state(bet, { ...closed, deal: null }), 'closed')).toBe('dealing');
  });

  it('says what the table took', () => {
    expect(decisionStance(state({ ...bet, decision: 'play', decision_stake: 100 }), 'closed')).toBe('played');
    expect(decisionStance(state({ ...bet, decision: 'fold' }), 'closed')).toBe('folded');
  });

  it('lets a seat without a bet, or with a voided one, watch', () => {
    expect(decisionStance(state(null), 'closed')).toBe('watching');
    expect(decisionStance(state({ ...bet, status: 'void' }), 'closed')).toBe('watching');
  });

  it('has nothing to say outside the decision window', () => {
    expect(decisionStance(state(bet), 'betting')).toBeUndefined();
    expect(decisionStance(state(bet), 'result')).toBeUndefined();
  });
});

describe('decision tables', () => {
  const card = (rank: number, suit: 'hearts' | 'spades' | 'clubs') => ({ rank, suit });
  const holdemDeal = {
    phase: 'decision',
    player: [card(1, 'hearts'), card(13, 'spades')],
    flop: [card(13, 'hearts'), card(7, 'clubs'), card(2, 'clubs')],
    player_hand: 'pair',
    call: 200,
  };
  const holdem = (myBet: LiveBet | null, deal: Record<string, unknown> | null = holdemDeal): LiveState => ({
    ...state(myBet, { ...closed, deal }),
    table: 'studio:casino-holdem-live',
  });
  const amount = (minorUnits: number) => `€${(minorUnits / 100).toFixed(2)}`;
  const t = createTranslator(en);

  it('are the play-or-fold families, and only they', () => {
    const deciding = LIVE_FAMILIES.filter((family) => decisionTableOf(family) !== undefined);
    expect(deciding.sort()).toEqual(['casino-holdem', 'three-card-poker']);
    // Blackjack deals before it settles too, but each seat plays its own hand move by move.
    expect(decisionTableOf('blackjack')).toBeUndefined();
  });

  it('speak each family’s words: three card poker plays, hold’em calls', () => {
    const words = (family: keyof typeof DECISION_TABLES) => DECISION_TABLES[family].words;
    expect(t(words('three-card-poker').question)).toBe('Play or fold?');
    expect(t(words('casino-holdem').question)).toBe('Call or fold?');
    expect(t(words('casino-holdem').play)).toBe('Call');
    expect(t(words('casino-holdem').playFor, { amount: '€2.00' })).toBe('Call (stake €2.00)');
    expect(createTranslator(de)(words('casino-holdem').question)).toBe('Mitgehen oder aussteigen?');
  });

  it('read out the hold’em deal with where the seat stands', () => {
    const table = DECISION_TABLES['casino-holdem'];
    const cards = 'Player’s cards: Ace of hearts, King of spades. Flop: King of hearts, 7 of clubs, 2 of clubs (Pair).';
    expect(decisionAnnouncement(table, holdem(bet), t, amount)).toBe(`${cards} Call or fold?`);
    const called = { ...bet, decision: 'play' as const, decision_stake: 200 };
    expect(decisionAnnouncement(table, holdem(called), t, amount)).toBe(`${cards} You call · €2.00 staked`);
    expect(decisionAnnouncement(table, holdem({ ...bet, decision: 'fold' }), t, amount)).toBe(
      `${cards} You fold this hand`,
    );
    expect(decisionAnnouncement(table, holdem(null), t, amount)).toBe(
      `${cards} You have no bet on this round: you are watching.`,
    );
  });

  it('say only that bets are closed until a deal of the family’s is in', () => {
    const table = DECISION_TABLES['casino-holdem'];
    expect(decisionAnnouncement(table, holdem(bet, null), t, amount)).toBe('No more bets');
    // A three card poker deal read at a hold'em table is no deal at all.
    expect(decisionAnnouncement(table, holdem(bet, deal), t, amount)).toBe('No more bets');
  });

  it('read out the three card poker deal as before', () => {
    const dealt = {
      ...deal,
      player: [card(5, 'spades'), card(6, 'hearts'), card(7, 'clubs')],
      player_hand: 'straight',
    };
    expect(
      decisionAnnouncement(DECISION_TABLES['three-card-poker'], state(bet, { ...closed, deal: dealt }), t, amount),
    ).toBe('Player’s cards: 5 of spades, 6 of hearts, 7 of clubs (Straight). Play or fold?');
  });
});
