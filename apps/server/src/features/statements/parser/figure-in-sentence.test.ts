import { describe, expect, it } from 'vitest';
import { isFigureInSentence } from './figure-in-sentence.ts';

describe('isFigureInSentence', () => {
  it("takes a disclosure's quoted fee for a sentence, not a total", () => {
    expect(isFigureInSentence('Late Fee: up to')).toBe(true);
    expect(isFigureInSentence('If you are charged interest, the charge will be no less than')).toBe(true);
    expect(isFigureInSentence('you may have to pay a late fee of')).toBe(true);
  });

  it("keeps a summary's labels", () => {
    for (const label of [
      'Fees Charged',
      'Total deposits into your account',
      'Withdrawals and debits',
      'TOTAL FEES CHARGED FOR THIS PERIOD',
      'Late Fee',
    ])
      expect(isFigureInSentence(label)).toBe(false);
  });
});
