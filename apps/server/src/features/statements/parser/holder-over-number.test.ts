import { describe, expect, it } from 'vitest';
import { textLayout } from './fixtures/text-layout.ts';
import { holderOverNumber } from './holder-over-number.ts';

const isName = (text: string) => !/\b(bank|statement|account)\b/i.test(text);

describe('holderOverNumber', () => {
  it("reads a company's name set alone at the top right over the account's number", () => {
    const lines = textLayout(`
                                                        Bellweather Analytics, Inc.
MERIDIAN                                              Account Number ending in 9052
Corporate Rewards Card                               Billing Period: 09/01/26 - 09/30/26`);
    expect(holderOverNumber(lines, isName)).toBe('Bellweather Analytics, Inc.');
  });

  it('leaves a line over something else, or not ending where the number line ends, alone', () => {
    expect(
      holderOverNumber(textLayout('                    Bellweather Analytics, Inc.\n                      Billing Period: 09/01/26'), isName),
    ).toBeNull();
    expect(
      holderOverNumber(textLayout('          Bellweather Analytics, Inc.\n          Account Number ending in 9052   Page 1'), isName),
    ).toBeNull();
  });
});
