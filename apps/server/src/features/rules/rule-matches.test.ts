import { describe, expect, it } from 'vitest';
import { countRuleMatches, rowsTakenBy } from './rule-matches.ts';

const rule = (id: string, vendor_contains: string, active = true) => ({ id, vendor_contains, map_to_account: '6200 - Software', active });
const row = (description: string, vendor_name = '') => ({ description, vendor_name });

const rows = [
  row('POS DEBIT 0412 NETFLIX.COM 866-579-7172 CA', 'NETFLIX.COM'),
  row('NETFLIX.COM LOS GATOS CA'),
  row('Netflix.com'),
  row('AMAZON WEB SERVICES AWS.AMAZON.CO WA'),
  row('AMAZON MKTPLACE PMTS'),
  row('SHELL OIL 57442'),
];

describe('countRuleMatches', () => {
  it('counts the rows each rule files, the categoriser’s way (normalised, case and card noise aside)', () => {
    expect(countRuleMatches([rule('n', 'netflix.com')], rows)).toEqual(new Map([['n', 3]]));
  });

  it('gives a row to the most specific rule only, so the total never counts a row twice', () => {
    const counts = countRuleMatches([rule('amazon', 'AMAZON'), rule('aws', 'AMAZON WEB SERVICES')], rows);
    expect(counts).toEqual(
      new Map([
        ['amazon', 1],
        ['aws', 1],
      ]),
    );
  });

  it('counts for a disabled rule what it would file if switched on, without taking rows from the active ones', () => {
    const counts = countRuleMatches([rule('amazon', 'AMAZON', false), rule('aws', 'AMAZON WEB SERVICES')], rows);
    expect(counts).toEqual(
      new Map([
        ['amazon', 1],
        ['aws', 1],
      ]),
    );
    expect(countRuleMatches([rule('shell', 'SHELL', false)], rows).get('shell')).toBe(1);
  });

  it('is zero for a rule nothing matches, and for no rows', () => {
    expect(countRuleMatches([rule('z', 'ZENITH')], rows).get('z')).toBe(0);
    expect(countRuleMatches([rule('n', 'NETFLIX')], []).get('n')).toBe(0);
  });
});

describe('rowsTakenBy', () => {
  it('returns the rows a new rule would take beside the active rules', () => {
    expect(rowsTakenBy(rule('new', 'AMAZON'), [rule('aws', 'AMAZON WEB SERVICES')], rows)).toEqual([rows[4]]);
    expect(rowsTakenBy(rule('new', 'AMAZON'), [rule('aws', 'AMAZON WEB SERVICES', false)], rows)).toEqual([rows[3], rows[4]]);
  });

  it('wins a tie of equal length against an older rule', () => {
    expect(rowsTakenBy(rule('new', 'NETFLIX'), [rule('old', 'NETFLIX')], rows)).toHaveLength(3);
  });
});
