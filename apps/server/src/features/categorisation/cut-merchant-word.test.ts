import { describe, expect, it } from 'vitest';
import { CutWordVocabulary, completeCutWord } from './cut-merchant-word.ts';
import { MERCHANT_KINDS, merchantKinds } from './merchant-kinds.ts';
import { normaliseVendor } from './normalise-vendor.ts';

const vocabulary = new CutWordVocabulary(MERCHANT_KINDS.flatMap((k) => k.vendors.map((v) => normaliseVendor(v))));
const read = (description: string) => completeCutWord(normaliseVendor(description), description, vocabulary);

describe('completeCutWord', () => {
  it('reads the word a 25-character merchant field cut short, so the lexicon knows the merchant', () => {
    expect(read('CHECKCARD 0219 THE HOME DEPOT TOOL RENTA HUNTERSVILLE NC 74871321899621564006965')).toContain('TOOL RENTAL');
    expect(merchantKinds(read('CHECKCARD 0219 THE HOME DEPOT TOOL RENTA HUNTERSVILLE NC 7487'), true)[0]?.kind).toBe('equipment rental');
    expect(read('PURCHASE AUTHORIZED ON 02/11 CLOVER LUCKY TORTILLA CAF NEWTON MA S634839671064293 CARD 1541')).toContain('TORTILLA CAFE');
    expect(read('TST* CEDAR TORTILLA TAVER MOORESVILLE NC')).toContain('TAVERN');
  });

  it('leaves a word that does not end the field, a whole word that starts a longer one, and the bank’s own text', () => {
    // RENTA ends 21 characters after the name starts, not 25: not the network's cut.
    expect(read('HOME DEPOT TOOL RENTA HUNTERSVILLE NC')).toBe('HOME DEPOT TOOL RENTA HUNTERSVILLE');
    // A whole word 25 characters in: MARKET is most of MARKETING, but not enough of it to be a cut one.
    expect(read('MAIN STREET PEPPER MARKET CHULA VISTA CA')).toBe(normaliseVendor('MAIN STREET PEPPER MARKET CHULA VISTA CA'));
    // A field starting at the bank's date or an ACH label is not a merchant's name.
    expect(read('RECURRING CARD PURCHASE 10/27 RUSTY DRAGONS TAVER PORTLAND OR')).not.toContain('TAVERN');
    // Too little of the word to say it was KITCHEN.
    expect(read('CLOVER UPTOWN LANTERN KIT LITTLETON CO')).not.toContain('KITCHEN');
  });

  it('completes a stub only to one word, or a word and its longer forms', () => {
    expect(vocabulary.completion('RENTA')).toBe('RENTAL');
    expect(vocabulary.completion('BISTR')).toBe('BISTRO');
    expect(vocabulary.completion('RENTAL')).toBeUndefined();
  });
});
