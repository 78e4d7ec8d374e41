import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../lib/i18n/i18n';
import en from '../../lib/i18n/locales/en.json' with { type: 'json' };
import fr from '../../lib/i18n/locales/fr-CA.json' with { type: 'json' };
import { readDeal, readOutcome, resultMark } from './live-outcome';

const formatters = (messages: typeof en) => ({
  t: createTranslator(messages),
  multiplier: (value: string) => `${Number(value)}×`,
});

describe('readOutcome', () => {
  it('reads the shared outcome, which carries no one’s bets', () => {
    expect(readOutcome('roulette', { pocket: 17, label: '17', color: 'red' })).toEqual({
      pocket: 17,
      label: '17',
      color: 'red',
    });
  });

  it('draws nothing for an absent or malformed outcome', () => {
    expect(readOutcome('roulette', null)).toBeUndefined();
    expect(readOutcome('sic-bo', { dice: [1, 2], total: 3 })).toBeUndefined();
  });
});

describe('resultMark', () => {
  const card = (rank: number, suit: 'hearts' | 'spades') => ({ rank, suit });

  it('marks a crash by its point, coloured by how far the flight went', () => {
    expect(resultMark('crash', { crash_point: 345 }, formatters(en))).toEqual({
      short: '3.45×',
      tone: 'green',
      name: 'Crashed at 3.45×',
    });
    expect(resultMark('crash', { crash_point: 100 }, formatters(en))?.tone).toBe('red');
    expect(resultMark('crash', { crash_point: 2_500 }, formatters(fr))).toMatchObject({ tone: 'gold' });
    expect(resultMark('crash', { crash_point: 'high' }, formatters(en))).toBeUndefined();
  });

  it('marks a pocket with its number and colour, and names it', () => {
    expect(resultMark('roulette', { pocket: 0, label: '0', color: 'green' }, formatters(en))).toEqual({
      short: '0',
      tone: 'green',
      name: 'The ball landed on 0 Green',
    });
  });

  it('marks both balls of a double ball round in launch order, and names them', () => {
    const outcome = { pockets: [17, 3], labels: ['17', '3'], colors: ['black', 'red'] };
    expect(resultMark('double-ball-roulette', outcome, formatters(en))).toEqual({
      short: '17·3',
      tone: 'red-black',
      name: 'The balls landed on 17 Black and 3 Red',
    });
    expect(resultMark('double-ball-roulette', outcome, formatters(fr))?.name).toBe(
      'Les billes se sont arrêtées sur le 17 Noir et le 3 Rouge',
    );
  });

  it('colours a double ball mark by the balls’ colours, and in gold when both balls share a pocket', () => {
    const mark = (pockets: number[], colors: string[]) =>
      resultMark('double-ball-roulette', { pockets, labels: pockets.map(String), colors }, formatters(en));
    expect(mark([1, 3], ['red', 'red'])?.tone).toBe('red');
    expect(mark([0, 3], ['green', 'red'])?.tone).toBe('green');
    expect(mark([0, 0], ['green', 'green'])).toMatchObject({ short: '0·0', tone: 'gold' });
    expect(mark([5], ['red'])).toBeUndefined();
  });

  it('marks the winning side by its initial in the player’s language', () => {
    const outcome = {
      player: [card(9, 'hearts'), card(13, 'spades')],
      banker: [card(2, 'hearts'), card(3, 'spades')],
      player_total: 9,
      banker_total: 5,
      winner: 'player',
      player_pair: false,
      banker_pair: false,
    };
    expect(resultMark('baccarat', outcome, formatters(en))).toMatchObject({ short: 'P', tone: 'player' });
    expect(resultMark('baccarat', outcome, formatters(fr))).toMatchObject({ short: 'J', tone: 'player' });
    const tiger = { dragon: card(2, 'hearts'), tiger: card(12, 'spades'), winner: 'tiger' };
    expect(resultMark('dragon-tiger', tiger, formatters(en))).toEqual({
      short: 'T',
      tone: 'tiger',
      name: 'Tiger wins',
    });
  });

  it('marks dice by their total: big, small, or a triple in gold', () => {
    expect(resultMark('sic-bo', { dice: [6, 5, 4], total: 15 }, formatters(en))?.tone).toBe('red');
    expect(resultMark('sic-bo', { dice: [1, 2, 4], total: 7 }, formatters(en))?.tone).toBe('black');
    expect(resultMark('sic-bo', { dice: [3, 3, 3], total: 9 }, formatters(en))).toMatchObject({
      short: '9',
      tone: 'gold',
      name: 'Rolled 3, 3, 3: total 9',
    });
  });

  it('marks a wheel segment by its multiplier, zero plain', () => {
    expect(resultMark('wheel', { risk: 'high', segment: 3, multiplier: '0.0000' }, formatters(en))?.tone).toBe('plain');
    expect(resultMark('wheel', { risk: 'high', segment: 8, multiplier: '19.4000' }, formatters(en))).toMatchObject({
      short: '19.4×',
      tone: 'gold',
    });
  });
});

