import { describe, expect, it } from 'vitest';
import { isMalformedMultipart } from './errors.ts';

describe('isMalformedMultipart', () => {
  const multipart = 'multipart/form-data; boundary=x';

  it.each([
    'Multipart: Boundary not found',
    'Unexpected end of form',
    'Unexpected end of multipart data',
    // busboy's dicer, when the body ends while a part is still being read (seen only once auth answered quickly)
    'Part terminated early due to unexpected end of multipart data',
    'Malformed part header',
  ])('treats "%s" as the sender cutting the body short', (message) => {
    expect(isMalformedMultipart({ message }, multipart)).toBe(true);
  });

  it('treats a premature close as the sender', () => {
    expect(isMalformedMultipart({ code: 'ERR_STREAM_PREMATURE_CLOSE', message: 'Premature close' }, multipart)).toBe(true);
  });

  it('leaves our own failures and other bodies alone', () => {
    expect(isMalformedMultipart({ message: 'SQLITE_BUSY: database is locked' }, multipart)).toBe(false);
    expect(isMalformedMultipart({ message: 'Unexpected end of form' }, 'application/json')).toBe(false);
  });
});
