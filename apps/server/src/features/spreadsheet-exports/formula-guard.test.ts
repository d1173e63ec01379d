import { describe, expect, it } from 'vitest';
import { looksLikeFormula, neutraliseForCsv } from './formula-guard.ts';

describe('formula guard', () => {
  it.each(['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('neutralises %j', (text) => {
    expect(looksLikeFormula(text)).toBe(true);
    expect(neutraliseForCsv(text)).toBe(`'${text}`);
  });

  it.each(['SHELL OIL', '1,200.00', ' =not first', ''])('leaves %j as it is', (text) => {
    expect(neutraliseForCsv(text)).toBe(text);
  });
});
