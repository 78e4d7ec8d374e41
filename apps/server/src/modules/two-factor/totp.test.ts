import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingTotpStep, otpauthUrl, totp, totpStep } from './totp';

// RFC 6238 appendix B: the seeds are the ASCII digits repeated to the hash's block-friendly length.
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
} as const;

const VECTORS: [seconds: number, step: string, sha1: string, sha256: string, sha512: string][] = [
  [59, '0000000000000001', '94287082', '46119246', '90693936'],
  [1111111109, '00000000023523EC', '07081804', '68084774', '25091201'],
  [1111111111, '00000000023523ED', '14050471', '67062674', '99943326'],
  [1234567890, '000000000273EF07', '89005924', '91819424', '93441116'],
  [2000000000, '0000000003F940AA', '69279037', '90698825', '38618901'],
  [20000000000, '0000000027BC86AA', '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('matches the published vectors at %i s', (seconds, step, sha1, sha256, sha512) => {
    const time = new Date(seconds * 1000);
    expect(totpStep(time)).toBe(Number.parseInt(step, 16));
    expect(totp(SEEDS.sha1, time, { digits: 8, algorithm: 'sha1' })).toBe(sha1);
    expect(totp(SEEDS.sha256, time, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(SEEDS.sha512, time, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871'];
    expected.forEach((code, counter) => expect(hotp(SEEDS.sha1, counter)).toBe(code));
  });

  it('accepts at most one step of clock drift either way', () => {
    const now = new Date(1_700_000_000_000);
    const step = totpStep(now);
    const codeAt = (offset: number) => hotp(SEEDS.sha1, step + offset);
    expect(matchingTotpStep(SEEDS.sha1, codeAt(0), now)).toBe(step);
    expect(matchingTotpStep(SEEDS.sha1, codeAt(-1), now)).toBe(step - 1);
    expect(matchingTotpStep(SEEDS.sha1, codeAt(1), now)).toBe(step + 1);
    expect(matchingTotpStep(SEEDS.sha1, codeAt(-2), now)).toBeNull();
    expect(matchingTotpStep(SEEDS.sha1, codeAt(2), now)).toBeNull();
    expect(matchingTotpStep(SEEDS.sha1, '12345', now)).toBeNull();
  });

  it('round-trips secrets through base32 as RFC 4648 spells them', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(SEEDS.sha1))).toEqual(SEEDS.sha1);
  });

  it('builds the otpauth URI authenticator apps scan', () => {
    const url = new URL(otpauthUrl({ secret: 'MZXW6YTBOI', account: 'ann@example.com', issuer: 'Aurora Casino' }));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Aurora Casino:ann@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'MZXW6YTBOI',
      issuer: 'Aurora Casino',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
