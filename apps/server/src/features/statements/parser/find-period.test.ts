import { describe, expect, it } from 'vitest';
import { detectAccountMarker } from './detect-account-marker.ts';
import { findAccountHolder } from './find-account-holder.ts';
import { findPeriod } from './find-period.ts';
import { textLayout } from './fixtures/text-layout.ts';

describe('findPeriod', () => {
  it.each([
    ['Statement Period: 01/01/2026 - 01/31/2026', { start: '2026-01-01', end: '2026-01-31' }],
    ['December 10, 2025 through January 9, 2026', { start: '2025-12-10', end: '2026-01-09' }],
    ['Opening/Closing Date 12/15/25 - 01/14/26', { start: '2025-12-15', end: '2026-01-14' }],
    ['Statement Period 01 Apr 2026 to 30 Apr 2026', { start: '2026-04-01', end: '2026-04-30' }],
    ['Period: 2026-05-01 through 2026-05-31', { start: '2026-05-01', end: '2026-05-31' }],
    ['STATEMENT DATE : 01 AUG 23', { start: null, end: '2023-08-01' }],
    // The year printed once, after the end.
    ['lumen                        October 1 – October 31, 2026', { start: '2026-10-01', end: '2026-10-31' }],
    ['4 July to 3 August 2026      Sort Code 40-47-18', { start: '2026-07-04', end: '2026-08-03' }],
    ['Statement From - To  DEC 16/26 - JAN 15/27', { start: '2026-12-16', end: '2027-01-15' }],
    // Each end after its own label.
    ['Open Date: May 22, 2026 - Close Date: Jun 21, 2026', { start: '2026-05-22', end: '2026-06-21' }],
  ])('%s', (line, period) => {
    expect(findPeriod(textLayout(line), 'MDY')).toEqual(period);
  });

  it('reads a statement date printed under its label', () => {
    expect(findPeriod(textLayout('ACCOUNT NUMBER    STATEMENT DATE\n123456789         01/09/14'), 'MDY')).toEqual({ start: null, end: '2014-01-09' });
    expect(findPeriod(textLayout('STATEMENT ISSUED\n11-29-2024'), 'MDY')).toEqual({ start: null, end: '2024-11-29' });
  });

  it("never ends the period on the next cycle's date", () => {
    expect(findPeriod(textLayout('Closing Date 07/14/26\nNext Closing Date 08/13/26'), 'MDY')).toEqual({ start: null, end: '2026-07-14' });
    expect(findPeriod(textLayout('Statement Date 07/14/26\nNext Statement Date: 08/13/26'), 'MDY')).toEqual({ start: null, end: '2026-07-14' });
  });

  it('starts a card cycle printed as its closing date and its length that many days back', () => {
    const lines = textLayout('Closing Date 07/14/26\nNext Closing Date 08/13/26\nDays in Billing Period: 30');
    expect(findPeriod(lines, 'MDY')).toEqual({ start: '2026-06-15', end: '2026-07-14' });
    expect(findPeriod(textLayout('Statement Closing Date 03/10/2026\nDays in billing cycle 28'), 'MDY')).toEqual({
      start: '2026-02-11',
      end: '2026-03-10',
    });
    // A length without an end date places nothing.
    expect(findPeriod(textLayout('Days in Billing Period: 30'), 'MDY')).toEqual({ start: null, end: null });
  });

  it('reads a period whose range runs onto the next line', () => {
    expect(findPeriod(textLayout('Statement Period: August 01, 2022-\nAugust 31, 2022'), 'MDY')).toEqual({ start: '2022-08-01', end: '2022-08-31' });
    // A date ending a line is not a range with whatever date starts the next one.
    expect(findPeriod(textLayout('Payment due August 25, 2022\nAugust 31, 2022'), 'MDY')).toEqual({ start: null, end: null });
  });
});

