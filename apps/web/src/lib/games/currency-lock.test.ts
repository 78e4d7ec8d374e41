import { describe, expect, it } from 'vitest';
import { isCurrencyLocked } from './currency-lock';

const euroAndDemo = { EUR: { id: 1 }, FUN: { id: 2 } };

describe('isCurrencyLocked', () => {
  it('locks a fiat wallet the game does not take', () => {
    expect(isCurrencyLocked(euroAndDemo, 'CAD')).toBe(true);
  });

  it('leaves a supported currency open', () => {
    expect(isCurrencyLocked(euroAndDemo, 'EUR')).toBe(false);
  });

  it('never locks a crypto wallet (the spec exempts crypto)', () => {
    expect(isCurrencyLocked(euroAndDemo, 'BTC')).toBe(false);
  });

  it('does not count demo play money as a currency the player could hold', () => {
    expect(isCurrencyLocked({ FUN: { id: 2 } }, 'EUR')).toBe(true);
  });

  it('leaves guests and games without a currency list to the launch call', () => {
    expect(isCurrencyLocked(euroAndDemo, undefined)).toBe(false);
    expect(isCurrencyLocked({}, 'EUR')).toBe(false);
  });
});
