import { describe, expect, it } from 'vitest';
import { CategorisationModel, type ClientContext } from './categoriser.ts';
import {
  MERCHANT_KINDS,
  type MerchantKind,
  fitsKind,
  labelForKind,
  merchantKinds,
  merchantLexicon,
  nameWords,
  placeForKind,
  possessiveWords,
} from './merchant-kinds.ts';
import { normaliseVendor } from './normalise-vendor.ts';
import { accountRole } from './account-types.ts';

const kindsOf = (description: string, outgoing = true) => merchantKinds(normaliseVendor(description), outgoing).map((k) => k.kind);
const chart = (...labels: string[]) => labels.map((label) => ({ label, words: nameWords(label) }));
const FUEL: MerchantKind = {
  kind: 'fuel station',
  outgoing: true,
  vendors: ['SHELL'],
  categories: ['fuel', 'gas', 'auto|car'],
  unless: ['utilities'],
};

describe('merchantKinds', () => {
  it('recognises brands and plain words in a normalised descriptor, as whole words', () => {
    expect(kindsOf('SHELL OIL 57444712345 AUSTIN TX')).toContain('fuel station');
    expect(kindsOf('CHECKCARD 0412 CHICK-FIL-A #01234 MESA AZ')).toContain('restaurant or coffee shop');
    expect(kindsOf('PARKING GARAGE 5TH ST')).toContain('parking or tolls');
    expect(kindsOf('SHELLFISH MARKET')).not.toContain('fuel station');
  });

  it('reads what real statements print: cut-off words, plurals, the banks’ own wording', () => {
    expect(kindsOf('Farmers Insuran 240903')).toEqual(['insurer']);
    expect(kindsOf('SERVICE CHARGES FOR THE MONTH OF MAY')).toEqual(['bank fee']);
    expect(kindsOf('Transfer to Loan Acct No.')).toEqual(['loan payment']);
    expect(kindsOf('5/3 COMMRCL LN')).toEqual(['loan payment']);
    expect(kindsOf('RENTAL CAR')[0]).toBe('airline, hotel or ride');
    expect(kindsOf('INCOMING WIRE TRANSFER', false)).toEqual(['customer payment']);
  });

  it('never matches inside a word, nor a possessive against a name that is not one', () => {
    const possessive = (description: string) =>
      merchantKinds(normaliseVendor(description), true, MERCHANT_KINDS, possessiveWords(description)).map((k) => k.kind);
    // Counter-examples: the lexicon's words are inside these vendors' words, or spelled like them.
    expect(possessive("TRAVELER'S PROVISION 0412 SPOKANE WA")).toEqual([]);
    expect(possessive('TRAVELERS INS PREM 554433')).toContain('insurer');
    expect(kindsOf('ADVANCED TREATMENT CENTER')).toEqual([]);
    expect(kindsOf('ATM FEE 04/12')).toContain('bank fee');
    expect(kindsOf('PROVISIONS MARKET')).toEqual([]);
    expect(kindsOf('CAFETERIA SUPPLY CO')).not.toContain('restaurant or coffee shop');
    expect(kindsOf('RENTERIA PLUMBING')).not.toContain('rent payment');
    expect(kindsOf('BPX CONSULTING')).not.toContain('fuel station');
    expect(kindsOf('LABRADOR TRADING')).not.toContain('dental or medical lab');
    expect(kindsOf('PARENT TEACHER ASSN')).not.toContain('rent payment');
    // Apostrophes written in the lexicon still match both spellings.
    expect(possessive("LOVE'S TRAVEL 0412")).toContain('fuel station');
    expect(possessive('LOVES TRAVEL 0412')).toContain('fuel station');
    // Listed both ways (LOWE'S and LOWES): the printed possessive still matches.
    expect(possessive("LOWE'S #3428 MOORESVILLE NC")).toContain('home improvement store');
    expect(possessive('LOWES #3428 MOORESVILLE NC')).toContain('home improvement store');
    expect(possessive("MCDONALD'S F1234")).toContain('restaurant or coffee shop');
  });

  it('tells a payroll processor’s tax and fee entries from its wages', () => {
    expect(kindsOf('GUSTO DES:TAX 123456 ID:XYZ')[0]).toBe('payroll tax payment');
    expect(kindsOf('ADP PAYROLL FEES DES:ADP FEES ID:XYZ')[0]).toBe('payroll service fee');
    expect(kindsOf('GUSTO DES:NET 123456 ID:XYZ')[0]).toBe('payroll');
  });

  it('depends on the direction of the money', () => {
    expect(kindsOf('SQUARE INC DES:SQ240101', false)).toContain('card or marketplace payout');
    expect(kindsOf('SQUARE INC DES:SQ240101', true)).not.toContain('card or marketplace payout');
  });

  it('reads money in that names no processor as a customer paying, after every more specific kind', () => {
    for (const text of [
      'Zelle Payment From Michael Martinez',
      'ZELLE TRANSFER FROM ROSA BROWN',
      'WIRE TRANSFER IN FED REF 2231',
      'REMOTE ONLINE DEPOSIT # 8',
      'WHITE GROUP ACH PMT',
    ]) {
      expect(kindsOf(text, false)).toEqual(['customer payment']);
    }
    expect(kindsOf('Zelle Payment To Sarah Smith', false)).toEqual([]);
    expect(kindsOf('Zelle Payment From Michael Martinez', true)).toEqual([]);
    expect(kindsOf('ONLINE TRANSFER FROM SAVINGS DEPOSIT', false)).toEqual(['transfer to or from savings', 'customer payment']);
  });
});

