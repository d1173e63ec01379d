import { describe, expect, it } from 'vitest';
import { count, indefiniteArticle, verbFor, withArticle } from './english.ts';

describe('indefinite article by sound', () => {
  it.each([
    ['airline', 'an'],
    ['accountant or lawyer', 'an'],
    ['equipment rental', 'an'],
    ['insurer', 'an'],
    ['office supply store', 'an'],
    ['internet provider', 'an'],
    ['umbrella', 'an'],
    ['urgent care clinic', 'an'],
    ['unusual charge', 'an'],
    ['uninsured loss', 'an'],
    ['hour', 'an'],
    ['honest mistake', 'an'],
    ['heir', 'an'],
    ['ATM', 'an'],
    ['ATM fee', 'an'],
    ['HVAC supplier', 'an'],
    ['SBA loan payment', 'an'],
    ['FBI', 'an'],
    ['LLC filing fee', 'an'],
    ['MRI', 'an'],
    ['X-ray lab', 'an'],
    ['8 % fee', 'an'],
    ['11-month lease', 'an'],
    ['18,000 dollar loan', 'an'],
    ['utility', 'a'],
    ['uniform or linen service', 'a'],
    ['unit', 'a'],
    ['unanimous vote', 'a'],
    ['user fee', 'a'],
    ['usual charge', 'a'],
    ['European supplier', 'a'],
    ['one-off payment', 'a'],
    ['UPS store', 'a'],
    ['USPS office', 'a'],
    ['NASA contractor', 'a'],
    ['CPA', 'a'],
    ['DMV fee', 'a'],
    ['fuel station', 'a'],
    ['hotel', 'a'],
    ['history', 'a'],
    ['payroll tax payment', 'a'],
    ['1099 contractor', 'a'],
    ['80-dollar fee', 'an'],
    ['100 dollar fee', 'a'],
    ['', 'a'],
  ])('%s takes "%s"', (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
  });

  it('puts the article in front', () => {
    expect(withArticle('airline, hotel or ride')).toBe('an airline, hotel or ride');
    expect(withArticle('utility')).toBe('a utility');
  });
});

describe('counts', () => {
  it('agree with their nouns and verbs', () => {
    expect(`${count(1, 'client')} ${verbFor(1, 'files', 'file')}`).toBe('1 client files');
    expect(`${count(3, 'client')} ${verbFor(3, 'files', 'file')}`).toBe('3 clients file');
    expect(count(0, 'transaction')).toBe('0 transactions');
  });
});
