import { describe, expect, it } from 'vitest';
import { classifySummaryLabel, isSummaryDescription, isTotalOrBalanceLabel } from './classify-summary-label.ts';
import { findPeriod } from './find-period.ts';
import { textLayout } from './fixtures/text-layout.ts';
import { isFrench } from './is-french.ts';
import { parseNamedDate, spanishMonthFromName } from './parse-date.ts';
import { tokenizeLine } from './tokenize-line.ts';

// Spanish-language statements from US banks (Puerto Rico, the Southwest): labels matched with their accents folded as
// the French ones are; Spanish month names read after their day, joined by "de". Numeric dates stay month first, as US
// banks print them: Spanish alone does not make a statement day first (a € or IBAN does, elsewhere).

describe('Spanish month names', () => {
  it('reads full and short names after the day, whole words only', () => {
    expect(spanishMonthFromName('junio')).toBe(6);
    expect(spanishMonthFromName('ENE.')).toBe(1);
    expect(spanishMonthFromName('Dic')).toBe(12);
    expect(spanishMonthFromName('setiembre')).toBe(9);
    expect(spanishMonthFromName('jun')).toBe(6);
    expect(spanishMonthFromName('juni')).toBeNull();
    expect(spanishMonthFromName('set')).toBeNull();
  });

  it('reads "1 de junio de 2026" as one date, and "15 de enero" without its year', () => {
    expect(parseNamedDate(['1', 'de', 'junio', 'de', '2026'])).toEqual({ date: { kind: 'named', month: 6, day: 1, year: 2026 }, used: 5 });
    expect(parseNamedDate(['15', 'de', 'enero', 'PAGO'])).toEqual({ date: { kind: 'named', month: 1, day: 15, year: null }, used: 3 });
    expect(parseNamedDate(['15', 'ene', '2026'])).toEqual({ date: { kind: 'named', month: 1, day: 15, year: 2026 }, used: 3 });
    expect(parseNamedDate(['3', 'de', 'PAGO'])).toBeNull();
  });

  it('tokenizes a date in words with its "de"s as one date', () => {
    const tokens = tokenizeLine(textLayout('Saldo al 30 de junio de 2026     $15,243.95')[0] as never);
    expect(tokens.map((t) => t.kind)).toEqual(['text', 'text', 'date', 'amount']);
  });
});

describe('findPeriod in Spanish', () => {
  it.each([
    ['Del 1 de junio de 2026 al 30 de junio de 2026', { start: '2026-06-01', end: '2026-06-30' }],
    ['Período: 15 de diciembre de 2025 hasta el 14 de enero de 2026', { start: '2025-12-15', end: '2026-01-14' }],
    ['Del 01/06/2026 al 06/30/2026', { start: '2026-01-06', end: '2026-06-30' }],
  ])('%s', (line, period) => {
    expect(findPeriod(textLayout(line), 'MDY')).toEqual(period);
  });
});

describe('Spanish summary labels', () => {
  it.each([
    ['Saldo anterior al 1 de junio de 2026', 'opening'],
    ['Saldo inicial', 'opening'],
    ['Saldo final', 'closing'],
    ['Nuevo saldo', 'closing'],
    ['Saldo al 30 de junio de 2026', 'dated_balance'],
    ['Total de depósitos (15)', 'deposits'],
    ['Depósitos y otros créditos', 'deposits'],
    ['Total de retiros (34)', 'withdrawals'],
    ['Cargos por servicio', 'withdrawals'],
    ['Saldo promedio', null],
    ['Saldo disponible al 30 de junio de 2026', null],
    ['Total de cargos en el año', null],
  ])('%s → %s', (label, role) => {
    expect(classifySummaryLabel(label, false)).toBe(role);
  });

  it('keeps the list\'s "Saldo inicial" / "Saldo final" lines and its totals out of the rows', () => {
    expect(isSummaryDescription('Saldo inicial')).toBe(true);
    expect(isSummaryDescription('Saldo final')).toBe(true);
    expect(isTotalOrBalanceLabel('Total de retiros')).toBe(true);
    expect(isSummaryDescription('DEPÓSITO DIRECTO NÓMINA')).toBe(false);
  });

  it('is not read as French', () => {
    expect(isFrench('Estado de cuenta  Saldo inicial  Retiros  Depósitos  Número de cuenta')).toBe(false);
  });
});