describe('placeForKind', () => {
  const kind = (name: string) => MERCHANT_KINDS.find((k) => k.kind === name)!;

  it('names the catch-all accounts a chart without the closer one would file the kind under', () => {
    const place = placeForKind(kind('phone carrier'), chart('6900 - Telephone Expense', '6970 - Utilities', '6300 - Insurance'));
    expect(place).toEqual({ label: '6900 - Telephone Expense', broader: new Set(['6970 - Utilities']) });
    // Fuel on a chart with a Fuel account: the vehicle account is the broader one.
    expect(placeForKind(kind('fuel station'), chart('6110 - Automobile Expense:Fuel', '6100 - Automobile Expense'))?.broader).toEqual(
      new Set(['6100 - Automobile Expense']),
    );
  });

  it('counts a mixed account the same keyword names, less about it, as broader', () => {
    const place = placeForKind(kind('software subscription'), chart('Software & Apps', 'Office Supplies & Software', 'Rent'));
    expect(place).toEqual({ label: 'Software & Apps', broader: new Set(['Office Supplies & Software']) });
  });

  it('names none where the kind already went to the catch-all, or where its accounts are alternatives', () => {
    expect(placeForKind(kind('phone carrier'), chart('6970 - Utilities', '6300 - Insurance'))).toEqual({
      label: '6970 - Utilities',
      broader: new Set(),
    });
    // Materials or Repairs is the client's choice per purchase, not a closer and a broader account.
    expect(placeForKind(kind('home improvement store'), chart('5000 - Job Materials', '6600 - Repairs & Maintenance'))).toEqual({
      label: '5000 - Job Materials',
      broader: new Set(),
    });
  });
});

