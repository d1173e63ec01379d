import { describe, expect, it } from 'vitest';
import { productName } from './build-account.ts';

const row = (description: string, reference: string | null = null) => ({ description: description.split(' '), reference });

describe('productName', () => {
  it('takes the product heading', () => {
    expect(productName(['COASTAL BUSINESS BANK', 'Business Checking  Statement Period: 06/01/2026 through 06/30/2026'], 'checking')).toBe(
      'Business Checking',
    );
  });

  it("never takes a row's description or type cell for the account's name", () => {
    const text = [
      'COASTAL BUSINESS BANK',
      'Date  Description  Amount  Balance',
      '06/21  Card Purchase 06/21 AMAZON MKTPL  -12.00  1,234.00',
      '07/05  Payment to Chase card  Loan  -25,000.00',
    ];
    const rows = [row('Card Purchase 06/21 AMAZON MKTPL'), row('Payment to Chase card', 'Loan')];
    expect(productName(text, 'checking', rows)).toBeNull();
    expect(productName(['Business Checking', ...text], 'checking', rows)).toBe('Business Checking');
  });

  it("never takes a sentence's middle or a number's label", () => {
    expect(productName(['this card and each  this statement in', 'Account Ending  0123'], 'credit_card')).toBeNull();
  });

  it("takes the product a statement's title names, never a summary figure's label", () => {
    const text = [
      'NORTHERN CROWN BANK  June 1, 2026 to June 30, 2026',
      'Everyday Chequing Account statement',
      'Total deposits into your account  + 14,520.30',
    ];
    expect(productName(text, 'checking')).toBe('Everyday Chequing');
    expect(productName(['Total deposits into your account  + 14,520.30', 'Your opening balance on June 1, 2026  $-306.27'], 'checking')).toBeNull();
  });

  it('names a British savings product: a Saver, an ISA, a Fixed Rate Bond', () => {
    expect(productName(['Wessex & Downs Building Society  Easy Access Saver'], 'savings')).toBe('Easy Access Saver');
    expect(productName(['Cash ISA  Sort code 20-45-77'], 'savings')).toBe('Cash ISA');
    expect(productName(['1 Year Fixed Rate Bond'], 'savings')).toBe('1 Year Fixed Rate Bond');
  });
});

describe("productName: a line of credit's title", () => {
  it("takes the product before the document's name", () => {
    expect(productName(['Bayside National Bank  Home Equity Line of Credit Statement', 'Loan Number: XXXXXX5047'], 'loan')).toBe(
      'Home Equity Line of Credit',
    );
  });
});
