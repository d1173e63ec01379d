import { describe, expect, it } from 'vitest';
import { CategorisationModel, type ClientContext, type LabelledExample } from './categoriser.ts';
import { MERCHANT_KINDS, kindPhrase } from './merchant-kinds.ts';

// Written out by hand: each kind as a reason names it. A new kind must be added here to be worded.
const PHRASES: Record<string, string> = {
  'payroll tax payment': 'a payroll tax payment',
  'payroll service fee': 'a payroll service fee',
  payroll: 'payroll',
  'fuel station': 'a fuel station',
  'parking or tolls': 'parking or tolls',
  'auto repair or parts shop': 'an auto repair or parts shop',
  'restaurant or coffee shop': 'a restaurant or coffee shop',
  'office supply store': 'an office supply store',
  'software subscription': 'a software subscription',
  'phone carrier': 'a phone carrier',
  'internet provider': 'an internet provider',
  utility: 'a utility',
  'waste hauler': 'a waste hauler',
  'bank fee': 'a bank fee',
  'card processing fee': 'a card processing fee',
  'card or marketplace payout': 'a card or marketplace payout',
  interest: 'interest',
  'health insurance claim payment': 'a health insurance claim payment',
  advertising: 'advertising',
  'shipping or postage': 'shipping or postage',
  'airline, hotel or ride': 'an airline, hotel or ride',
  'accountant or lawyer': 'an accountant or lawyer',
  insurer: 'an insurer',
  'rent payment': 'a rent payment',
  'equipment rental': 'an equipment rental',
  'home improvement store': 'a home improvement store',
  'tool store': 'a tool store',
  'licence or permit fee': 'a licence or permit fee',
  'membership dues': 'membership dues',
  'computer and electronics store': 'a computer and electronics store',
  'uniform or linen service': 'a uniform or linen service',
  'cleaning service': 'a cleaning service',
  'foodservice distributor': 'a foodservice distributor',
  'beverage distributor': 'a beverage distributor',
  'income tax payment': 'an income tax payment',
  'cash withdrawal': 'a cash withdrawal',
  'freelance marketplace': 'a freelance marketplace',
  'loan payment': 'a loan payment',
  'credit card payment': 'a credit card payment',
  'transfer to or from savings': 'a transfer to or from savings',
  'court or filing fee': 'a court or filing fee',
  'legal research service': 'a legal research service',
  'dental or medical lab': 'a dental or medical lab',
  'dental or medical supplier': 'a dental or medical supplier',
  'customer payment': 'a customer payment',
};

/** Grammar slips a template could make: a/an against the next word's sound, a count of 1 with a plural noun. */
function slips(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b(a|an) ([A-Za-z]+)/g)) {
    const [, article, word = ''] = m;
    const vowelSound = /^(?:[aeio]|u(?!ni|ti|s[eu]))/i.test(word) && !/^[A-Z]{2,}$/.test(word);
    if ((article === 'a') === vowelSound) found.push(m[0]);
  }
  for (const m of text.matchAll(/\b1 (?:approved [A-Z0-9& ]+ )?[a-z]+s\b/g)) found.push(m[0]);
  for (const m of text.matchAll(/\b(?:[02-9]|\d{2,}) clients files\b/g)) found.push(m[0]);
  return found;
}

describe('merchant kinds as reasons name them', () => {
  it.each(MERCHANT_KINDS.map((kind) => [kind.kind, kind] as const))('%s', (name, kind) => {
    expect(PHRASES[name], `add "${name}" to PHRASES`).toBeDefined();
    expect(kindPhrase(kind)).toBe(PHRASES[name]);
    expect(slips(`Looks like ${kindPhrase(kind)}`)).toEqual([]);
  });
});

