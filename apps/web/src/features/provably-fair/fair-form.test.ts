import { describe, expect, it } from 'vitest';
import { parseFairForm, queryFromValues, valuesFromQuery } from './fair-form';

const slotAddress = 'server_seed=s&client_seed=c&nonce=5&game=slot&maths=plucky-bunny-fair&version=2';

describe('the provably fair form for a video slot', () => {
  it('prefills the maths and version a game history links to, and writes them back', () => {
    const values = valuesFromQuery(new URLSearchParams(slotAddress));
    expect(values).toMatchObject({ game: 'slot', maths: 'plucky-bunny-fair', version: '2', nonce: '5' });
    expect(parseFairForm(values)).toMatchObject({
      ok: true,
      game: 'slot',
      seeds: { serverSeed: 's', clientSeed: 'c', nonce: 5 },
      slot: { maths: 'plucky-bunny-fair', version: 2 },
    });
    expect(queryFromValues({ ...values, maths: ' plucky-bunny-fair ', version: '2 ' }).toString()).toBe(slotAddress);
  });

  it('keeps the maths out of the address of every other game', () => {
    const dice = valuesFromQuery(new URLSearchParams(slotAddress.replace('game=slot', 'game=dice')));
    expect(queryFromValues(dice).has('maths')).toBe(false);
    expect(parseFairForm({ ...dice, maths: 'Not A Slug!', version: '0' })).toMatchObject({ ok: true, game: 'dice' });
  });

  it('names a maths id or a version that cannot be one', () => {
    const values = valuesFromQuery(new URLSearchParams(slotAddress));
    expect(parseFairForm({ ...values, maths: '', version: '' })).toEqual({
      ok: false,
      errors: { maths: 'maths', version: 'version' },
    });
    for (const maths of ['Plucky', '-bunny', 'bunny_fair', 'a'.repeat(101), '../x']) {
      expect(parseFairForm({ ...values, maths }), maths).toEqual({ ok: false, errors: { maths: 'maths' } });
    }
    for (const version of ['0', '-1', '1.5', 'one', '9007199254740993']) {
      expect(parseFairForm({ ...values, version }), version).toEqual({ ok: false, errors: { version: 'version' } });
    }
    expect(parseFairForm({ ...values, maths: 'a'.repeat(100), version: '12' })).toMatchObject({
      ok: true,
      slot: { version: 12 },
    });
  });
});
