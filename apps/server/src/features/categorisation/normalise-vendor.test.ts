import { describe, expect, it } from 'vitest';
import { normaliseVendor, processorCode, withoutTownNamedBrand } from './normalise-vendor.ts';

describe('normaliseVendor', () => {
  it.each([
    // Card purchases: channel words, store numbers, city and state go.
    ['POS DEBIT 123456 TARGET #1234 DALLAS TX', 'TARGET'],
    ['CHECKCARD 0115 STARBUCKS STORE 01234 SEATTLE WA', 'STARBUCKS'],
    ['PURCHASE AUTHORIZED ON 11/01 FORDHAM DELI BRONX NY S383305668 CARD 1234', 'FORDHAM DELI'],
    ['RECURRING PAYMENT AUTHORIZED ON 02/03 ADOBE *ACROPRO SUBS ADOBE.LY/ENUS CA CARD 4455', 'ADOBE ACROPRO SUBS'],
    ["CARD PURCHASE 01/05 LOWE'S #1930 PFLUGERVILLE TX CARD 6750", 'LOWES'],
    ['DEBIT CARD PURCHASE SHELL OIL 57442345 HOUSTON TX', 'SHELL OIL'],
    // A product word glued to its invoice number keeps the word: Google's ads, not Google's other bills.
    ['GOOGLE *ADS8795050913 CC@GOOGLE.COM CA', 'GOOGLE ADS'],
    ['POINT OF SALE WITHDRAWAL WALGREENS #4521 DENVER CO', 'WALGREENS'],
    ['THE HOME DEPOT #4512 AUSTIN TX', 'HOME DEPOT'],
    // A name printed with THE and ending in STORE keeps it: The UPS Store is a shop, not the carrier UPS.
    ['CARD PURCHASE 02/04 THE UPS STORE 6421 HILLSBORO OR', 'UPS STORE'],
    ['THE UPS STORE #3969 LAKE OSWEGO OR', 'UPS STORE'],
    ['UPS*6114730080 800-811-1648 GA', 'UPS'],
    ['WAL-MART #1234', 'WALMART'],
    ['7-ELEVEN 34567 DALLAS TX', '7ELEVEN'],
    // A store number glued to the name, then a town the city list does not know.
    ['POS DEBIT 337858 RACETRAC331 ROSWELL GA', 'RACETRAC'],
    ['CHECKCARD 0208 RACETRAC781 BALLARD WA 1947322979760891445350', 'RACETRAC'],
    ['WALGREENS12345 SPRINGFIELD IL', 'WALGREENS'],
    ['76 - 0293845 HOUSTON TX', '76'],
    ["MCDONALD'S F12345 CHICAGO IL", 'MCDONALDS'],
    ['NETFLIX.COM LOS GATOS CA', 'NETFLIX'],
    // Processor prefixes: the real merchant follows.
    ['Card Purchase 01/08 SQ *BLUE BOTTLE COFFEE OAKLAND CA', 'BLUE BOTTLE COFFEE'],
    ["TST* JOE'S PIZZA NEW YORK NY", 'JOES PIZZA'],
    ['TST*JOES PIZZA', 'JOES PIZZA'],
    ['PAYPAL *EBAY INC 4029357733 CA', 'EBAY'],
    ['CHECKCARD 0412 SQ *RUSTY SPOON CAFE', 'RUSTY SPOON CAFE'],
    // Brands before an asterisk are the vendor; order codes after it go.
    ['AMAZON.COM*2K4AB12C3 AMZN.COM/BILL WA', 'AMAZON'],
    ['AMZN Mktp US*2K4AB12C3 Amzn.com/bill WA', 'AMZN MKTP US'],
    ['DEBIT CARD PURCHASE 654987 Amazon.com AMZN.COM/BILLWA', 'AMAZON'],
    ['UBER *TRIP SAN FRANCISCO CA', 'UBER TRIP'],
    ['ADOBE *CREATIVE CLOUD 408-536-6000 CA', 'ADOBE CREATIVE CLOUD'],
    ['FACEBK *QW3RT9YZ2 650-5434800 CA', 'FACEBK'],
    // ACH: originator and the entry's purpose, ids dropped.
    [
      'ORIG CO NAME:GUSTO ORIG ID:9138864001 DESC DATE:240105 CO ENTRY DESCR:NET 240105 SEC:CCD TRACE#:021000021234567 EED:240105 IND ID:7ABC123 IND NAME:ACME LLC TRN: 0051234567TC',
      'GUSTO NET',
    ],
    ['ORIG CO NAME:GUSTO ORIG ID:9138864001 CO ENTRY DESCR:TAX 240105 SEC:CCD', 'GUSTO TAX'],
    ['GUSTO DES:FEE 240105 ID:7ABC123 INDN:ACME LLC CO ID:9138864001 CCD', 'GUSTO FEE'],
    ['IRS DES:USATAXPYMT ID:270212345678901 INDN:ACME LLC CO ID:3387702000 CCD', 'IRS USATAXPYMT'],
    ['SQUARE INC DES:SQ240105 ID:T3K9ABC INDN:BELLA CUCINA CO ID:9424300002 CCD', 'SQUARE'],
    ['ACME CORP PAYROLL PPD ID: 9876543210', 'ACME PAYROLL'],
    ['VERIZON WIRELESS PAYMENTS WEB ID: 0000123456', 'VERIZON WIRELESS PAYMENTS'],
    ['ACH DEBIT COMCAST CABLE CCD ID: 1234567890', 'COMCAST CABLE'],
    ['GUSTO NET 240105 7ABC123XZ ACME LLC', 'GUSTO NET'],
    // Person-to-person, transfers, checks, deposits, fees.
    ['Zelle payment to John Smith Conf# 12ab34cd', 'ZELLE PAYMENT TO JOHN SMITH'],
    ['Zelle Payment To John Smith Jpm99ab3xyz', 'ZELLE PAYMENT TO JOHN SMITH'],
    ['ZELLE FROM SMITH JOHN ON 01/05 REF # BACXYZ123', 'ZELLE FROM SMITH JOHN'],
    ['VENMO PAYMENT 1023456789 WEB ID: 3264681992', 'VENMO PAYMENT'],
    ['Online Transfer From Sav ...2511 Transaction#: 2670020817', 'ONLINE TRANSFER FROM SAV'],
    ['ONLINE TRANSFER TO SAV XXXXXX1234 REF #IB0X2Z9L4K', 'ONLINE TRANSFER TO SAV'],
    ['Payment to Chase card ending in 1234 01/05', 'PAYMENT TO CHASE'],
    ['CHECK 1043', 'CHECK'],
    ['Check #1043', 'CHECK'],
    ['CHECK NO. 1043', 'CHECK'],
    ['REMOTE ONLINE DEPOSIT # 1', 'REMOTE ONLINE DEPOSIT'],
    ['ATM WITHDRAWAL 000123 01/15 5TH AVE NEW YORK NY', 'ATM WITHDRAWAL'],
    ['MONTHLY SERVICE FEE', 'MONTHLY SERVICE FEE'],
  ])('%s → %s', (text, vendor) => {
    expect(normaliseVendor(text)).toBe(vendor);
  });

  it('gives one vendor for the same merchant at different stores, dates and cards', () => {
    const seen = new Set(
      [
        'SHELL OIL 57442345 HOUSTON TX',
        'CARD PURCHASE 03/14 SHELL OIL 12345678901 AUSTIN TX CARD 9911',
        'PURCHASE AUTHORIZED ON 07/02 SHELL OIL 5744 DALLAS TX S463305668123 CARD 1234',
        'POS DEBIT 998877 SHELL OIL 00012 SAN ANTONIO TX',
      ].map(normaliseVendor),
    );
    expect([...seen]).toEqual(['SHELL OIL']);
  });

  it('keeps what tells apart two ACH entries of one originator', () => {
    expect(normaliseVendor('ADP WAGE PAY DES:WAGE PAY ID:X1 INDN:A CO ID:1 CCD')).not.toBe(
      normaliseVendor('ADP TAX DES:ADP TAX ID:X1 INDN:A CO ID:1 CCD'),
    );
  });

  it('is idempotent, so a cleaned name or a rule text normalises to itself', () => {
    for (const text of ['SQ *BLUE BOTTLE COFFEE #12 OAKLAND CA', 'AMAZON.COM*2K4AB12C3', 'Amazon.com', 'GUSTO DES:TAX ID:1']) {
      const once = normaliseVendor(text);
      expect(normaliseVendor(once)).toBe(once);
    }
  });

  it('is case- and spacing-insensitive', () => {
    expect(normaliseVendor('  blue   bottle coffee ')).toBe('BLUE BOTTLE COFFEE');
  });

  it('never strips a descriptor that is nothing but channel words', () => {
    expect(normaliseVendor('POS DEBIT')).toBe('POS DEBIT');
  });

  it('returns an empty string when nothing vendor-like is left', () => {
    expect(normaliseVendor('1234')).toBe('');
    expect(normaliseVendor('')).toBe('');
  });
});

