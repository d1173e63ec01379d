import { describe, expect, it } from 'vitest';
import { sniffContent } from './sniff-content.ts';

describe('sniffContent', () => {
  it.each([
    [Buffer.alloc(0), 'empty'],
    [Buffer.from('PK\x03\x04rest'), 'zip'],
    [Buffer.from('D0CF11E0A1B11AE10000', 'hex'), 'ole2'],
    [Buffer.from('%PDF-1.7\n'), 'pdf'],
    [Buffer.from('\uFEFFAccount', 'utf16le'), 'text'],
    [Buffer.from('Account,Type\r\n\f"x",Bank\t\n'), 'text'],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'binary'],
    [Buffer.from('Account,Type\x01\x02\x03'), 'binary'],
  ] as const)('sees %j as %s', (bytes, kind) => {
    expect(sniffContent(bytes)).toBe(kind);
  });
});
