import { describe, expect, it } from 'vitest';
import { clientNameKey, clientWithSameName } from './client-names.ts';

const clients = [
  { _id: 'a', name: 'Acme Holdings Ltd.' },
  { _id: 'b', name: 'Orchard  Bakery' },
];

describe('clientWithSameName', () => {
  it('finds an existing client whatever the case and spacing', () => {
    expect(clientWithSameName('  acme   HOLDINGS ltd. ', clients)?._id).toBe('a');
    expect(clientWithSameName('orchard bakery', clients)?._id).toBe('b');
  });

  it('does not confuse different names or a blank one', () => {
    expect(clientWithSameName('Acme Holdings', clients)).toBeUndefined();
    expect(clientWithSameName('AcmeHoldings Ltd.', clients)).toBeUndefined();
    expect(clientWithSameName('   ', [{ _id: 'c', name: '' }])).toBeUndefined();
  });

  it('does not count the client being edited', () => {
    expect(clientWithSameName('Acme Holdings Ltd.', clients, 'a')).toBeUndefined();
    expect(clientWithSameName('acme holdings ltd.', [...clients, { _id: 'c', name: 'ACME HOLDINGS LTD.' }], 'a')?._id).toBe('c');
  });

  it('keys a name by its words in lower case', () => {
    expect(clientNameKey(' Orchard \t Bakery ')).toBe('orchard bakery');
  });
});
