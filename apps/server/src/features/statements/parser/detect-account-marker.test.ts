import { describe, expect, it } from 'vitest';
import { detectAccountMarker, isProductName, kindFromText } from './detect-account-marker.ts';

describe('detectAccountMarker: numbers in dashed groups', () => {
  it('reads a number printed in dashed groups with a short last group (a check digit)', () => {
    expect(detectAccountMarker('120 N MAIN ST HAYS KS 67601 (785) 555-0190  Acct 30-118-274-6')).toMatchObject({ last4: '2746', name: null });
    expect(detectAccountMarker('Account Number: 0012-345-67-8')).toMatchObject({ last4: '5678' });
    // Dashed groups ending in four digits read as before.
    expect(detectAccountMarker('Way2Save Savings  Acct # 88-0031-5527')).toMatchObject({ last4: '5527' });
  });

  it('reads the number after a UK sort code', () => {
    expect(detectAccountMarker('Business Current Account  Account number 40-11-62 90817733')).toMatchObject({ last4: '7733' });
  });

  it('takes no date for a number', () => {
    expect(detectAccountMarker('Acct 03-31-26')).toBeNull();
  });
});

describe('product names', () => {
  it('names no product by the bare word "Account" or a label', () => {
    expect(detectAccountMarker('Account ...0954')).toMatchObject({ last4: '0954', name: null });
    expect(isProductName('Account')).toBe(false);
    expect(isProductName('ACCOUNT NO.')).toBe(false);
    expect(isProductName('Account Type')).toBe(false);
    expect(isProductName('Advance Account')).toBe(true);
  });

  it('reads a package named "… Banking", not a banking service', () => {
    expect(isProductName('Your Business Advantage Fundamentals Banking')).toBe(true);
    expect(detectAccountMarker('Business Fundamentals Banking  Account number: 4417 2093 5518')).toMatchObject({
      last4: '5518',
      name: 'Business Fundamentals Banking',
    });
    expect(isProductName('Online Banking')).toBe(false);
    expect(isProductName('Mobile Banking')).toBe(false);
  });
});

describe('kindFromText: British savings products', () => {
  it.each(['Easy Access Saver', 'Regular eSaver', 'Cash ISA', 'Fixed Rate Bond'])('%s is savings', (text) => {
    expect(kindFromText(text)).toBe('savings');
  });
});

describe("a credit union's shares and a line of credit", () => {
  it('names a share draft, a club account and a line of credit, each with its kind', () => {
    expect(detectAccountMarker('SHARE DRAFT  Account Number ****6628')).toMatchObject({ last4: '6628', kind: 'checking', name: 'SHARE DRAFT' });
    expect(detectAccountMarker('HOLIDAY CLUB  Account Number ****6644')).toMatchObject({ last4: '6644', kind: 'savings', name: 'HOLIDAY CLUB' });
    expect(detectAccountMarker('Share Savings  Account Number ****6610')).toMatchObject({ kind: 'savings', name: 'Share Savings' });
    expect(kindFromText('Christmas Club')).toBe('savings');
    expect(kindFromText('Vacation Club Account')).toBe('savings');
    expect(kindFromText('Home Equity Line of Credit')).toBe('loan');
    expect(kindFromText('Personal Line of Credit')).toBe('loan');
    expect(kindFromText('HELOC')).toBe('loan');
    expect(isProductName('Home Equity Line of Credit')).toBe(true);
  });

  it('takes no merchant named "Club" for a product', () => {
    expect(isProductName('SAMS CLUB')).toBe(false);
    expect(kindFromText('POS DEBIT SAMS CLUB #4471')).toBe('unknown');
  });
});

describe("a Canadian credit union's heading: the product and the member's dashed number", () => {
  it('reads "Member Chequing 448812-0103" as a checking account ending 0103', () => {
    expect(detectAccountMarker('Member Chequing 448812-0103')).toEqual({ card: false, last4: '0103', kind: 'checking', name: 'Member Chequing' });
  });

  it('opens no account for a description or a date', () => {
    expect(detectAccountMarker('TRANSFER TO SAVINGS 448812-0103')).toBeNull();
    expect(detectAccountMarker('Savings 03-31-26')).toBeNull();
  });

  it("takes no kind from a credit union's name", () => {
    expect(kindFromText('Fraser Valley Savings Credit Union  Member Chequing')).toBe('checking');
  });
});

describe("a custodian's letters before the masked number", () => {
  it('reads "HSA-****-5518" as ending 5518', () => {
    expect(detectAccountMarker('Account Number: HSA-****-5518')?.last4).toBe('5518');
    expect(detectAccountMarker('Account Number: IRA-XXXX-2210')?.last4).toBe('2210');
  });
  it('joins no word of text to a number', () => {
    expect(detectAccountMarker('Account Number: HSA-5518')).toBeNull();
  });
});

describe('Spanish account numbers and products', () => {
  it('reads "Número de cuenta: 0421-557903" as ending 7903', () => {
    expect(detectAccountMarker('Miembro FDIC  Número de cuenta: 0421-557903')).toMatchObject({ last4: '7903', card: false });
    expect(detectAccountMarker('No. de tarjeta **** 5521')).toMatchObject({ last4: '5521', card: true });
  });
  it('names a checking or savings account in Spanish', () => {
    expect(kindFromText('Cuenta de Cheques Personal')).toBe('checking');
    expect(kindFromText('Cuenta de Ahorros')).toBe('savings');
    expect(isProductName('Cuenta de Cheques Personal')).toBe(true);
  });
});

describe('detectAccountMarker: a product, a dash and the whole number', () => {
  it("opens a credit union's account headed by its unmasked number", () => {
    expect(detectAccountMarker('Membership Savings - 3061828841')).toEqual({
      card: false,
      last4: '8841',
      kind: 'savings',
      name: 'Membership Savings',
    });
    expect(detectAccountMarker('Everyday Checking - 7012309156 - continued')?.last4).toBe('9156');
  });
  it('opens nothing for a transfer, a date or a short reference', () => {
    expect(detectAccountMarker('Transfer to Savings - 3061828841')).toBeNull();
    expect(detectAccountMarker('Savings - 1234')).toBeNull();
  });
});