describe('labelForKind', () => {
  it('takes the first keyword phrase that names exactly one of the client’s labels', () => {
    expect(labelForKind(FUEL, chart('6110 - Automobile Expense:Fuel', '6120 - Automobile Expense:Repairs'))).toBe('6110 - Automobile Expense:Fuel');
    expect(labelForKind(FUEL, chart('Car & Truck:Gas', 'Car & Truck:Repairs'))).toBe('Car & Truck:Gas');
    expect(labelForKind(FUEL, chart('Car & Truck', 'Travel'))).toBe('Car & Truck');
  });

  it('leaves out labels with an excluded word, and income labels for money out', () => {
    expect(labelForKind(FUEL, chart('Utilities:Gas', 'Rent'))).toBeUndefined();
    const food: MerchantKind = { kind: 'food', outgoing: true, vendors: ['SYSCO'], categories: ['food'] };
    expect(labelForKind(food, chart('4000 - Food Sales', '5000 - COGS:Food Purchases'))).toBe('5000 - COGS:Food Purchases');
  });

  it('picks the label most about the keyword when several match, and none on a tie', () => {
    const software: MerchantKind = { kind: 'software', outgoing: true, vendors: ['ZOOM'], categories: ['software'] };
    expect(labelForKind(software, chart('Software', 'Office Supplies & Software'))).toBe('Software');
    expect(labelForKind(FUEL, chart('Auto:Fuel Cards', 'Auto:Fuel Cash'))).toBeUndefined();
  });

  it('files money in under an income account numbered the QuickBooks way, and money out never there', () => {
    const payment = MERCHANT_KINDS.find((kind) => kind.kind === 'customer payment')!;
    const lawFirm = chart(
      '4000 - Legal Fees',
      '4900 - Interest Income',
      '5000 - Court & Filing Fees',
      '6050 - Bank & Merchant Fees',
      '3100 - Partner Contributions',
    );
    expect(labelForKind(payment, lawFirm)).toBe('4000 - Legal Fees');
    expect(labelForKind(payment, chart('Sales', 'Other Income', 'Owner Investment'))).toBe('Sales');
    const fees: MerchantKind = { kind: 'bank fee', outgoing: true, vendors: ['SERVICE CHARGE'], categories: ['fees'] };
    expect(labelForKind(fees, chart('4000 - Legal Fees', '6050 - Bank Fees'))).toBe('6050 - Bank Fees');
  });

  it('follows the account types where the chart gives them: a card payment to the card, never an expense to income', () => {
    const typed = (...rows: Array<[string, string]>) => rows.map(([label, type]) => ({ label, words: nameWords(label), role: accountRole(type) }));
    const card = MERCHANT_KINDS.find((kind) => kind.kind === 'credit card payment')!;
    expect(labelForKind(card, typed(['Credit Card Fees', 'Expense'], ['Amex Business Card', 'Credit Card']))).toBe('Amex Business Card');
    const payment = MERCHANT_KINDS.find((kind) => kind.kind === 'customer payment')!;
    expect(labelForKind(payment, typed(['Design Fees', 'Income'], ['Bank Fees', 'Expense'], ['Late Fees Paid', 'Other Expense']))).toBe(
      'Design Fees',
    );
    expect(labelForKind(FUEL, typed(['Fuel Surcharge', 'Income'], ['Car Expenses', 'Expense']))).toBe('Car Expenses');
  });

  it('books the owner’s income tax and cash as a draw, a corporation’s tax to its income tax account', () => {
    const tax = MERCHANT_KINDS.find((kind) => kind.kind === 'income tax payment')!;
    const cash = MERCHANT_KINDS.find((kind) => kind.kind === 'cash withdrawal')!;
    const llc = chart('3200 - Owner Draws', '3100 - Owner Contributions', '6700 - Taxes & Licenses');
    expect(labelForKind(tax, llc)).toBe('3200 - Owner Draws');
    expect(labelForKind(cash, llc)).toBe('3200 - Owner Draws');
    expect(labelForKind(tax, chart("Owner's Pay & Personal Expenses", 'Owner Investment', 'Taxes & Licenses'))).toBe(
      "Owner's Pay & Personal Expenses",
    );
    expect(labelForKind(tax, chart('3300 - Shareholder Distributions', '7100 - Income Tax Expense'))).toBe('7100 - Income Tax Expense');
    expect(labelForKind(tax, chart('6700 - Taxes & Licenses', '3000 - Opening Balance Equity'))).toBeUndefined();
  });

  it('is undefined when the client has no category for the kind', () => {
    expect(labelForKind(FUEL, chart('Rent', 'Software'))).toBeUndefined();
  });
});

