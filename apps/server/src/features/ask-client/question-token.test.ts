import { describe, expect, it } from 'vitest';
import { expiresAt, hashToken, linkStatus, newToken, questionsUrl } from './question-token.ts';

describe('questions link tokens', () => {
  it('makes a different 43-character token each time and stores only its SHA-256', () => {
    const a = newToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toContain(a);
  });

  it('expires 30 days on by default', () => {
    expect(expiresAt(new Date('2026-11-26T15:00:00.000Z'))).toBe('2026-12-26T15:00:00.000Z');
    expect(expiresAt(new Date('2026-11-26T15:00:00.000Z'), 1)).toBe('2026-11-27T15:00:00.000Z');
  });

  it('is open until its expiry instant, expired from then, and revoked whatever the time', () => {
    const link = { expires_at: '2026-12-26T15:00:00.000Z', revoked_at: null };
    expect(linkStatus(link, new Date('2026-12-26T14:59:59.999Z'))).toBe('open');
    expect(linkStatus(link, new Date('2026-12-26T15:00:00.000Z'))).toBe('expired');
    expect(linkStatus({ ...link, revoked_at: '2026-12-01T00:00:00.000Z' }, new Date('2026-12-27T00:00:00.000Z'))).toBe('revoked');
  });

  it('builds the page address under the app URL', () => {
    expect(questionsUrl('https://books.example.com/', 'abc')).toBe('https://books.example.com/q/abc');
  });
});
