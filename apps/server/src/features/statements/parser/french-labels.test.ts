import { describe, expect, it } from 'vitest';
import { classifyHeading } from './classify-heading.ts';
import { classifySummaryLabel, isSummaryDescription, isTotalOrBalanceLabel, labelSaysOverdrawn } from './classify-summary-label.ts';
import { detectAccountMarker, kindFromText } from './detect-account-marker.ts';
import { detectHeader } from './detect-header.ts';
import { findPeriod } from './find-period.ts';
import { parseSketch, textLayout } from './fixtures/text-layout.ts';
import { foldAccents } from './fold-accents.ts';
import { isFrench } from './is-french.ts';
import { frenchMonthFromName, monthFromName, parseJoinedNamedDate, parseNamedDate } from './parse-date.ts';

// French-language statements (Canadian banks and caisses): labels are matched with their accents folded, never with
// letters dropped, and French month names are read after their day only.

const header = (sketch: string) => {
  const lines = textLayout(sketch);
  const result = detectHeader(lines.at(-1)!, lines.length > 1 ? lines.at(-2)! : null);
  return result?.kind === 'transactions' ? result.columns.map((c) => c.kind) : (result?.kind ?? null);
};

describe('foldAccents', () => {
  it('keeps each letter as its base letter', () => {
    expect(foldAccents('Dépôts')).toBe('Depots');
    expect(foldAccents('Solde de CLÔTURE')).toBe('Solde de CLOTURE');
    expect(foldAccents('août')).toBe('aout');
    // Already decomposed (a combining accent after the letter).
    expect(foldAccents('De\u0301po\u0302ts')).toBe('Depots');
    expect(foldAccents('Beginning Balance')).toBe('Beginning Balance');
  });
});

describe('French column labels', () => {
  it.each([
    ['Date    Description          Retraits     Dépôts     Solde', ['date', 'description', 'debit', 'credit', 'balance']],
    ['Date    Détails          Chèques et débits     Dépôts et crédits', ['date', 'description', 'debit', 'credit']],
    ["Date de l'opération    Opération     Débits     Crédits     Solde", ['date', 'description', 'debit', 'credit', 'balance']],
    ["Date de transaction    Date d'inscription    Description     Montant ($)", ['date', 'post_date', 'description', 'amount']],
    ["Date d'inscription    Description     Montant", ['date', 'description', 'amount']],
    ['Date    Description     Achats     Paiements', ['date', 'description', 'debit', 'credit']],
    ['DATE    DESCRIPTION          RETRAITS     DÉPÔTS     SOLDE', ['date', 'description', 'debit', 'credit', 'balance']],
    // Banks in France: when the entry took effect, and the description as "Libellé (des opérations)".
    ['Date    Valeur    Libellé          Débit     Crédit', ['date', 'post_date', 'description', 'debit', 'credit']],
    ['Date opé.    Date valeur    Libellé des opérations          Débit     Crédit', ['date', 'post_date', 'description', 'debit', 'credit']],
  ])('%s', (sketch, kinds) => {
    expect(header(sketch)).toEqual(kinds);
  });
});

