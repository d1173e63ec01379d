import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, timeStep, totpAt } from './totp.ts';

// RFC 6238 appendix B, SHA-1 rows: the 20-byte ASCII key "12345678901234567890", 8 digits.
const rfcKey = Buffer.from('12345678901234567890', 'ascii');
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(rfcVectors)('at %i s gives %s (8 digits) and its last 6 digits as the 6-digit code', (seconds, expected) => {
    const step = timeStep(seconds * 1000);
    expect(hotp(rfcKey, step, 8)).toBe(expected);
    expect(totpAt(base32Encode(rfcKey), step)).toBe(expected.slice(-6));
  });

  it('round-trips base32 as authenticator apps type it (lower case, spaces)', () => {
    expect(base32Encode(rfcKey)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(rfcKey);
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('accepts one step of clock drift either way, not two', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = timeStep(now);
    expect(matchTotp(secret, totpAt(secret, step), now, null)).toBe(step);
    expect(matchTotp(secret, totpAt(secret, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpAt(secret, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpAt(secret, step - 2), now, null)).toBeNull();
    expect(matchTotp(secret, totpAt(secret, step + 2), now, null)).toBeNull();
  });

  it('refuses a code already used, and any older one', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = timeStep(now);
    expect(matchTotp(secret, totpAt(secret, step), now, step)).toBeNull();
    expect(matchTotp(secret, totpAt(secret, step - 1), now, step)).toBeNull();
    expect(matchTotp(secret, totpAt(secret, step + 1), now, step)).toBe(step + 1);
  });

  it('refuses anything that is not six digits', () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const code = totpAt(secret, timeStep(now));
    expect(matchTotp(secret, `${code}0`, now, null)).toBeNull();
    expect(matchTotp(secret, code.slice(1), now, null)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const text = otpauthUri('JBSWY3DPEHPK3PXP', 'ann@firm.com');
    expect(text.startsWith('otpauth://totp/Ledgerdesk:ann%40firm.com?')).toBe(true);
    const uri = new URL(text);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Ledgerdesk',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
