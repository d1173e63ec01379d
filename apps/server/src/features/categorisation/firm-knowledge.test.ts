import { describe, expect, it } from 'vitest';
import { FirmKnowledge } from './firm-knowledge.ts';

describe('FirmKnowledge.filedAs', () => {
  const utilities = (name: string) => name === 'utilities';

  it('gives each other client one vote, split over the names it filed the vendor under', () => {
    const firm = new FirmKnowledge();
    firm.add('a', 'WASTE CONNECTIONS', true, '6900 - Utilities');
    firm.add('b', 'WASTE CONNECTIONS', true, 'Repairs & Maintenance');
    firm.add('b', 'WASTE CONNECTIONS', true, 'Repairs & Maintenance');
    firm.add('b', 'WASTE CONNECTIONS', true, 'Utilities');
    firm.add('b', 'WASTE CONNECTIONS', true, 'Utilities');
    expect(firm.filedAs('me', 'WASTE CONNECTIONS', true, utilities)).toEqual({ clients: 2, share: 0.75 });
  });

  it('leaves out the client asking, the other direction, other vendors and filings taken back', () => {
    const firm = new FirmKnowledge();
    firm.add('me', 'WASTE CONNECTIONS', true, 'Utilities');
    firm.add('a', 'WASTE CONNECTIONS', false, 'Utilities');
    firm.add('a', 'WASTE CONNECTIONS INC', true, 'Utilities');
    firm.add('b', 'WASTE CONNECTIONS', true, 'Repairs');
    firm.add('c', 'WASTE CONNECTIONS', true, 'Utilities');
    firm.remove('c', 'WASTE CONNECTIONS', true, 'Utilities');
    expect(firm.filedAs('me', 'WASTE CONNECTIONS', true, utilities)).toEqual({ clients: 1, share: 0 });
    expect(firm.filedAs('me', 'REPUBLIC SERVICES', true, utilities)).toBeUndefined();
  });
});

describe('FirmKnowledge.withAccountFor', () => {
  const shipping = (name: string) => name.includes('shipping') || name.includes('postage');

  it('counts the other clients filing the vendor that have an account for the kind in use, for any vendor', () => {
    const firm = new FirmKnowledge();
    firm.add('a', 'UPS', true, '6300 - Office Supplies');
    firm.add('b', 'UPS', true, 'Office Supplies');
    firm.add('b', 'FEDEX', true, 'Shipping & Postage');
    firm.add('me', 'UPS', true, 'Shipping & Postage');
    expect(firm.withAccountFor('me', 'UPS', true, shipping)).toEqual({ clients: 2, withAccount: 1 });
    firm.remove('b', 'FEDEX', true, 'Shipping & Postage');
    expect(firm.withAccountFor('me', 'UPS', true, shipping)).toEqual({ clients: 2, withAccount: 0 });
    expect(firm.withAccountFor('me', 'DHL', true, shipping)).toEqual({ clients: 0, withAccount: 0 });
  });
});