describe('detectAccountMarker', () => {
  it.each([
    ['Everyday Checking  Account number: XXXXXX0457', { last4: '0457', kind: 'checking', name: 'Everyday Checking', card: false }],
    ['Account Number: 000000829104417', { last4: '4417', kind: 'unknown', name: null, card: false }],
    ['Free Checking Account # ending in 2290', { last4: '2290', kind: 'checking', name: 'Free Checking', card: false }],
    ['Card number XXXX XXXX XXXX 3391', { last4: '3391', kind: 'credit_card', name: null, card: true }],
    ['Way2Save Savings  Acct # 88-0031-5527', { last4: '5527', kind: 'savings', name: 'Way2Save Savings', card: false }],
    ['MARIA GONZALEZ  Card ending 4417', { last4: '4417', kind: 'unknown', name: null, card: true }],
    ['Business Current Account  Account number 41587719', { last4: '7719', kind: 'checking', name: 'Business Current Account', card: false }],
    ['BUSINESS CHECKING : ACCOUNT NO. 4471', { last4: '4471', kind: 'checking', name: 'BUSINESS CHECKING', card: false }],
    // A heading of the product and its masked number, with no "Account number" label.
    ['Business Checking ****2290', { last4: '2290', kind: 'checking', name: 'Business Checking', card: false }],
    ['Money Market Savings - XX7713', { last4: '7713', kind: 'savings', name: 'Money Market Savings', card: false }],
    ['Business Checking ••4821 · Routing 091311229', { last4: '4821', kind: 'checking', name: 'Business Checking', card: false }],
    // A credit union's loan, its number under its own label.
    ['AUTO LOAN  Loan ID 0071', { last4: '0071', kind: 'loan', name: 'AUTO LOAN', card: false }],
    ['New Vehicle Loan  Loan Number: XXXXXX4410', { last4: '4410', kind: 'loan', name: 'New Vehicle Loan', card: false }],
    ['Harborview Savings & Loan  Account number: XX1234', { last4: '1234', kind: 'unknown', name: null, card: false }],
  ])('%s', (text, marker) => {
    expect(detectAccountMarker(text)).toEqual(marker);
  });

  it('ignores a cardholder line and text without a number', () => {
    expect(detectAccountMarker('Casey Morgan Card 7781')).toBeNull();
    expect(detectAccountMarker('Thank you for your account')).toBeNull();
    // A loan named in a description, without the number's label, opens no account.
    expect(detectAccountMarker('LOAN PAYMENT TRANSFER TO LOAN 0071')).toBeNull();
    // A description that names an account is not a heading.
    expect(detectAccountMarker('ONLINE TRANSFER TO SAVINGS XXXXXX1234 ON 06/02')).toBeNull();
    expect(detectAccountMarker('Online Transfer to Savings ••1234 · Conf# 88123')).toBeNull();
    expect(detectAccountMarker('Online Transfer From Sav ...8485 Transaction#: 9708052627')).toBeNull();
  });
});

describe('findAccountHolder', () => {
  it('takes the first name of the mailing block above the street line', () => {
    expect(findAccountHolder(textLayout('FIRST BANK\n\nTAYLOR R NGUYEN\nDANA L NGUYEN\n501 CEDAR LN\nBOISE ID 83702'))).toBe('TAYLOR R NGUYEN');
    expect(findAccountHolder(textLayout('JAMIE QUINN                  Statement date 01/31/26\nPO BOX 4410\nCHICAGO IL 60610'))).toBe('JAMIE QUINN');
  });
  it('returns null when there is no address block', () => {
    expect(findAccountHolder(textLayout('Statement\nPage 1 of 2'))).toBeNull();
  });
});

describe("findPeriod: one account's months in one PDF", () => {
  const months = [
    'Old Dominion Savings Bank      Statement Period 04/01/2026 through 04/30/2026',
    'Beginning Balance on 04/01/2026     $6,971.07',
    'Old Dominion Savings Bank      Statement Period 05/01/2026 through 05/31/2026',
  ];
  it('runs from the first start to the last end when the next period starts the day after', () => {
    expect(findPeriod(textLayout(months.join('\n')), 'MDY')).toEqual({ start: '2026-04-01', end: '2026-05-31', printedPeriods: 2 });
  });

  it('joins no range printed under another label, or not the day after', () => {
    const other = ['Statement Period 04/01/2026 through 04/30/2026', 'Previous period 05/01/2026 through 05/31/2026'];
    expect(findPeriod(textLayout(other.join('\n')), 'MDY')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
    const gap = ['Statement Period 04/01/2026 through 04/30/2026', 'Statement Period 06/01/2026 through 06/30/2026'];
    expect(findPeriod(textLayout(gap.join('\n')), 'MDY')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
    const repeated = ['Statement Period 04/01/2026 through 04/30/2026', 'Statement Period 04/01/2026 through 04/30/2026'];
    expect(findPeriod(textLayout(repeated.join('\n')), 'MDY')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
  });
});
