import { describe, expect, it } from 'vitest';
import { textLayout } from './fixtures/text-layout.ts';
import type { Line } from './layout-types.ts';
import { singleRowPitch } from './row-pitch.ts';

const dated = (line: Line) => /^\d\d\/\d\d$/.test(line.words[0]?.text ?? '');

describe('singleRowPitch', () => {
  it('measures two one-line rows in a row, not a row and its wrapped line', () => {
    const lines = textLayout(`
03/02   POS DEBIT 123456 WALGREENS     12.00
        #1234 DENVER CO
03/03   ZELLE PAYMENT FROM ANA         50.00
03/05   CHECK 1001                      1.00`);
    const spaced = lines.map((l, i) => (i >= 3 ? { ...l, y: l.y + 4 } : l));
    expect(singleRowPitch(spaced, 1, dated)).toBe(16);
  });

  it('is null when no two one-line rows follow each other', () => {
    const lines = textLayout(`
03/02   POS DEBIT 123456 WALGREENS     12.00
        #1234 DENVER CO
03/03   ZELLE PAYMENT FROM ANA         50.00
        MOBILE`);
    expect(singleRowPitch(lines, 1, dated)).toBeNull();
  });
});