describe('every reason template', () => {
  const context: ClientContext = {
    clientId: 'acme',
    categories: ['6100 - Travel', '6200 - Utilities', '6300 - Wages', '6400 - Office Supplies', '6500 - Software', '6600 - Insurance'],
    rules: [{ id: 'r1', vendor_contains: 'Acme Widgets', map_to_account: '6400 - Office Supplies', active: true }],
  };
  const tx = (description: string, amount_cents = -4200) => ({ description, vendor_name: '', amount_cents });
  const example = (client_id: string, description: string, category: string): LabelledExample => ({
    client_id,
    description,
    vendor_name: '',
    amount_cents: -4200,
    category,
  });
  const model = new CategorisationModel(
    [
      example('acme', 'BRAMBLE STUDIO 4471', '6500 - Software'),
      example('acme', 'HOMEDEPOT 4411', '6400 - Office Supplies'),
      example('acme', 'HOMEDEPOT 4412', '6400 - Office Supplies'),
      example('other-1', 'QUILLON DESIGN', '6500 - Software'),
      example('other-1', 'KNOTWORK LABS', '6500 - Software'),
      example('other-2', 'KNOTWORK LABS', '6500 - Software'),
      example('other-3', 'KNOTWORK LABS', '6500 - Software'),
    ],
    { askClientBelow: 0.3 },
  );

  it.each([
    ['a rule', 'ACME WIDGETS INV 1234', 'Rule: vendor contains Acme Widgets'],
    ['one approval', 'BRAMBLE STUDIO 4471', 'Learned from 1 approved BRAMBLE STUDIO transaction'],
    ['a similar spelling', 'HOME DEPOT 4413', 'Learned from 2 approved HOMEDEPOT transactions (similar vendor)'],
    ['one other client', 'QUILLON DESIGN', 'Firm-wide: 1 client files QUILLON DESIGN under Software'],
    ['several other clients', 'KNOTWORK LABS', 'Firm-wide: 3 clients file KNOTWORK LABS under Software'],
    ['an airline', 'DELTA AIR 0062341', "Looks like an airline, hotel or ride: the client's Travel category"],
    ['a utility', 'DUKE ENERGY PMT', "Looks like a utility: the client's Utilities category"],
    ['an insurer', 'STATE FARM INS PREM', "Looks like an insurer: the client's Insurance category"],
    ['an uncountable kind', 'GUSTO DES:NET 1234 ID:XYZ', "Looks like payroll: the client's Wages category"],
    ['no confident match', 'QWXZ 1234', 'Ask Client: no confident match'],
  ])('%s', (_, description, reason) => {
    const [guess] = model.categorise(context, [tx(description)]);
    expect(guess?.reason).toBe(reason);
    expect(slips(guess?.reason ?? '')).toEqual([]);
  });

  it('joins sources in plain words', () => {
    const approvedElsewhere = new CategorisationModel(
      [example('acme', 'DELTA AIR 0062341', '6400 - Office Supplies'), example('acme', 'DELTA AIR 0062342', '6400 - Office Supplies')],
      { askClientBelow: 0 },
    );
    const [guess] = approvedElsewhere.categorise(context, [tx('DELTA AIR 0062343')]);
    expect(guess?.reason).toBe(
      'Learned from 2 approved DELTA AIR transactions; it looks like an airline, hotel or ride, but the client filed it outside Travel both times',
    );
    const approvedOnce = new CategorisationModel([example('acme', 'DELTA AIR 0062341', '6400 - Office Supplies')], { askClientBelow: 0 });
    expect(approvedOnce.categorise(context, [tx('DELTA AIR 0062343')])[0]?.reason).toBe(
      "Learned from 1 approved DELTA AIR transaction; but looks like an airline, hotel or ride: the client's Travel category",
    );
  });

  it('catches the slips it looks for', () => {
    expect(slips('Looks like a airline')).toEqual(['a airline']);
    expect(slips('Looks like an utility')).toEqual(['an utility']);
    expect(slips('Firm-wide: 1 clients file X')).toEqual(['1 clients']);
    expect(slips('Learned from 1 approved ZOOM transactions')).toEqual(['1 approved ZOOM transactions']);
    expect(slips('Firm-wide: 3 clients files X')).toEqual(['3 clients files']);
  });
});
