import { describe, expect, it } from 'vitest';
import { findAccountHolder } from './find-account-holder.ts';
import { textLayout } from './fixtures/text-layout.ts';

describe('findAccountHolder: address blocks beyond "name above a numbered street"', () => {
  it('skips a care-of line between the holder and the street', () => {
    expect(
      findAccountHolder(textLayout('CASCADE BANK\n\n  NORTHFIELD CABINETRY LLC\n  ATTN: PAT OKAFOR\n  3100 INDUSTRIAL PKWY\n  BOISE ID 83705')),
    ).toBe('NORTHFIELD CABINETRY LLC');
    expect(findAccountHolder(textLayout('  ACME HOLDINGS INC\n  C/O JANE DOE CPA\n  PO BOX 88\n  AUSTIN TX 78701'))).toBe('ACME HOLDINGS INC');
  });

  it('keeps an honorific and reads a UK flat line as the street', () => {
    expect(findAccountHolder(textLayout('THISTLE BANK plc\n\n  Ms Priya Raman\n  Flat 3, 27 Albert Street\n  London\n  NW1 7LU'))).toBe(
      'Ms Priya Raman',
    );
    expect(findAccountHolder(textLayout('  Dr Alan Hughes\n  Unit 4 Riverside Park\n  Leeds LS1 4AP'))).toBe('Dr Alan Hughes');
  });

  it('reads a US rural route as the street', () => {
    expect(findAccountHolder(textLayout('PRAIRIE STATE BANK\n\n  HOLLIS FEED & SUPPLY\n  RR 2 BOX 118\n  VICTORIA KS 67671'))).toBe(
      'HOLLIS FEED & SUPPLY',
    );
    expect(findAccountHolder(textLayout('  DALE PRUITT\n  HC 64 BOX 12\n  ELY NV 89301'))).toBe('DALE PRUITT');
  });

  it('takes no care-of line nor a bank name for the holder', () => {
    expect(findAccountHolder(textLayout('  ATTN: ACCOUNTS PAYABLE\n  3100 INDUSTRIAL PKWY'))).toBeNull();
    expect(findAccountHolder(textLayout('  FIRST STATE BANK\n  RR 2 BOX 9'))).toBeNull();
  });
});

describe('findAccountHolder: a label naming the holder, and a logo above the block', () => {
  it('reads the name a "Prepared for" label introduces, under it or after it, when no address is printed', () => {
    const sketch =
      'COLUMBIA EXPRESS        Prepared for            Account Ending\n                        JORDAN A REYES          7-51004\nBusiness Gold Card      REYES ARCHITECTURE PLLC';
    expect(findAccountHolder(textLayout(sketch))).toBe('JORDAN A REYES');
    expect(findAccountHolder(textLayout('ONLINE BANKING PRINT\nAccount holder: Priya Raman          Page 1 of 2'))).toBe('Priya Raman');
  });

  it('takes no period after "Statement for" for a name', () => {
    expect(findAccountHolder(textLayout('Statement for June 2026\nStatement for June'))).toBeNull();
  });

  it('takes no bank name in larger type above the block for a joint holder', () => {
    const lines = textLayout('Keel\nQuartermast Studio, Inc.\n548 Market St #71204\nSan Francisco, CA 94104');
    const logo = lines[0]!;
    lines[0] = { ...logo, h: 24, words: logo.words.map((w) => ({ ...w, h: 24 })) };
    expect(findAccountHolder(lines)).toBe('Quartermast Studio, Inc.');
  });
});

describe("findAccountHolder: the sender's return address", () => {
  it('takes no servicer over its one-line return address for the holder', () => {
    const sketch = [
      'Cornerstone Home Loan Servicing',
      'PO Box 619063, Dallas, TX 75261-9063 | Customer Service 1-800-555-0142',
      '',
      '  ELENA M VARGAS',
      '  2217 MESQUITE HOLLOW DR',
      '  FRISCO TX 75034-1187',
    ].join('\n');
    expect(findAccountHolder(textLayout(sketch))).toBe('ELENA M VARGAS');
  });
});

describe("findAccountHolder: a brokerage account's titling", () => {
  it('reads the owner above a TOD or JTWROS line', () => {
    expect(findAccountHolder(textLayout('  THEODORE A BRANDT\n  TOD: JULIA BRANDT\n  55 RIVERSIDE DR APT 9C\n  NEW YORK NY 10024'))).toBe(
      'THEODORE A BRANDT',
    );
    expect(findAccountHolder(textLayout('  ANNA LEE\n  JTWROS\n  12 ELM ST\n  DOVER DE 19901'))).toBe('ANNA LEE');
  });
});

describe('findAccountHolder: a Puerto Rico address', () => {
  it('reads the name over an URB. or CALLE line', () => {
    expect(findAccountHolder(textLayout('  CARMEN I. RODRÍGUEZ SANTIAGO\n  URB. LAS LOMAS, CALLE 31 SO #1782\n  SAN JUAN PR 00921'))).toBe(
      'CARMEN I. RODRÍGUEZ SANTIAGO',
    );
    expect(findAccountHolder(textLayout('  LUIS ORTIZ\n  CALLE LUNA 14\n  PONCE PR 00716'))).toBe('LUIS ORTIZ');
  });
});
