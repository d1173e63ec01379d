import { describe, expect, it } from 'vitest';
import { cleanVendor } from './clean-vendor.ts';

describe('cleanVendor', () => {
  it.each([
    ['POS DEBIT 123456 TARGET #1234 DALLAS TX', 'TARGET'],
    ['DEBIT CARD PURCHASE 654987 Amazon.com AMZN.COM/BILLWA', 'Amazon.com'],
    ['CHECKCARD 0115 STARBUCKS STORE 01234 SEATTLE WA', 'STARBUCKS'],
    ['PURCHASE AUTHORIZED ON 11/01 FORDHAM DELI BRONX NY S383305668 CARD 1234', 'FORDHAM DELI'],
    ['Card Purchase 01/08 SQ *BLUE BOTTLE COFFEE OAKLAND CA', 'BLUE BOTTLE COFFEE'],
    ["TST* JOE'S PIZZA NEW YORK NY", "JOE'S PIZZA"],
    ['AMAZON.COM*2K4AB12C3 AMZN.COM/BILL WA', 'AMAZON.COM'],
    ['WHOLEFDS MKT #10234 AUSTIN TX', 'WHOLEFDS MKT'],
    ['SHELL OIL 57442345 HOUSTON TX', 'SHELL OIL'],
    ['ACME CORP PAYROLL PPD ID: 9876543210', 'ACME CORP PAYROLL'],
    ['GEICO AUTO WEB ID: 0000123456', 'GEICO AUTO'],
    ['Zelle payment to John Smith Conf# 12ab34cd', 'Zelle payment to John Smith'],
    ['ATM WITHDRAWAL 000123 01/15 5TH AVE NEW YORK NY', 'ATM WITHDRAWAL'],
    ['Online Transfer From Sav ...2511 Transaction#: 2670020817', 'Online Transfer From Sav'],
    ['NETFLIX.COM LOS GATOS CA', 'NETFLIX.COM'],
    ['UBER *TRIP SAN FRANCISCO CA', 'UBER'],
    ['DOORDASH*CHIPOTLE SAN FRANCISCO CA', 'DOORDASH'],
    ['PAYPAL *EBAY INC 4029357733 CA', 'EBAY INC'],
    ['MONTHLY SERVICE FEE', 'MONTHLY SERVICE FEE'],
    ['USAA FUNDS TRANSFER CR', 'USAA FUNDS TRANSFER CR'],
  ])('%s → %s', (description, vendor) => {
    expect(cleanVendor(description)).toBe(vendor);
  });

  it('never returns an empty name', () => {
    expect(cleanVendor('POS DEBIT 123456')).not.toBe('');
    expect(cleanVendor('1234')).toBe('1234');
  });
});
