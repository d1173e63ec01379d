import { describe, expect, it } from 'vitest';
import { normaliseVendorName, vendorRequestId } from './qbo-vendors.ts';

describe('normaliseVendorName', () => {
  it('trims, collapses spaces and removes what Intuit refuses in a name', () => {
    expect(normaliseVendorName('  Office   Depot  ')).toBe('Office Depot');
    expect(normaliseVendorName('ACME:Supplies')).toBe('ACME Supplies');
    expect(normaliseVendorName('Line\tone\r\ntwo')).toBe('Line one two');
    expect(normaliseVendorName("O'Brien's Deli")).toBe("O'Brien's Deli");
  });

  it('keeps at most 100 characters', () => {
    const name = normaliseVendorName(`${'a'.repeat(99)} bcd`);
    expect(name).toBe('a'.repeat(99));
    expect(normaliseVendorName('x'.repeat(150))!.length).toBe(100);
  });

  it('an empty name means no payee', () => {
    expect(normaliseVendorName('')).toBeNull();
    expect(normaliseVendorName(' : \t ')).toBeNull();
  });
});

describe('vendorRequestId', () => {
  it('is the same for the same company and names, whatever their order or case, and a 36-character UUID shape', () => {
    const id = vendorRequestId('9341', ['Office Depot', 'Staples']);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(vendorRequestId('9341', ['STAPLES', 'OFFICE DEPOT'])).toBe(id);
    expect(vendorRequestId('9342', ['Office Depot', 'Staples'])).not.toBe(id);
    expect(vendorRequestId('9341', ['Office Depot'])).not.toBe(id);
  });
});