describe('withoutTownNamedBrand', () => {
  const of = (description: string) => withoutTownNamedBrand(normaliseVendor(description), description);

  it('drops a brand printed where the town goes, before a state code', () => {
    expect(of('TST* OAK BISON GRILL GOODYEAR AZ')).toBe('OAK BISON GRILL');
    expect(of('CARD PURCHASE 02/26 CITY OF MESA PERMITS GOODYEAR AZ CARD 2222')).toBe('CITY OF MESA PERMITS');
  });

  it('keeps the brand when it is the merchant, or when no state follows', () => {
    expect(of('GOODYEAR AUTO SERVICE 4411 PHOENIX AZ')).toBe('GOODYEAR AUTO SERVICE');
    expect(of('GOODYEAR TX')).toBe('GOODYEAR');
    expect(of('MESA TIRE GOODYEAR')).toBe('MESA TIRE GOODYEAR');
    // An ACH company's "ID:" field is not Idaho.
    expect(withoutTownNamedBrand('FUEL ARCO', 'FUEL ARCO ID:12345')).toBe('FUEL ARCO');
  });
});

describe('processorCode', () => {
  it("is the card processor printed before the merchant, after the bank's channel words", () => {
    expect(processorCode('CHECKCARD 0412 TST* JOES DINER AUSTIN TX')).toBe('TST');
    expect(processorCode('SQ *BLUE BOTTLE COFFEE #12 OAKLAND CA')).toBe('SQ');
    expect(processorCode('AMAZON.COM*2K4AB12C3 AMZN.COM/BILL WA')).toBeUndefined();
    expect(processorCode('SHELL OIL 57442345 HOUSTON TX')).toBeUndefined();
  });
});
