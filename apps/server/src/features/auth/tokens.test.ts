import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveKey } from '../../lib/app-secret.ts';
import { createAccessTokens, hashRefreshToken, newRefreshToken } from './tokens.ts';

describe('access tokens', () => {
  const tokens = createAccessTokens(deriveKey('a-test-secret-that-is-long-enough', 'access-token'), 60);
  afterEach(() => vi.useRealTimers());

  it('round-trips the user and session', async () => {
    const token = await tokens.sign({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1' });
  });

  it('rejects a token signed with another key or altered', async () => {
    const other = createAccessTokens(deriveKey('another-secret-that-is-long-enough', 'access-token'), 60);
    const token = await other.sign({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toBeNull();
    const mine = await tokens.sign({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(`${mine}x`)).toBeNull();
    expect(await tokens.verify('not a jwt')).toBeNull();
  });

  it('refuses a correctly signed token that never expires', async () => {
    const key = deriveKey('a-test-secret-that-is-long-enough', 'access-token');
    const forever = await new SignJWT({ sid: 's1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setIssuer('ledgerdesk')
      .setAudience('ledgerdesk-api')
      .setIssuedAt()
      .sign(key);
    expect(await tokens.verify(forever)).toBeNull();
  });

  it('stops accepting a token it has verified before once the token expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await tokens.sign({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    vi.setSystemTime(Date.now() + 59_000);
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    vi.setSystemTime(Date.now() + 2_000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('keys for different purposes differ', () => {
    const secret = 'a-test-secret-that-is-long-enough';
    expect(deriveKey(secret, 'access-token')).not.toEqual(deriveKey(secret, 'qbo-credentials'));
  });
});

describe('refresh tokens', () => {
  it('are random and stored only as a hash', () => {
    const a = newRefreshToken();
    const b = newRefreshToken();
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashRefreshToken(a.token));
    expect(a.hash).not.toContain(a.token);
    expect(a.token.length).toBeGreaterThanOrEqual(43);
  });
});