describe('merchantLexicon', () => {
  it('gives the first kind the vendor looks like that the client has a label for', () => {
    const lexicon = merchantLexicon(['6300 - Meals', '6100 - Car & Truck']);
    const fuel = lexicon.match(normaliseVendor('CHEVRON 0091234'), true);
    expect(fuel).toEqual({
      kind: 'fuel station',
      label: '6100 - Car & Truck',
      fits: expect.any(Function),
      phrase: 'a fuel station',
    });
    expect([fuel?.fits?.('car and truck:gas'), fuel?.fits?.('meals')]).toEqual([true, false]);
    expect(lexicon.match(normaliseVendor('VERIZON WIRELESS PAYMENTS'), true)).toEqual({
      kind: 'phone carrier',
      label: undefined,
      phrase: 'a phone carrier',
    });
    expect(lexicon.match(normaliseVendor('QWXZ 1234'), true)).toBeUndefined();
  });

  it('says when the chart has no account for what a vendor plainly is, and marks a new client’s first guesses', () => {
    const model = new CategorisationModel([], { askClientBelow: 0.3 });
    const tx = (description: string) => ({ description, vendor_name: '', amount_cents: -4000 });
    const noPayroll = { clientId: 'fresh', categories: ['6300 - Meals'], rules: [] };
    expect(model.categorise(noPayroll, [tx('GUSTO DES:NET 1234 ID:XYZ')])[0]).toMatchObject({
      category: '1480 - Ask Client',
      reason: 'Ask Client: looks like payroll, but the chart has no account for it',
    });
    expect(model.categorise(noPayroll, [tx('CHIPOTLE 2231')])[0]?.reason).toBe(
      "Looks like a restaurant or coffee shop: the client's Meals category (new client: not yet confirmed by its own decisions)",
    );
    model.learn({ client_id: 'fresh', description: 'PAPER CO', vendor_name: '', amount_cents: -100, category: '6300 - Meals' });
    expect(model.categorise(noPayroll, [tx('CHIPOTLE 2231')])[0]?.reason).toBe("Looks like a restaurant or coffee shop: the client's Meals category");
  });
});

