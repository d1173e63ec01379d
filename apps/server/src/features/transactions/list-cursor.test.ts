import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { decodeCursor, encodeCursor } from './list-cursor.ts';

describe('list cursor', () => {
  const position = { transaction_date: '2026-03-01', upload_id: 'u1', position: 7, id: 't7' };

  it('round-trips a position through an opaque url-safe string', () => {
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it.each(['', 'not-base64-json', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('["d","u","x","i"]').toString('base64url')])(
    'refuses %j with a sentence',
    (cursor) => {
      expect(() => decodeCursor(cursor)).toThrow(HttpError);
      expect(() => decodeCursor(cursor)).toThrow('This list has changed; reload the page');
    },
  );
});
