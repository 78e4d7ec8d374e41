import { describe, expect, it } from 'vitest';
import { findCoin, paymentUri } from './crypto-coins';

const coin = (code: string) => findCoin(code)!;

describe('the deposit QR code of a coin', () => {
  it('is a payment URI in the coin scheme, which a wallet app opens', () => {
    expect(paymentUri(coin('BTC'), 'tb1qexample')).toBe('bitcoin:tb1qexample');
    expect(paymentUri(coin('LTC'), 'tltc1qexample')).toBe('litecoin:tltc1qexample');
    expect(paymentUri(coin('DOG'), 'nExample')).toBe('dogecoin:nExample');
    expect(paymentUri(coin('ETH'), '0xabc')).toBe('ethereum:0xabc');
  });

  it('keeps a Bitcoin Cash address that already carries its prefix as it is', () => {
    expect(paymentUri(coin('BCH'), 'bchtest:qexample')).toBe('bchtest:qexample');
    expect(paymentUri(coin('BCH'), 'qexample')).toBe('bitcoincash:qexample');
  });

  it('is the bare address for USDT, so a wallet is not asked for ether', () => {
    expect(paymentUri(coin('USDT'), '0xabc')).toBe('0xabc');
  });
});
