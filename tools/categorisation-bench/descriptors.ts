import type { BankStyle, ClientProfile } from './clients.ts';
import type { Rng } from './prng.ts';
import type { Format } from './vendors.ts';

export interface Printing {
  rng: Rng;
  client: ClientProfile;
  /** ISO date. */
  date: string;
  outgoing: boolean;
  /** Paid with the debit card on the checking account (bank's channel words in front) rather than the credit card. */
  onChecking: boolean;
  nextCheckNumber: () => number;
}

/** The description exactly as the statement would print it. */
export function printDescriptor(format: Format, p: Printing): string {
  switch (format.kind) {
    case 'card': {
      const merchant = fill(format.merchant, p).slice(0, 25).trimEnd();
      const where = format.where === 'town' ? `${p.rng.pick(p.client.towns)} ${p.client.state}` : fill(format.where, p);
      const printed = `${merchant} ${where}`;
      return p.onChecking ? debitCard(p.client.bank, printed, p) : printed;
    }
    case 'ach':
      return achEntry(p.client.bank, fill(format.company, p), fill(format.entry, p), p);
    case 'plain':
      return fill(format.text, p);
    case 'check':
      return checkLine(p.client.bank, p.nextCheckNumber());
    case 'zelle':
      return zelle(p.client.bank, format.person, p);
    case 'venmo':
      return p.outgoing ? `VENMO PAYMENT ${p.rng.digits(10)} WEB ID: 3264681992` : `VENMO CASHOUT ${p.rng.digits(10)} PPD ID: 5264681992`;
  }
}

const mmdd = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;
const yymmdd = (date: string) => date.slice(2).replace(/-/g, '');

function fill(template: string, p: Printing): string {
  return template.replace(/\{([^}]+)\}/g, (_, key: string) => {
    const digits = /^n(\d+)$/.exec(key);
    if (digits) return p.rng.digits(Number(digits[1]));
    if (key === 'code') return p.rng.code(p.rng.int(8, 10));
    if (key === 'store') return String(p.rng.int(100, 9999)).padStart(4, '0');
    if (key === 'town') return p.rng.pick(p.client.towns);
    if (key === 'yymmdd') return yymmdd(p.date);
    if (key === 'mm/dd') return mmdd(p.date);
    if (key === 'client')
      return p.client.name
        .replace(/[^A-Z]/g, '')
        .slice(0, 12)
        .toLowerCase();
    const transfer = /^transfer-(out|in):(SAV|CHK)$/.exec(key);
    if (transfer) return onlineTransfer(p.client, transfer[1] === 'out', transfer[2] as 'SAV' | 'CHK', p);
    throw new Error(`unknown placeholder {${key}}`);
  });
}

function debitCard(bank: BankStyle, printed: string, p: Printing): string {
  const { rng, date } = p;
  switch (bank) {
    case 'chase':
      return `${rng.chance(0.2) ? 'RECURRING ' : ''}CARD PURCHASE ${mmdd(date)} ${printed} CARD ${rng.digits(4)}`;
    case 'bofa':
      return `CHECKCARD ${mmdd(date).replace('/', '')} ${printed} ${rng.digits(23)}`;
    case 'wells':
      return `PURCHASE AUTHORIZED ON ${mmdd(date)} ${printed} S${rng.digits(15)} CARD ${rng.digits(4)}`;
    case 'community':
      return rng.chance(0.5) ? `POS DEBIT ${rng.digits(6)} ${printed}` : `DEBIT CARD PURCHASE ${printed}`;
  }
}

function achEntry(bank: BankStyle, company: string, entry: string, p: Printing): string {
  const { rng, date, client } = p;
  const sec = rng.pick(['CCD', 'PPD', 'WEB']);
  switch (bank) {
    case 'chase':
      return `ORIG CO NAME:${company} ORIG ID:${rng.digits(10)} DESC DATE:${yymmdd(date)} CO ENTRY DESCR:${entry} SEC:${sec} TRACE#:${rng.digits(15)} EED:${yymmdd(date)} IND ID:${rng.code(9)} IND NAME:${client.name} TRN: ${rng.digits(10)}TC`;
    case 'bofa':
      return `${company} DES:${entry} ID:${rng.code(9)} INDN:${client.name} CO ID:${rng.digits(10)} ${sec}`;
    case 'wells':
      return `${company} ${entry} ${yymmdd(date)} ${rng.code(9)} ${client.name}`;
    case 'community':
      return `ACH ${p.outgoing ? 'DEBIT' : 'CREDIT'} ${company} ${entry} ${sec} ID: ${rng.digits(10)}`;
  }
}

function checkLine(bank: BankStyle, number: number): string {
  switch (bank) {
    case 'chase':
      return `CHECK ${number}`;
    case 'bofa':
      return `Check ${number}`;
    case 'wells':
      return `CHECK # ${number}`;
    case 'community':
      return `CHECK NO. ${number}`;
  }
}

function zelle(bank: BankStyle, name: string, p: Printing): string {
  const { rng, date, outgoing } = p;
  const title = name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
  switch (bank) {
    case 'chase':
      return `Zelle Payment ${outgoing ? 'To' : 'From'} ${title} Jpm${rng.code(9).toLowerCase()}`;
    case 'bofa':
      return `Zelle payment ${outgoing ? 'to' : 'from'} ${title} Conf# ${rng.code(9).toLowerCase()}`;
    case 'wells': {
      const [first = '', ...rest] = name.split(' ');
      return `ZELLE ${outgoing ? 'TO' : 'FROM'} ${[...rest, first].join(' ')} ON ${mmdd(date)} REF # ${rng.code(10)}`;
    }
    case 'community':
      return `ZELLE TRANSFER ${outgoing ? 'TO' : 'FROM'} ${name} ${rng.digits(10)}`;
  }
}

function onlineTransfer(client: ClientProfile, out: boolean, account: 'SAV' | 'CHK', p: Printing): string {
  const { rng, date } = p;
  const to = out ? 'To' : 'From';
  switch (client.bank) {
    case 'chase':
      return `Online Transfer ${to} ${account === 'SAV' ? 'Sav' : 'Chk'} ...${rng.digits(4)} Transaction#: ${rng.digits(10)}`;
    case 'bofa':
      return `Online Banking transfer ${to.toLowerCase()} ${account} ${rng.digits(4)} Confirmation# ${rng.code(10)}`;
    case 'wells':
      return `ONLINE TRANSFER ${to.toUpperCase()} ${account === 'SAV' ? `${client.name} BUSINESS SAVINGS` : 'EVERYDAY CHECKING'} XXXXXX${rng.digits(4)} REF #IB${rng.code(8)} ON ${mmdd(date)}/24`;
    case 'community':
      return `INTERNET TRANSFER ${to.toUpperCase()} ${account === 'SAV' ? 'SAVINGS' : 'CHECKING'} ${rng.digits(6)}`;
  }
}
