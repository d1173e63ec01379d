import { describe, expect, it } from 'vitest';
import { canBeRuleVendor } from './rule-vendor.ts';

describe('canBeRuleVendor', () => {
  it('offers a rule for a named payee', () => {
    expect(canBeRuleVendor('ZELLE TO J. MARSH')).toBe(true);
    expect(canBeRuleVendor('AMAZON MKTPL')).toBe(true);
  });

  it('offers none for a name that only says how the money moved', () => {
    expect(canBeRuleVendor('CHECK')).toBe(false);
    expect(canBeRuleVendor('Check 2722')).toBe(false);
    expect(canBeRuleVendor('ATM WITHDRAWAL')).toBe(false);
    expect(canBeRuleVendor('  ')).toBe(false);
  });
});
