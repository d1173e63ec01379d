import type { Rng } from './prng.ts';
import { dateFormats } from './money.ts';

interface Merchant {
  vendor: string;
  /** How card networks print it; {n} is a store number. */
  descriptor: string;
  city: string;
  state: string;
  min: number;
  max: number;
}

const MERCHANTS: Merchant[] = [
  { vendor: 'STARBUCKS', descriptor: 'STARBUCKS STORE {n}', city: 'SEATTLE', state: 'WA', min: 350, max: 1450 },
  { vendor: 'BLUE BOTTLE COFFEE', descriptor: 'SQ *BLUE BOTTLE COFFEE', city: 'OAKLAND', state: 'CA', min: 450, max: 1800 },
  { vendor: "JOE'S PIZZA", descriptor: "TST* JOE'S PIZZA", city: 'NEW YORK', state: 'NY', min: 1200, max: 6400 },
  { vendor: 'AMAZON.COM', descriptor: 'AMAZON.COM*2K4AB12C3', city: 'AMZN.COM/BILL', state: 'WA', min: 899, max: 18999 },
  { vendor: 'SHELL OIL', descriptor: 'SHELL OIL {n}', city: 'HOUSTON', state: 'TX', min: 2500, max: 8200 },
  { vendor: 'TARGET', descriptor: 'TARGET #{n}', city: 'DALLAS', state: 'TX', min: 1500, max: 21000 },
  { vendor: 'WHOLEFDS MKT', descriptor: 'WHOLEFDS MKT #{n}', city: 'AUSTIN', state: 'TX', min: 1800, max: 16500 },
  { vendor: 'CVS/PHARMACY', descriptor: 'CVS/PHARMACY #{n}', city: 'CHICAGO', state: 'IL', min: 499, max: 5600 },
  { vendor: 'THE HOME DEPOT', descriptor: 'THE HOME DEPOT #{n}', city: 'ATLANTA', state: 'GA', min: 1299, max: 48000 },
  { vendor: 'COSTCO WHSE', descriptor: 'COSTCO WHSE #{n}', city: 'SEATTLE', state: 'WA', min: 4500, max: 39000 },
  { vendor: 'CHEVRON', descriptor: 'CHEVRON {n}', city: 'SAN JOSE', state: 'CA', min: 3000, max: 9000 },
  { vendor: 'TRADER JOE S', descriptor: 'TRADER JOE S #{n}', city: 'BOSTON', state: 'MA', min: 1500, max: 12000 },
  { vendor: 'UBER', descriptor: 'UBER *TRIP', city: 'SAN FRANCISCO', state: 'CA', min: 900, max: 5400 },
  { vendor: 'LYFT', descriptor: 'LYFT *RIDE', city: 'SAN FRANCISCO', state: 'CA', min: 800, max: 4200 },
  { vendor: 'DOORDASH', descriptor: 'DOORDASH*CHIPOTLE', city: 'SAN FRANCISCO', state: 'CA', min: 1500, max: 4800 },
  { vendor: 'NETFLIX.COM', descriptor: 'NETFLIX.COM', city: 'LOS GATOS', state: 'CA', min: 1549, max: 2299 },
  { vendor: 'SPOTIFY USA', descriptor: 'SPOTIFY USA', city: 'NEW YORK', state: 'NY', min: 1199, max: 1699 },
  { vendor: 'WALGREENS', descriptor: 'WALGREENS #{n}', city: 'DENVER', state: 'CO', min: 399, max: 4500 },
  { vendor: 'OFFICE DEPOT', descriptor: 'OFFICE DEPOT #{n}', city: 'MIAMI', state: 'FL', min: 1299, max: 25000 },
  { vendor: 'DELTA AIR LINES', descriptor: 'DELTA AIR LINES {n}', city: 'ATLANTA', state: 'GA', min: 18900, max: 89000 },
  { vendor: 'MARRIOTT', descriptor: 'MARRIOTT {n}', city: 'CHICAGO', state: 'IL', min: 15900, max: 65000 },
  { vendor: "LOWE'S", descriptor: "LOWE'S #{n}", city: 'CHARLOTTE', state: 'NC', min: 1299, max: 42000 },
  { vendor: 'BEST BUY', descriptor: 'BEST BUY {n}', city: 'MINNEAPOLIS', state: 'MN', min: 1999, max: 129900 },
  { vendor: 'KROGER', descriptor: 'KROGER #{n}', city: 'CINCINNATI', state: 'OH', min: 1800, max: 14500 },
];

const CARD_PREFIXES = [
  (d: string) => `POS DEBIT ${d.replace(/-/g, '').slice(2, 8)}`,
  () => 'DEBIT CARD PURCHASE',
  (d: string) => `CHECKCARD ${dateFormats.mmdd(d).replace('/', '')}`,
  (d: string) => `PURCHASE AUTHORIZED ON ${dateFormats.mmdd(d)}`,
  (d: string) => `Card Purchase ${dateFormats.mmdd(d)}`,
];

export interface Descriptor {
  description: string;
  vendor: string;
  cents: number;
}

function storeNumber(rng: Rng): string {
  return String(rng.int(100, 9999)).padStart(rng.pick([4, 5]), '0');
}

/** A card purchase as a card statement prints it: merchant, store, city, state. */
export function cardPurchase(rng: Rng): Descriptor {
  const m = rng.pick(MERCHANTS);
  const descriptor = m.descriptor.replace('{n}', storeNumber(rng));
  return { description: `${descriptor} ${m.city} ${m.state}`, vendor: m.vendor, cents: rng.int(m.min, m.max) };
}

