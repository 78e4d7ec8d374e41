import { describe, expect, it } from 'vitest';
import { cards, randomnessDealing } from '../shared/test-support';
import type { CaribbeanStudDecision } from './caribbean-stud';
import { CARIBBEAN_STUD, playCaribbeanStud, showdownOf } from './caribbean-stud';
import { handOf, qualifies, scoreOf } from './hand-rank';

const ante = 100;
/** One deck dealing the player's five cards, then the dealer's five (the first face up). */
const deal = (labels: string) => randomnessDealing(1, cards(labels));
const play = (labels: string, decision: CaribbeanStudDecision = 'raise') =>
  playCaribbeanStud(CARIBBEAN_STUD, { ante }, deal(labels), () => decision);

describe('caribbean stud hands', () => {
  it('ranks the ten hands in poker order, with A-2-3-4-5 the lowest straight', () => {
    const order = [
      'As Kd 9c 5h 2s',
      '2s 2d 3c 4h 6s',
      '2s 2d 3c 3h 4s',
      '2s 2d 2c 4h 6s',
      'As 2d 3c 4h 5s',
      '2s 3d 4c 5h 6s',
      'As Kd Qc Jh 10s',
      '2h 4h 6h 8h 10h',
      '2s 2d 2c 3h 3s',
      '2s 2d 2c 2h 3s',
      'As 2s 3s 4s 5s',
      'Ks Qs Js 10s 9s',
      'As Ks Qs Js 10s',
    ];
    const scores = order.map((hand) => scoreOf(cards(hand)));
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    expect(order.map((hand) => handOf(cards(hand)))).toEqual([
      'high-card',
      'pair',
      'two-pair',
      'three-of-a-kind',
      'straight',
      'straight',
      'straight',
      'flush',
      'full-house',
      'four-of-a-kind',
      'straight-flush',
      'straight-flush',
      'royal-flush',
    ]);
  });

  it('compares groups before kickers and ignores suits', () => {
    expect(scoreOf(cards('3s 3d Ac Kh Qs'))).toBeLessThan(scoreOf(cards('4s 4d 2c 3h 5s')));
    expect(scoreOf(cards('Qs Qd 2c 2h 3s'))).toBeLessThan(scoreOf(cards('Qh Qc 3d 3s 2d')));
    expect(scoreOf(cards('2s 2d 2c Ah As'))).toBeLessThan(scoreOf(cards('3s 3d 3c 2h 2s')));
    expect(scoreOf(cards('As Kd 9c 5h 2s'))).toBe(scoreOf(cards('Ah Kc 9d 5s 2h')));
  });

  it('the dealer qualifies with ace-king or better', () => {
    expect(qualifies(scoreOf(cards('As Kd 4c 3h 2s')))).toBe(true);
    expect(qualifies(scoreOf(cards('As Qd Jc 10h 8s')))).toBe(false);
    expect(qualifies(scoreOf(cards('2s 2d 3c 4h 6s')))).toBe(true);
    const pair = scoreOf(cards('2s 2d 3c 4h 6s'));
    expect(showdownOf(pair, scoreOf(cards('As Qd Jc 10h 8s')))).toBe('dealer-does-not-qualify');
    expect(showdownOf(pair, scoreOf(cards('As Kd 4c 3h 2h')))).toBe('win');
  });
});

describe('caribbean stud rounds', () => {
  it('deals the player five cards and the dealer five, the dealer’s first face up', () => {
    const round = play('As Kd 9c 5h 2s Qh Jd 10c 8h 7s');
    expect(round.player).toEqual(cards('As Kd 9c 5h 2s'));
    expect(round.dealer).toEqual(cards('Qh Jd 10c 8h 7s'));
  });

  it('pays the ante and pushes the raise when the dealer does not qualify, whatever the player holds', () => {
    expect(play('2s 3d 5c 7h 9s Ah Qd Jc 10h 8s')).toMatchObject({
      playerHand: 'high-card',
      dealerQualifies: false,
      showdown: 'dealer-does-not-qualify',
      raise: 200,
      anteReturn: 200,
      raiseReturn: 200,
    });
  });

  it.each([
    ['high-card', 'As Kd 9c 5h 3s', 'Ah Kc 8d 5d 2h', 1],
    ['pair', '9s 9d Ac 5h 3s', 'As Kc 8d 5d 2h', 1],
    ['two-pair', '9s 9d 4c 4h 3s', '8s 8c Ad 5d 2h', 2],
    ['three-of-a-kind', '9s 9d 9c 4h 3s', '8s 8c Ad 5d 2h', 3],
    ['straight', 'As 2d 3c 4h 5s', '9h 9c 9d 8s 2h', 4],
    ['flush', '2s 5s 9s Js Ks', 'As 2d 3c 4h 5d', 5],
    ['full-house', '4s 4d 4c 2h 2s', 'Ah 3h 7h 9h Jh', 7],
    ['four-of-a-kind', '4s 4d 4c 4h 2s', 'Ah Ad Ac 9h 9d', 20],
    ['straight-flush', '5h 6h 7h 8h 9h', '2s 2d 2c 2h Ks', 50],
    ['royal-flush', 'As Ks Qs Js 10s', '9d 10d Jd Qd Kd', 100],
  ])(
    'a %s (%s) beating a qualifying dealer (%s) pays the ante 1:1 and the raise %i:1',
    (hand, player, dealer, pays) => {
      expect(play(`${player} ${dealer}`)).toMatchObject({
        playerHand: hand,
        dealerQualifies: true,
        showdown: 'win',
        anteReturn: 200,
        raiseReturn: 200 * (1 + (pays as number)),
      });
    },
  );

  it('pushes both bets on equal hands and loses both to a better dealer hand', () => {
    expect(play('As Kd 9c 5h 3s Ah Kc 9d 5d 3h')).toMatchObject({ showdown: 'tie', anteReturn: 100, raiseReturn: 200 });
    expect(play('As 2d 3c 4h 5s 2s 3d 4c 5h 6d')).toMatchObject({
      playerHand: 'straight',
      dealerHand: 'straight',
      showdown: 'lose',
      anteReturn: 0,
      raiseReturn: 0,
    });
  });

  it('a fold loses the ante, stakes no raise and meets no dealer', () => {
    expect(play('9s 9d Ac 5h 3s 2h 3h 4d 6d 7c', 'fold')).toMatchObject({
      decision: 'fold',
      showdown: null,
      raise: 0,
      anteReturn: 0,
      raiseReturn: 0,
    });
  });

  it('refuses a stake that is not a whole positive amount and a decision that is neither raise nor fold', () => {
    expect(() => playCaribbeanStud(CARIBBEAN_STUD, { ante: 0 }, deal(''), () => 'raise')).toThrow(RangeError);
    expect(() => playCaribbeanStud(CARIBBEAN_STUD, { ante: 2.5 }, deal(''), () => 'raise')).toThrow(RangeError);
    const check = () =>
      playCaribbeanStud(CARIBBEAN_STUD, { ante }, deal('As Kd 9c 5h 3s Ah Kc 9d 5d 3h'), () => 'call' as 'raise');
    expect(check).toThrow(RangeError);
  });
});
