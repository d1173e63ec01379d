import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRecoveryCodeHasher, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('makes 10 different codes of two groups of five', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it('reads a code however it was typed, and nothing that cannot be one', () => {
    expect(normaliseRecoveryCode('ABCDE-FGHJK')).toBe('abcdefghjk');
    expect(normaliseRecoveryCode(' abcde fghjk ')).toBe('abcdefghjk');
    expect(normaliseRecoveryCode('abcde-fghj')).toBeNull();
    expect(normaliseRecoveryCode('abcde-fghi1')).toBeNull();
  });

  it('hashes under the app key: another key gives another hash', () => {
    const one = createRecoveryCodeHasher(crypto.randomBytes(32));
    const other = createRecoveryCodeHasher(crypto.randomBytes(32));
    expect(one('abcdefghjk')).toBe(one('abcdefghjk'));
    expect(one('abcdefghjk')).not.toBe(other('abcdefghjk'));
    expect(one('abcdefghjk')).not.toContain('abcdefghjk');
  });
});