describe('French headings and summary labels', () => {
  it.each([
    ['DÉPÔTS', false, 'credit'],
    ['Retraits et autres débits', false, 'debit'],
    ['Chèques', false, 'debit'],
    ['Frais', false, 'debit'],
    ['Achats', true, 'debit'],
    ['Paiements et crédits', true, 'credit'],
    ['Détail des opérations', false, null],
  ])('heading %s', (text, isCard, direction) => {
    expect(classifyHeading(text, isCard)).toEqual({ kind: 'transactions', direction });
  });

  it('keeps summaries and pending operations out', () => {
    expect(classifyHeading('Sommaire du compte', false)).toEqual({ kind: 'excluded' });
    expect(classifyHeading('Soldes quotidiens', false)).toEqual({ kind: 'excluded' });
    expect(classifyHeading('Opérations en attente', true)).toEqual({ kind: 'excluded', pending: true });
  });

  it.each([
    ["Solde d'ouverture", 'opening'],
    ['Solde précédent au 2025-12-15', 'opening'],
    ['Solde antérieur', 'opening'],
    ['Solde au début de la période', 'opening'],
    ['Solde de clôture', 'closing'],
    ['Nouveau solde', 'closing'],
    ['Solde à la fin de la période', 'closing'],
    ['Solde au 30 juin 2026', 'dated_balance'],
    // Banks in France name both ends of the period by their date and side.
    ['SOLDE CRÉDITEUR AU 31/01/2025', 'dated_balance'],
    ['SOLDE DÉBITEUR AU 01/01/2025', 'dated_balance'],
    ['Ancien solde débiteur au 31.12.2024', 'opening'],
    ['TOTAL DES OPÉRATIONS', null],
    ['Total des retraits (37)', 'withdrawals'],
    ['Total des dépôts', 'deposits'],
    ['Solde disponible', null],
    ['Taux d’intérêt annuel', null],
    ['Crédit disponible', null],
  ])('summary label %s', (label, role) => {
    expect(classifySummaryLabel(label, false)).toBe(role);
  });

  it('reads a card summary', () => {
    expect(classifySummaryLabel('Paiements et crédits', true)).toBe('deposits');
    expect(classifySummaryLabel('Achats', true)).toBe('withdrawals');
    expect(classifySummaryLabel('Limite de crédit', true)).toBeNull();
  });

  it('reads a débiteur balance as overdrawn, on a deposit account only', () => {
    expect(labelSaysOverdrawn('SOLDE DÉBITEUR AU 31/01/2025')).toBe(true);
    expect(labelSaysOverdrawn('Nouveau solde débiteur')).toBe(true);
    expect(labelSaysOverdrawn('SOLDE CRÉDITEUR AU 31/01/2025')).toBe(false);
    expect(labelSaysOverdrawn('INTERETS DEBITEURS')).toBe(false);
  });

  it('knows balance and total rows printed in the list', () => {
    expect(isTotalOrBalanceLabel('TOTAL DES OPÉRATIONS 834,56 500,00')).toBe(true);
    expect(isTotalOrBalanceLabel('Sous-total 120,00')).toBe(true);
    expect(isTotalOrBalanceLabel('SOLDE CRÉDITEUR AU 31/01/2025 834,56')).toBe(true);
    expect(isSummaryDescription('Solde de clôture')).toBe(true);
    expect(isSummaryDescription("Solde d'ouverture")).toBe(true);
    expect(isTotalOrBalanceLabel('Total des dépôts')).toBe(true);
    expect(isSummaryDescription('CAFÉ DÉPÔT 4412 MONTRÉAL QC')).toBe(false);
  });
});

describe('French month names', () => {
  it.each([
    ['02', 'juin', '2026', { month: 6, day: 2, year: 2026 }],
    ['2', 'juillet', '', { month: 7, day: 2, year: null }],
    ['15', 'févr.', '', { month: 2, day: 15, year: null }],
    ['15', 'FÉVR', '', { month: 2, day: 15, year: null }],
    ['3', 'mars', '2026', { month: 3, day: 3, year: 2026 }],
    ['1er', 'mai', '2026', { month: 5, day: 1, year: 2026 }],
    ['12', 'août', '', { month: 8, day: 12, year: null }],
    ['9', 'déc.', '', { month: 12, day: 9, year: null }],
    ['9', 'dec', '', { month: 12, day: 9, year: null }],
    ['20', 'janv.', '', { month: 1, day: 20, year: null }],
  ])('%s %s %s', (d, m, y, expected) => {
    expect(parseNamedDate([d, m, y])?.date).toEqual({ kind: 'named', ...expected });
  });

  it('reads whole names only, never a prefix ("jui" is June or July)', () => {
    expect(frenchMonthFromName('jui')).toBeNull();
    expect(frenchMonthFromName('juil.')).toBe(7);
    expect(frenchMonthFromName('juin')).toBe(6);
    expect(frenchMonthFromName('ma')).toBeNull();
  });

  it('reads a French month after its day only: "MARS 12" and "MAI 3" in a description are no dates', () => {
    expect(monthFromName('mars')).toBeNull();
    expect(monthFromName('mai')).toBeNull();
    expect(parseNamedDate(['MARS', '12'])).toBeNull();
    expect(parseNamedDate(['MAI', '3', '2026'])).toBeNull();
  });

  it('reads a joined French date', () => {
    expect(parseJoinedNamedDate('02-juin-2026')).toEqual({ kind: 'named', month: 6, day: 2, year: 2026 });
    expect(parseJoinedNamedDate('15févr.')).toEqual({ kind: 'named', month: 2, day: 15, year: null });
  });

  it('reads a French period', () => {
    expect(findPeriod(textLayout('Période du 1er juin 2026 au 30 juin 2026'), 'MDY')).toEqual({ start: '2026-06-01', end: '2026-06-30' });
    expect(findPeriod(textLayout('du 16 février 2026 au 15 mars 2026'), 'MDY')).toEqual({ start: '2026-02-16', end: '2026-03-15' });
    expect(findPeriod(textLayout('Période du 2025-12-15 au 2026-01-14'), 'MDY')).toEqual({ start: '2025-12-15', end: '2026-01-14' });
    expect(findPeriod(textLayout('Date du relevé : 14 août 2026'), 'MDY')).toEqual({ start: null, end: '2026-08-14' });
  });
});

