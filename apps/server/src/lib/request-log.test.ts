import { describe, expect, it } from 'vitest';
import { urlForLog } from './request-log.ts';

describe('request URLs in the log', () => {
  it('hides the token of a questions link, its API calls and an export file link', () => {
    expect(urlForLog('/q/AbC-123_xyz')).toBe('/q/[token]');
    expect(urlForLog('/api/q/AbC-123_xyz/answers')).toBe('/api/q/[token]/answers');
    expect(urlForLog('/api/q/AbC?x=1')).toBe('/api/q/[token]?x=1');
    expect(urlForLog('/api/export/files/deadbeef')).toBe('/api/export/files/[token]');
  });

  it('keeps every other URL as it was', () => {
    expect(urlForLog('/api/transactions/client/abc?q=zelle')).toBe('/api/transactions/client/abc?q=zelle');
    expect(urlForLog('/api/qbo/abc/status')).toBe('/api/qbo/abc/status');
    expect(urlForLog('/quarterly/report')).toBe('/quarterly/report');
  });
});