describe('three card poker', () => {
  const card = (rank: number, suit: 'hearts' | 'spades' | 'clubs' | 'diamonds') => ({ rank, suit });
  const player = [card(5, 'spades'), card(6, 'hearts'), card(7, 'diamonds')];
  const dealer = [card(9, 'clubs'), card(9, 'diamonds'), card(12, 'hearts')];
  const paytable = {
    ante_bonus: [{ hand: 'straight', pays: 1 }],
    pair_plus: [{ hand: 'straight', pays: 6 }],
  };
  const settled = {
    phase: 'settled',
    player,
    dealer,
    player_hand: 'straight',
    dealer_hand: 'pair',
    showdown: 'win',
    paytable,
  };

  it('reads the shared deal every seat decides on, and nothing that is not one', () => {
    const deal = { phase: 'decision', player, player_hand: 'straight', paytable };
    expect(readDeal('three-card-poker', deal)).toEqual(deal);
    expect(readDeal('three-card-poker', null)).toBeUndefined();
    expect(readDeal('three-card-poker', { ...deal, player: player.slice(0, 2) })).toBeUndefined();
    expect(readDeal('three-card-poker', { ...deal, player_hand: 'royal' })).toBeUndefined();
    // The finished round is an outcome, not a deal to decide on.
    expect(readDeal('three-card-poker', settled)).toBeUndefined();
  });

  it('reads the settled hands, with or without the round’s paytables', () => {
    expect(readOutcome('three-card-poker', settled)).toEqual(settled);
    const { paytable: _omitted, ...withoutPaytable } = settled;
    expect(readOutcome('three-card-poker', withoutPaytable)).toEqual(withoutPaytable);
  });

  it('draws nothing for a round without the dealer’s cards or a showdown', () => {
    const { dealer: _dealer, ...noDealer } = settled;
    expect(readOutcome('three-card-poker', noDealer)).toBeUndefined();
    expect(readOutcome('three-card-poker', { ...settled, showdown: null })).toBeUndefined();
    expect(readOutcome('three-card-poker', { ...settled, phase: 'decision' })).toBeUndefined();
    expect(resultMark('three-card-poker', noDealer, formatters(en))).toBeUndefined();
  });

  it('marks the showdown and names both hands, in the player’s language', () => {
    expect(resultMark('three-card-poker', settled, formatters(en))).toEqual({
      short: 'P',
      tone: 'player',
      name: 'Player (Straight) beats dealer (Pair)',
    });
    expect(resultMark('three-card-poker', { ...settled, showdown: 'lose' }, formatters(fr))).toEqual({
      short: 'C',
      tone: 'banker',
      name: 'Le croupier (Paire) bat le joueur (Quinte)',
    });
    const unqualified = { ...settled, dealer_hand: 'high-card', showdown: 'dealer-does-not-qualify' };
    expect(resultMark('three-card-poker', unqualified, formatters(en))).toEqual({
      short: 'NQ',
      tone: 'plain',
      name: 'Dealer does not qualify (High card); player has Straight',
    });
  });
});