describe('French account numbers and kinds', () => {
  it.each([
    ['Compte n° 81523-012-4417', '4417', false],
    ['Numéro de compte : 0045-88-7721', '7721', false],
    ['No de compte 123456789', '6789', false],
    ['Numéro de carte : **** **** **** 5521', '5521', true],
  ])('%s', (text, last4, card) => {
    expect(detectAccountMarker(text)).toMatchObject({ last4, card });
  });

  it('names the product printed before the number', () => {
    expect(detectAccountMarker('Compte courant professionnel n° 000204521')).toMatchObject({
      last4: '4521',
      kind: 'checking',
      name: 'Compte courant professionnel',
    });
    expect(detectAccountMarker('Relevé de vos comptes, Compte à vue n° 88412 0007310')).toMatchObject({ last4: '7310', name: 'Compte à vue' });
    expect(detectAccountMarker('Compte n° 81523-012-4417')).toMatchObject({ name: null });
  });

  it.each([
    ['Compte chèques', 'checking'],
    ["Compte d'épargne Avantage", 'savings'],
    ['Carte de crédit Visa', 'credit_card'],
    ["Caisse d'épargne de la Rive-Sud  Compte courant", 'checking'],
    ['Compte à vue', 'checking'],
  ])('%s', (text, kind) => {
    expect(kindFromText(text)).toBe(kind);
  });
});

describe('French numeric dates', () => {
  const statement = (rows: string) => `
Caisse populaire des Érables                                  Relevé de compte
Période du 1er février 2026 au 28 février 2026
Date       Description                          Retraits      Dépôts          Solde
${rows}`;
  const read = (sketch: string) => parseSketch(sketch).accounts[0]?.transactions.map((t) => [t.transaction_date, t.amount_cents]);

  it('reads them day first: "03/02" is 3 February', () => {
    const sketch = statement(`03/02      RETRAIT AU GAB 988881                200,00                         800,00
05/02      DÉPÔT AU GAB 882236                                 25,00            825,00
11/02      ACHAT PDV CAFÉ DÉPÔT                  20,00                          805,00`);
    expect(read(sketch)).toEqual([
      ['2026-02-03', -20000],
      ['2026-02-05', 2500],
      ['2026-02-11', -2000],
    ]);
  });

  it('still lets the statement’s own dates say month first', () => {
    const sketch = statement(`02/03      RETRAIT AU GAB 988881                200,00                         800,00
02/14      DÉPÔT AU GAB 882236                                 25,00            825,00`);
    expect(read(sketch)?.map(([date]) => date)).toEqual(['2026-02-03', '2026-02-14']);
  });

  it('tells a French statement from an English one that prints a French word or a merchant', () => {
    expect(isFrench("Relevé de compte  Période du 1er juin  Solde d'ouverture  Retraits  Dépôts")).toBe(true);
    expect(isFrench('Statement Period  Beginning Balance  Withdrawals  HOME DEPOT  CAFÉ DÉPÔT')).toBe(false);
    // Bilingual Canadian headings: as many English words as French.
    expect(isFrench('Statement / Relevé  Balance / Solde  Withdrawals / Retraits  Deposits / Dépôts')).toBe(false);
  });
});
