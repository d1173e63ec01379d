import { describe, expect, it } from 'vitest';
import { buildTransaction } from '../../../testing/build-transaction.ts';
import { correctionOf, draftFromText, draftOf, EMPTY_DRAFT, readDraft } from './row-draft.ts';

const row = buildTransaction({ check_number: null });

describe('the row fields of the edit and add dialogs', () => {
  it('starts from the row: the amount as a magnitude with its direction', () => {
    expect(draftOf(row)).toEqual({
      date: '2026-01-05',
      description: 'SHELL OIL 57442 SPRINGFIELD',
      vendor: 'SHELL OIL',
      amount: '45.10',
      direction: 'out',
      checkNumber: '',
    });
    expect(draftOf(buildTransaction({ amount: 1250, check_number: '77' }))).toMatchObject({ amount: '1250.00', direction: 'in', checkNumber: '77' });
  });

  it('signs the amount by the direction chosen, never by a typed minus', () => {
    const { values } = readDraft({ ...draftOf(row), amount: '45.00', direction: 'in' });
    expect(values?.amount).toBe(45);
    expect(readDraft({ ...draftOf(row), amount: '1,045.10' }).values?.amount).toBe(-1045.1);
  });

  it('says what is wrong in the contract’s own words, one message a field', () => {
    const { errors } = readDraft({ ...EMPTY_DRAFT, date: '2026-02-30', amount: '-5' });
    expect(errors).toEqual({
      date: 'That date does not exist',
      description: 'Enter a description',
      amount: 'Enter the amount as a number',
    });
    expect(readDraft({ ...draftOf(row), amount: '0.00' }).errors).toEqual({ amount: 'Enter an amount other than $0.00' });
  });

  it('sends only the fields that changed, a cleared check number as null', () => {
    const same = readDraft(draftOf(row)).values!;
    expect(correctionOf(row, same)).toEqual({});
    const changed = readDraft({ ...draftOf(row), date: '2026-01-06', amount: '45.01', vendor: ' Shell ', checkNumber: '1043' }).values!;
    expect(correctionOf(row, changed)).toEqual({ transaction_date: '2026-01-06', amount: -45.01, vendor_name: 'Shell', check_number: '1043' });
    const withCheck = buildTransaction({ check_number: '1043' });
    expect(correctionOf(withCheck, readDraft({ ...draftOf(withCheck), checkNumber: ' ' }).values!)).toEqual({ check_number: null });
  });

  it('starts a new row from what was read off the page, money out unless the page said otherwise', () => {
    expect(draftFromText({ description: 'CHECK 1043', date: '2026-01-09', amountCents: 25000, checkNumber: '1043' })).toEqual({
      date: '2026-01-09',
      description: 'CHECK 1043',
      vendor: '',
      amount: '250.00',
      direction: 'out',
      checkNumber: '1043',
    });
    expect(draftFromText({ description: 'REFUND', direction: 'in' })).toMatchObject({ amount: '', direction: 'in', date: '' });
  });
});
