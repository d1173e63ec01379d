import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.ts';

describe('decodeText', () => {
  it('reads UTF-8 with and without a BOM', () => {
    expect(decodeText(Buffer.from('\uFEFF1000 · Café'))).toBe('1000 · Café');
    expect(decodeText(Buffer.from('1000 · Café'))).toBe('1000 · Café');
  });

  it('reads UTF-16 in both byte orders when a BOM says so', () => {
    expect(decodeText(Buffer.from('\uFEFFAccount\t·', 'utf16le'))).toBe('Account\t·');
    expect(decodeText(Buffer.from('\uFEFFAccount\t·', 'utf16le').swap16())).toBe('Account\t·');
  });

  it('falls back to Windows-1252 for bytes that are not UTF-8, 0x80-0x9F included', () => {
    const bytes = Buffer.from([0x31, 0x30, 0x20, 0xb7, 0x20, 0x80, 0x92, 0x93, 0x94, 0x96, 0x97, 0x99, 0x81, 0xe9]);
    expect(decodeText(bytes)).toBe('10 · €’“”–—™\u0081é');
  });
});
