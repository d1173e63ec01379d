import { describe, expect, it } from 'vitest';
import { isCareOfLine, isJointOwnerLine, isStreetLine } from './address-lines.ts';

describe('isStreetLine', () => {
  it.each([
    '501 CEDAR LN',
    'PO BOX 4410',
    'P.O. Box 12',
    'VIA ROMA 12',
    // US rural and military addresses carry no street number.
    'RR 2 BOX 118',
    'R.R. 4',
    'RURAL ROUTE 3',
    'HC 64 BOX 12',
    'BOX 118',
    'PSC 1234 BOX 5678',
    // UK and European flats before the street.
    'Flat 3, 27 Albert Street',
    'Apartment 12B',
    'Suite 300, 1 King St',
    'Unit 4 Riverside Park',
  ])('%s is an address line', (text) => {
    expect(isStreetLine(text)).toBe(true);
  });

  it.each(['TAYLOR R NGUYEN', 'Ms Priya Raman', 'Account Summary', 'Flat rate fee', 'Boxholder'])('%s is not', (text) => {
    expect(isStreetLine(text)).toBe(false);
  });
});

describe('isCareOfLine', () => {
  it.each(['ATTN: PAT OKAFOR', 'Attn Accounts Payable', 'ATTENTION: TREASURER', 'C/O JANE DOE', 'Care of Mr J Smith'])('%s', (text) => {
    expect(isCareOfLine(text)).toBe(true);
  });
  it.each(['ATTNEAVE LLC', 'CORNER STORE', 'Careful Movers'])('%s is a name', (text) => {
    expect(isCareOfLine(text)).toBe(false);
  });
});

describe('isJointOwnerLine', () => {
  it.each(['JOINT OWNER(S): KAYLA M BASKERVILLE', 'Joint owner: Sam Lee', 'CO-OWNER: PAT DOE', 'Joint Account Holders: A B'])(
    '%s names other owners',
    (text) => {
      expect(isJointOwnerLine(text)).toBe(true);
    },
  );
  it.each(['JOINT VENTURE LLC', '1208 SHIPWRIGHT LN', 'TREVOR L BASKERVILLE'])('%s does not', (text) => {
    expect(isJointOwnerLine(text)).toBe(false);
  });
});
