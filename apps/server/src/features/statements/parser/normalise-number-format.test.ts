import { describe, expect, it } from 'vitest';
import { normaliseNumberFormat } from './normalise-number-format.ts';
import type { Line } from './layout-types.ts';

const line = (...texts: string[]): Line => ({
  page: 1,
  y: 10,
  h: 8,
  words: texts.map((text, i) => ({ text, x0: i * 50, x1: i * 50 + 40, y: 10, h: 8, page: 1 })),
});
const texts = (lines: Line[]) => lines.map((l) => l.words.map((w) => w.text));

describe('normaliseNumberFormat', () => {
  it('rewrites decimal commas when the statement prints its amounts that way', () => {
    const lines = [line('03.02.2026', 'MIETE', '1.250,00-', '3.410,55'), line('04.02.2026', 'REWE', '45,10-', '3.365,45'), line('Saldo', '3.365,45')];
    expect(texts(normaliseNumberFormat(lines))).toEqual([
      ['03.02.2026', 'MIETE', '1,250.00-', '3,410.55'],
      ['04.02.2026', 'REWE', '45.10-', '3,365.45'],
      ['Saldo', '3,365.45'],
    ]);
  });

  it('reads "02.03" at a line\'s start as a day and month on a decimal-comma statement, not as a point figure', () => {
    const lines = [
      line('02.03', '04.03', 'VIR SEPA RECU', '2.309,84'),
      line('03.03', '03.03', 'CARTE X8614', '8,82'),
      line('05.03', '05.03', 'PRLV SEPA 12.50', '384,05'),
    ];
    expect(texts(normaliseNumberFormat(lines))).toEqual([
      ['02/03', '04/03', 'VIR SEPA RECU', '2,309.84'],
      ['03/03', '03/03', 'CARTE X8614', '8.82'],
      ['05/03', '05/03', 'PRLV SEPA 12.50', '384.05'],
    ]);
  });

  it('leaves a US statement alone, and puts right a point that a scan read as a comma', () => {
    const lines = [line('01/05', 'COFFEE', '4.50', '1,234.56'), line('Total', '1,254.50')];
    expect(normaliseNumberFormat(lines)).toBe(lines);
    const scanned = [...lines, line('01/06', 'RENT', '24,18~', '1,210.32'), line('01/07', 'ACCT', '12345,678')];
    expect(texts(normaliseNumberFormat(scanned)).slice(2)).toEqual([
      ['01/06', 'RENT', '24.18~', '1,210.32'],
      ['01/07', 'ACCT', '12345,678'],
    ]);
  });
});
