import { describe, expect, it } from 'vitest';
import { clearRedactionRemnants } from './clear-redaction-remnants.ts';
import type { Box } from './dark-boxes.ts';
import type { Word } from './layout-types.ts';
import type { ParsedAccount, ParsedTransaction } from './types.ts';

const HEIGHT = 800;
const COLUMN = 152.4;
const GLYPH = 7.2;

const word = (text: string, x0: number, x1: number, y: number): Word => ({ text, x0, x1, y, h: GLYPH, page: 1 });
const boxOnLine = (x0: number, y: number): Box => ({ x0, x1: 350, y0: y - 6, y1: y + 1 });

const row = (description: string, y: number): ParsedTransaction => ({
  transaction_date: '2021-07-29',
  posting_date: null,
  description,
  vendor_name: description,
  amount_cents: -4800,
  balance_cents: null,
  type: 'debit',
  page: 1,
  top: (y - GLYPH) / HEIGHT,
  bottom: y / HEIGHT,
});

const account = (transactions: ParsedTransaction[]) => ({ transactions }) as unknown as ParsedAccount;

/** A page of six rows under a Description heading, each description under a box starting at `boxStart`. */
async function read(description: string, words: Word[], boxStart: number, slipStart: number) {
  const ys = [200, 220, 240, 260, 280, 300];
  const boxes = ys.map((y, i) => boxOnLine(i === 2 ? slipStart : boxStart, y));
  const pageWords = [word('Description', COLUMN, 187.4, 180), ...words];
  const rows = ys.map((y, i) => row(i === 2 ? description : '', y));
  const [out] = await clearRedactionRemnants(
    [account(rows)],
    () => pageWords,
    () => HEIGHT,
    async () => boxes,
  );
  return out?.transactions[2]?.description;
}

describe('clearRedactionRemnants', () => {
  it('drops a letter left showing by a box drawn a glyph late, where every other box hides the whole description', async () => {
    expect(await read('P', [word('P', COLUMN, 157.2, 240)], COLUMN, 157.2)).toBe('');
  });

  it('keeps letters the publisher left before every box on purpose', async () => {
    expect(await read('Sa', [word('Sa', COLUMN, 163.1, 240)], 163.1, 163.1)).toBe('Sa');
  });
});
