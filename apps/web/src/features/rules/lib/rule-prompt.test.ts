import { describe, expect, it } from 'vitest';
import { fileRowsAction, fileRowsChoice, fileRowsNote, ruleCreatedDescription } from './rule-prompt.ts';

describe('the rule prompt’s words', () => {
  it('offers to file the counted rows by the vendor’s name', () => {
    expect(fileRowsAction(7, 'NETFLIX')).toBe('Create rule and file the 7 other NETFLIX rows');
    expect(fileRowsAction(1, 'NETFLIX')).toBe('Create rule and file the 1 other NETFLIX row');
  });

  it('says what is waiting, or that nothing is', () => {
    expect(fileRowsNote(7, 'NETFLIX', '6500 - Subscriptions')).toBe(
      '7 other NETFLIX rows are not yet approved or filed by hand. The rule can file them as 6500 - Subscriptions now.',
    );
    expect(fileRowsNote(1, 'NETFLIX', 'Dues')).toBe('1 other NETFLIX row is not yet approved or filed by hand. The rule can file it as Dues now.');
    expect(fileRowsNote(0, 'NETFLIX', 'Dues')).toBe('No other undecided NETFLIX rows are waiting: the rule files the next statements.');
  });

  it('names the vendor and what was filed in the toast', () => {
    expect(ruleCreatedDescription('NETFLIX', 'Dues', undefined)).toBe('Transactions from "NETFLIX" will be categorised as Dues.');
    expect(ruleCreatedDescription('NETFLIX', 'Dues', 7)).toBe(
      'Transactions from "NETFLIX" will be categorised as Dues. 7 other rows were filed now.',
    );
  });

  it('offers the Rules screen’s dialogs the counted rows as a choice', () => {
    expect(fileRowsChoice(3, 'KING ARTHUR', '5000 - Cost of Goods Sold')).toBe(
      'Also file the 3 undecided KING ARTHUR rows as 5000 - Cost of Goods Sold now',
    );
    expect(fileRowsChoice(1, 'ADOBE', 'Software')).toBe('Also file the 1 undecided ADOBE row as Software now');
  });
});