describe('CategorisationModel with merchant kinds', () => {
  const context: ClientContext = { clientId: 'acme', categories: ['6100 - Automobile:Fuel', '6300 - Meals', '6400 - Office Supplies'], rules: [] };
  const tx = (description: string) => ({ description, vendor_name: '', amount_cents: -4000 });

  it('guesses an unseen vendor’s kind at modest confidence, with the reason', () => {
    const [guess] = new CategorisationModel([], { askClientBelow: 0.3 }).categorise(context, [tx('EXXONMOBIL 47110012 HOUSTON TX')]);
    expect(guess).toMatchObject({ category: '6100 - Automobile:Fuel', source: 'merchant_kind' });
    expect(guess?.confidence).toBeLessThan(0.67);
    expect(guess?.reason).toBe(
      "Looks like a fuel station: the client's Automobile:Fuel category (new client: not yet confirmed by its own decisions)",
    );
  });

  it('is surer of a kind the client has filed other vendors of to the same account, and says so', () => {
    const model = new CategorisationModel([
      { client_id: 'acme', description: 'SHELL OIL 5744 AUSTIN TX', vendor_name: '', amount_cents: -4000, category: '6100 - Automobile:Fuel' },
      { client_id: 'acme', description: 'CHEVRON 0091 AUSTIN TX', vendor_name: '', amount_cents: -3500, category: '6100 - Automobile:Fuel' },
    ]);
    const [guess] = model.categorise(context, [tx('EXXONMOBIL 47110012 HOUSTON TX')]);
    expect(guess).toMatchObject({ category: '6100 - Automobile:Fuel', source: 'merchant_kind' });
    expect(guess?.confidence).toBeCloseTo(1 - 0.55 * (0.5 / 2.5));
    expect(guess?.reason).toBe(
      "Looks like a fuel station: the client's Automobile:Fuel category, where it filed 2 approved transactions with other vendors of the kind",
    );
    // Filed elsewhere too: no surer than the kind alone, and the reason says how many went elsewhere.
    model.learn({ client_id: 'acme', description: 'BP 8812 AUSTIN TX', vendor_name: '', amount_cents: -900, category: '6300 - Meals' });
    const [mixed] = model.categorise(context, [tx('EXXONMOBIL 47110012 HOUSTON TX')]);
    expect(mixed?.confidence).toBeCloseTo(0.45);
    expect(mixed?.reason).toBe(
      "Looks like a fuel station: the client's Automobile:Fuel category, though it filed 1 of 3 approved transactions with other vendors of the kind elsewhere",
    );
  });

  it('takes a Toast (TST*) merchant for a restaurant whatever it is called', () => {
    const [taqueria, shop] = new CategorisationModel([], { askClientBelow: 0.3 }).categorise(context, [
      tx('CHECKCARD 0220 TST* SILVER FALCON TAQUER EDMONDS WA 74089341'),
      tx('CHECKCARD 0220 SQ *SILVER FALCON TAQUER EDMONDS WA 74089341'),
    ]);
    expect(taqueria).toMatchObject({ category: '6300 - Meals', source: 'merchant_kind' });
    // Square serves every kind of shop: its code says nothing.
    expect(shop?.source).toBe('ask_client');
  });

  it('reads a brand printed as the town (GOODYEAR AZ) as the town', () => {
    const withRepairs = { ...context, categories: [...context.categories, '6120 - Automobile:Repairs'] };
    const [grill] = new CategorisationModel([], { askClientBelow: 0.3 }).categorise(withRepairs, [tx('TST* OAK BISON GRILL GOODYEAR AZ')]);
    expect(grill).toMatchObject({ category: '6300 - Meals', source: 'merchant_kind' });
  });

  it('gives way to the client’s own filing of the vendor, saying the client never filed it where the kind would', () => {
    const approved = {
      client_id: 'acme',
      description: 'EXXONMOBIL 47110012 HOUSTON TX',
      vendor_name: '',
      amount_cents: -3000,
      category: '6300 - Meals',
    };
    const [guess] = new CategorisationModel([approved, approved, approved], { askClientBelow: 0 }).categorise(context, [
      tx('EXXONMOBIL 47110012 HOUSTON TX'),
    ]);
    expect(guess?.category).toBe('6300 - Meals');
    expect(guess?.reason).toContain('it looks like a fuel station, but the client filed it outside Automobile:Fuel all 3 times');
  });

  it('can be turned off', () => {
    const [guess] = new CategorisationModel([], { askClientBelow: 0, merchantKinds: [] }).categorise(context, [tx('EXXONMOBIL 47110012 HOUSTON TX')]);
    expect(guess?.source).toBe('ask_client');
  });
});

describe('fitsKind', () => {
  const hauler = MERCHANT_KINDS.find((k) => k.kind === 'waste hauler')!;

  it('tells whether any chart’s category name is a place for the kind, by its keyword phrases and broader ones', () => {
    expect(fitsKind(hauler, 'utilities')).toBe(true);
    expect(fitsKind(hauler, '6900 - Trash Removal')).toBe(true);
    expect(fitsKind(hauler, 'repairs and maintenance')).toBe(false);
    expect(fitsKind(hauler, 'Janitorial Expense')).toBe(false);
  });

  it('leaves out names with a word of `unless`', () => {
    expect(fitsKind({ ...FUEL, unless: ['utilities'] }, 'Utilities:Gas')).toBe(false);
    expect(fitsKind(FUEL, 'Automobile Expense:Fuel')).toBe(true);
  });
});
