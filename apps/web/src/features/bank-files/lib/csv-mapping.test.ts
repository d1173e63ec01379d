import type { CsvMapping } from '@ledgerdesk/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { assignColumn, csvMappingQuestionOf, mappingProblem, roleOfColumn, withAmountStyle } from './csv-mapping.ts';

const base: CsvMapping = {
  date: 0,
  description: 4,
  amount: 1,
  debit: null,
  credit: null,
  balance: null,
  check: null,
  date_order: 'month_first',
  header_rows: 0,
};

describe('csv mapping step', () => {
  it('reads the question out of a 422 only', () => {
    const details = {
      message: 'Check the columns below.',
      csv_mapping: { columns: ['Column 1'], preview: [['01/02/2026']], suggested: base, doubts: ['No header.'] },
    };
    expect(csvMappingQuestionOf(new ApiError('Check the columns below.', 422, { details }))).toEqual({
      message: 'Check the columns below.',
      question: details.csv_mapping,
    });
    expect(csvMappingQuestionOf(new ApiError('x', 400, { details }))).toBeNull();
    expect(csvMappingQuestionOf(new Error('x'))).toBeNull();
  });

  it('keeps one role per column: a required role swaps, an optional one is cleared', () => {
    expect(assignColumn(base, 'description', 1)).toMatchObject({ description: 1, amount: 4 });
    expect(assignColumn(base, 'date', 4)).toMatchObject({ date: 4, description: 0 });
    expect(assignColumn({ ...base, balance: 2 }, 'check', 2)).toMatchObject({ check: 2, balance: null });
    expect(assignColumn(base, 'balance', null)).toMatchObject({ balance: null });
    expect(roleOfColumn(base, 4)).toBe('Description');
    expect(roleOfColumn(base, 3)).toBeNull();
  });

  it('switches between one amount column and debit and credit columns', () => {
    const split = withAmountStyle(base, 'split', 5);
    expect(split).toMatchObject({ amount: null, debit: 1, credit: 2 });
    expect(mappingProblem(split)).toBeNull();
    expect(withAmountStyle(split, 'one', 5)).toMatchObject({ amount: 1, debit: null, credit: null });
    expect(mappingProblem({ ...base, amount: null })).toBe('Choose an amount column, or both a debit and a credit column.');
  });
});