/** The same purchase on a checking account, behind the bank's channel words. */
export function debitCardPurchase(rng: Rng, date: string): Descriptor {
  const p = cardPurchase(rng);
  const prefix = rng.pick(CARD_PREFIXES)(date);
  const card = rng.chance(0.4) ? ` CARD ${rng.int(1000, 9999)}` : '';
  return { ...p, description: `${prefix} ${p.description}${card}` };
}

const PEOPLE = ['John Smith', 'Maria Garcia', 'David Lee', 'Sarah Johnson', 'Michael Brown', 'Emily Davis', 'Chris Wilson', 'Ana Martinez'];
const EMPLOYERS = ['ACME CORP', 'GLOBEX LLC', 'INITECH INC', 'NORTHWIND TRADERS'];

function ppd(rng: Rng): string {
  return String(rng.int(1_000_000_000, 9_999_999_999));
}

export function deposit(rng: Rng): Descriptor {
  const kind = rng.int(0, 5);
  if (kind <= 1) {
    const employer = rng.pick(EMPLOYERS);
    return { description: `${employer} PAYROLL PPD ID: ${ppd(rng)}`, vendor: `${employer} PAYROLL`, cents: rng.int(150_000, 420_000) };
  }
  if (kind === 2) {
    const person = rng.pick(PEOPLE);
    return {
      description: `Zelle payment from ${person} Conf# ${ppd(rng).slice(0, 8)}`,
      vendor: `Zelle payment from ${person}`,
      cents: rng.int(2_000, 60_000),
    };
  }
  if (kind === 3) return { description: `REMOTE ONLINE DEPOSIT # ${rng.int(1, 9)}`, vendor: 'REMOTE ONLINE DEPOSIT', cents: rng.int(5_000, 250_000) };
  if (kind === 4)
    return {
      description: `Online Transfer From Sav ...${rng.int(1000, 9999)} Transaction#: ${ppd(rng)}`,
      vendor: 'Online Transfer From Sav',
      cents: rng.int(10_000, 150_000),
    };
  const m = rng.pick(MERCHANTS);
  return {
    description: `${m.descriptor.replace('{n}', storeNumber(rng))} REFUND ${m.city} ${m.state}`,
    vendor: m.vendor,
    cents: rng.int(m.min, m.max),
  };
}

const BILLERS = [
  { vendor: 'COMCAST CABLE COMM', text: 'COMCAST CABLE COMM', min: 8_900, max: 19_900 },
  { vendor: 'PG&E WEB ONLINE', text: 'PG&E WEB ONLINE', min: 6_000, max: 31_000 },
  { vendor: 'GEICO AUTO', text: 'GEICO AUTO', min: 9_000, max: 24_000 },
  { vendor: 'VERIZON WIRELESS PAYMENTS', text: 'VERIZON WIRELESS PAYMENTS', min: 7_000, max: 21_000 },
  { vendor: 'CITI CARD ONLINE PAYMENT', text: 'CITI CARD ONLINE PAYMENT', min: 20_000, max: 180_000 },
  { vendor: 'IRS USATAXPYMT', text: 'IRS USATAXPYMT', min: 50_000, max: 300_000 },
  { vendor: 'WELLS FARGO MORTGAGE', text: 'WELLS FARGO MORTGAGE', min: 180_000, max: 260_000 },
];

export function electronic(rng: Rng): Descriptor {
  const kind = rng.int(0, 4);
  if (kind <= 2) {
    const b = rng.pick(BILLERS);
    const id = rng.pick(['PPD ID', 'WEB ID', 'CCD ID']);
    return { description: `${b.text} ${id}: ${ppd(rng)}`, vendor: b.vendor, cents: rng.int(b.min, b.max) };
  }
  if (kind === 3) {
    const person = rng.pick(PEOPLE);
    return {
      description: `Zelle payment to ${person} Conf# ${ppd(rng).slice(0, 8)}`,
      vendor: `Zelle payment to ${person}`,
      cents: rng.int(2_000, 40_000),
    };
  }
  return { description: `VENMO PAYMENT ${ppd(rng)} WEB ID: 3264681992`, vendor: 'VENMO PAYMENT', cents: rng.int(1_500, 20_000) };
}

export function atm(rng: Rng, date: string): Descriptor {
  const where = rng.pick(['5TH AVE NEW YORK NY', 'MAIN ST HOUSTON TX', 'MARKET ST SAN FRANCISCO CA', 'STATE ST CHICAGO IL']);
  return {
    description: `ATM WITHDRAWAL ${String(rng.int(1, 999_999)).padStart(6, '0')} ${dateFormats.mmdd(date)} ${where}`,
    vendor: 'ATM WITHDRAWAL',
    cents: rng.int(2, 30) * 2_000,
  };
}

export function fee(rng: Rng): Descriptor {
  return rng.pick([
    { description: 'MONTHLY SERVICE FEE', vendor: 'MONTHLY SERVICE FEE', cents: 1_200 },
    { description: 'Non-Chase ATM Fee-With', vendor: 'Non-Chase ATM Fee-With', cents: 300 },
    { description: 'DOMESTIC WIRE FEE', vendor: 'DOMESTIC WIRE FEE', cents: 2_500 },
  ]);
}
