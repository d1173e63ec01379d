import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, maskSecret } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox(crypto.randomBytes(32));

  it('round-trips and never stores the plaintext', () => {
    const sealed = box.seal('qb-secret-ABCD');
    expect(sealed).not.toContain('qb-secret');
    expect(box.open(sealed)).toBe('qb-secret-ABCD');
    expect(box.seal('qb-secret-ABCD')).not.toBe(sealed);
  });

  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(crypto.randomBytes(32)).open(sealed)).toThrow();
  });

  it('masks all but the last 4 characters', () => {
    expect(maskSecret('abcdefgh1234')).toBe('••••••••1234');
  });
});
