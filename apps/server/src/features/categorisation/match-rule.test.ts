import { describe, expect, it } from 'vitest';
import { clientLabels } from './category-labels.ts';
import { matchRule, usableRules } from './match-rule.ts';
import { normaliseVendor } from './normalise-vendor.ts';
import type { Rule } from './types.ts';

const labels = clientLabels(['6200 - Software', '6400 - Office Supplies', '6500 - Advertising']);
const rule = (id: string, vendor_contains: string, map_to_account: string, active = true): Rule => ({ id, vendor_contains, map_to_account, active });
const match = (rules: Rule[], description: string) => matchRule(usableRules(rules, labels), [normaliseVendor(description)])?.rule.id;

describe('rules', () => {
  it('match case-insensitively on the normalised vendor', () => {
    expect(match([rule('r1', 'amazon', '6400 - Office Supplies')], 'AMAZON.COM*2K4AB12C3 AMZN.COM/BILL WA')).toBe('r1');
    expect(match([rule('r1', 'Blue Bottle', '6400 - Office Supplies')], 'POS DEBIT SQ *BLUE BOTTLE COFFEE #12 OAKLAND CA')).toBe('r1');
  });

  it('normalise their own text too, so a descriptor pasted as a rule still matches', () => {
    expect(match([rule('r1', 'SQ *BLUE BOTTLE', '6400 - Office Supplies')], 'SQ *BLUE BOTTLE COFFEE OAKLAND CA')).toBe('r1');
    expect(match([rule('r1', 'Amazon.com', '6400 - Office Supplies')], 'AMAZON.COM*2K4AB12C3')).toBe('r1');
  });

  it('pick the most specific (longest) match', () => {
    const rules = [rule('short', 'GOOGLE', '6200 - Software'), rule('long', 'GOOGLE ADS', '6500 - Advertising')];
    expect(match(rules, 'GOOGLE ADS 1234567 CA')).toBe('long');
    expect(match([...rules].reverse(), 'GOOGLE ADS 1234567 CA')).toBe('long');
    expect(match(rules, 'GOOGLE *GSUITE_ACME CC@GOOGLE.COM CA')).toBe('short');
  });

  it('keep the given order between equally specific rules', () => {
    const rules = [rule('first', 'ADOBE', '6200 - Software'), rule('second', 'CLOUD', '6400 - Office Supplies')];
    expect(match(rules, 'ADOBE *CREATIVE CLOUD')).toBe('first');
  });

  it('ignore disabled rules', () => {
    const rules = [rule('off', 'GOOGLE ADS', '6500 - Advertising', false), rule('on', 'GOOGLE', '6200 - Software')];
    expect(match(rules, 'GOOGLE ADS 1234567')).toBe('on');
  });

  it('ignore a rule filing into a label the client does not have, without shadowing a valid one', () => {
    const rules = [rule('gone', 'GOOGLE ADS', '7777 - Old Marketing'), rule('valid', 'GOOGLE', '6200 - Software')];
    expect(match(rules, 'GOOGLE ADS 1234567')).toBe('valid');
  });

  it('file into the client’s own label when the rule names the account under another number', () => {
    expect(usableRules([rule('r1', 'ZOOM', '7000 - Software')], labels)[0]?.label).toBe('6200 - Software');
  });

  it('never match with an empty text', () => {
    expect(match([rule('r1', '   ', '6200 - Software')], 'ZOOM.US 888-799-9666 CA')).toBeUndefined();
    expect(match([rule('r1', '#1234', '6200 - Software')], 'ZOOM.US 888-799-9666 CA')).toBeUndefined();
  });
});
