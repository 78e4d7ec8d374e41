import { describe, expect, it } from 'vitest';
import {
  currentChoice,
  missingMinimum,
  NO_BONUS,
  offerTerms,
  pickChange,
  readDepositOffer,
  readDepositOffers,
} from './deposit-bonus-offers';
import { bonusOffer } from './test/bonus-offer-fixtures';

const euros = (cents: number) => `€${cents / 100}`;

describe('reading a deposit offer', () => {
  it('takes the minimum deposit, the pick group, the match and the wagering for the player’s currency', () => {
    expect(readDepositOffer(bonusOffer(), 'EUR')).toEqual({
      id: '1',
      title: 'First deposit bonus',
      pickGroup: 'bonus_pick_first_deposit',
      minDepositCents: 2_000,
      percent: 100,
      amountCents: 20_000,
      wager: 35,
      wagerDays: 30,
    });
    expect(readDepositOffer(bonusOffer(), 'AUD')?.minDepositCents).toBe(4_000);
  });

  it('has no minimum and no pick group when the conditions name none', () => {
    const offer = readDepositOffer(bonusOffer({ minimum: null, pick: false }), 'EUR');
    expect(offer).toMatchObject({ minDepositCents: null, pickGroup: null });
  });

  it('leaves out an offer without terms in the player’s currency', () => {
    expect(readDepositOffer(bonusOffer(), 'BTC')).toBeNull();
    expect(readDepositOffers([bonusOffer(), bonusOffer({ id: '2', key: 'reload' })], 'CAD')).toEqual([]);
  });

  it('labels a match "100% up to €200" and a fixed amount "€10 bonus"', () => {
    const match = readDepositOffer(bonusOffer(), 'EUR')!;
    expect(offerTerms(match, euros)).toEqual({
      key: 'depositBonus.terms.match',
      values: { percent: 100, amount: '€200' },
    });
    const fixed = readDepositOffer(bonusOffer({ percent: null, amount: 1_000 }), 'EUR')!;
    expect(offerTerms(fixed, euros)).toEqual({ key: 'depositBonus.terms.fixed', values: { amount: '€10' } });
  });

  it('hints at the minimum only while the amount typed is below it', () => {
    const offer = readDepositOffer(bonusOffer(), 'EUR')!;
    expect(missingMinimum(offer, 1_500)).toBe(2_000);
    expect(missingMinimum(offer, 2_000)).toBeNull();
    expect(missingMinimum(offer, null)).toBeNull();
    expect(missingMinimum(undefined, 100)).toBeNull();
  });
});

describe('the picked offer', () => {
  const offers = readDepositOffers(
    [bonusOffer(), bonusOffer({ id: '2', title: 'Second deposit', key: 'second_deposit' })],
    'EUR',
  );
  const [first, second] = offers;

  it('is the one whose pick group the player is in, else "No bonus"', () => {
    expect(currentChoice(offers, ['21', 'bonus_pick_second_deposit'])).toBe('2');
    expect(currentChoice(offers, ['21'])).toBe(NO_BONUS);
  });

  it('is a promo code’s offer when nothing is picked: it applies without a pick', () => {
    const coded = readDepositOffers([bonusOffer({ id: '9', key: 'reload_promo', pick: false })], 'EUR');
    expect(currentChoice(coded, [])).toBe('9');
  });

  it('joins the new offer’s group and leaves the one picked before', () => {
    expect(pickChange(second!, ['21', 'bonus_pick_first_deposit'])).toEqual({
      groups: { add: ['pick:bonus_pick_second_deposit'], remove: ['pick:bonus_pick_first_deposit'] },
    });
    expect(pickChange(first!, ['21'])).toEqual({ groups: { add: ['pick:bonus_pick_first_deposit'] } });
  });

  it('leaves the picked group for "No bonus", and sends nothing when nothing changes', () => {
    expect(pickChange(null, ['bonus_pick_first_deposit', '21'])).toEqual({
      groups: { remove: ['pick:bonus_pick_first_deposit'] },
    });
    expect(pickChange(null, ['21'])).toBeNull();
    expect(pickChange(first!, ['bonus_pick_first_deposit'])).toBeNull();
  });
});