describe('casino hold’em', () => {
  const card = (rank: number, suit: 'hearts' | 'spades' | 'clubs' | 'diamonds') => ({ rank, suit });
  const player = [card(1, 'hearts'), card(13, 'hearts')];
  const flop = [card(12, 'hearts'), card(7, 'hearts'), card(2, 'clubs')];
  const paytable = [
    { hand: 'royal-flush', pays: 100 },
    { hand: 'straight-flush', pays: 20 },
    { hand: 'four-of-a-kind', pays: 10 },
    { hand: 'full-house', pays: 3 },
    { hand: 'flush', pays: 2 },
    { hand: 'straight', pays: 1 },
  ];
  const deal = { phase: 'decision', player, flop, player_hand: 'high-card', paytable };
  /** The turn makes the player's flush, which beats the dealer's three nines. */
  const settled = {
    phase: 'settled',
    player,
    flop,
    turn: card(9, 'hearts'),
    river: card(3, 'diamonds'),
    dealer: [card(9, 'spades'), card(9, 'clubs')],
    player_hand: 'flush',
    dealer_hand: 'three-of-a-kind',
    player_best: [card(1, 'hearts'), card(13, 'hearts'), card(12, 'hearts'), card(9, 'hearts'), card(7, 'hearts')],
    dealer_best: [card(9, 'spades'), card(9, 'clubs'), card(9, 'hearts'), card(1, 'hearts'), card(13, 'hearts')],
    dealer_qualifies: true,
    showdown: 'win',
    paytable,
  };

  it('reads the two cards and the flop every seat decides on, leaving the server’s call aside', () => {
    expect(readDeal('casino-holdem', { ...deal, call: 200 })).toEqual(deal);
    expect(readDeal('casino-holdem', { ...deal, player: [...player, card(4, 'clubs')] })).toBeUndefined();
    expect(readDeal('casino-holdem', { ...deal, flop: flop.slice(0, 2) })).toBeUndefined();
    expect(readDeal('casino-holdem', { ...deal, player_hand: 'straight-flush-royal' })).toBeUndefined();
    expect(readDeal('casino-holdem', settled)).toBeUndefined();
    // A three card poker deal is not a hold'em one, nor the other way round.
    expect(readDeal('three-card-poker', deal)).toBeUndefined();
  });

  it('reads the whole board, both hands and their best five once settled', () => {
    expect(readOutcome('casino-holdem', settled)).toEqual(settled);
    const { paytable: _omitted, ...withoutPaytable } = settled;
    expect(readOutcome('casino-holdem', withoutPaytable)).toEqual(withoutPaytable);
    const { river: _river, ...noRiver } = settled;
    expect(readOutcome('casino-holdem', noRiver)).toBeUndefined();
    expect(readOutcome('casino-holdem', { ...settled, dealer_best: settled.dealer_best.slice(1) })).toBeUndefined();
    expect(readOutcome('casino-holdem', { ...settled, showdown: null })).toBeUndefined();
    expect(resultMark('casino-holdem', noRiver, formatters(en))).toBeUndefined();
  });

  it('marks the showdown and names both best hands, in the player’s language', () => {
    expect(resultMark('casino-holdem', settled, formatters(en))).toEqual({
      short: 'P',
      tone: 'player',
      name: 'Player (Flush) beats dealer (Three of a kind)',
    });
    const unqualified = {
      ...settled,
      dealer_hand: 'pair',
      dealer_qualifies: false,
      showdown: 'dealer-does-not-qualify',
    };
    expect(resultMark('casino-holdem', unqualified, formatters(en))).toEqual({
      short: 'NQ',
      tone: 'plain',
      name: 'Dealer does not qualify (Pair); player has Flush',
    });
    expect(resultMark('casino-holdem', { ...settled, showdown: 'lose' }, formatters(fr))).toEqual({
      short: 'C',
      tone: 'banker',
      name: 'Le croupier (Brelan) bat le joueur (Couleur)',
    });
  });
});

describe('live blackjack', () => {
  const card = (rank: number, suit: 'hearts' | 'spades' | 'clubs') => ({ rank, suit });
  const opening = { player: [card(10, 'spades'), card(6, 'hearts')], player_total: 16, player_soft: false };
  const settled = (dealer: ReturnType<typeof card>[], total: number) => ({
    phase: 'settled',
    dealer,
    dealer_total: total,
    ...opening,
  });

  it('reads the opening every seat plays, the dealer showing one card, and nothing that is not one', () => {
    const deal = { phase: 'player-turn', dealer: [card(9, 'clubs')], dealer_total: 9, ...opening };
    expect(readDeal('blackjack', deal)).toEqual(deal);
    expect(readDeal('blackjack', { ...deal, player: opening.player.slice(0, 1) })).toBeUndefined();
    expect(readDeal('blackjack', { ...deal, dealer: [] })).toBeUndefined();
  });

  it('marks how the dealer’s hand ended: its total, a bust, or a blackjack', () => {
    const stands = settled([card(9, 'clubs'), card(10, 'hearts')], 19);
    expect(resultMark('blackjack', stands, formatters(en))).toEqual({
      short: '19',
      tone: 'plain',
      name: 'The dealer stands on 19',
    });
    const bust = settled([card(9, 'clubs'), card(6, 'hearts'), card(10, 'spades')], 25);
    expect(resultMark('blackjack', bust, formatters(fr))).toEqual({
      short: 'Saute',
      tone: 'player',
      name: 'Le croupier saute avec 25',
    });
    const blackjack = settled([card(1, 'clubs'), card(13, 'hearts')], 21);
    expect(resultMark('blackjack', blackjack, formatters(en))).toMatchObject({ short: 'BJ', tone: 'banker' });
    // Three cards to 21 are a total, not a blackjack.
    const three = settled([card(7, 'clubs'), card(4, 'hearts'), card(10, 'spades')], 21);
    expect(resultMark('blackjack', three, formatters(en))).toMatchObject({ short: '21', tone: 'plain' });
    expect(resultMark('blackjack', { ...stands, phase: 'player-turn' }, formatters(en))).toBeUndefined();
  });
});
