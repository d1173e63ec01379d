import { describe, expect, it } from 'vitest';
import { readIifFile } from './testing/read-iif-file.ts';
import { type IifEntry, type IifFile, iifAmount, iifName, iifText, writeIif, writeIifText } from './write-iif.ts';
import { iifFileName } from './iif-file-name.ts';

const T = '\t';
/** An entry filed to one account (`account`) for its whole amount, unless `splits` are given. */
const entry = ({ account = 'Office Expenses:Supplies', ...overrides }: Partial<IifEntry> & { account?: string }): IifEntry => {
  const fields = {
    date: '2025-03-14',
    name: 'Office Depot',
    memo: 'OFFICE DEPOT #1042 SPRINGFIELD IL',
    amountCents: -12540,
    docNum: null,
    ...overrides,
  };
  return { ...fields, splits: overrides.splits ?? [{ account, amountCents: fields.amountCents, memo: fields.memo }] };
};

const bankFile = (entries: IifEntry[], format: IifFile['format'] = 'bank_transactions'): IifFile => ({
  format,
  register: { account: 'Checking', kind: 'bank' },
  entries,
});
const cardFile = (entries: IifEntry[], format: IifFile['format'] = 'bank_transactions'): IifFile => ({
  format,
  register: { account: 'Liabilities:Visa 4821', kind: 'credit_card' },
  entries,
});

function rowsOf(file: IifFile) {
  const reading = readIifFile(writeIif(file));
  for (const block of reading.blocks) expect(block.sumCents).toBe(0);
  return reading.blocks.map((block) => [block.trns, ...block.spl].map((r) => [r.TRNSTYPE, r.ACCNT, r.AMOUNT, r.DOCNUM].join('|')));
}

describe('writeIif', () => {
  it('writes the research notes’ worked example byte for byte (a check and a deposit on a bank register)', () => {
    const text = writeIifText(
      bankFile([
        entry({ name: 'Office Depot', memo: 'Printer paper', docNum: '1042' }),
        entry({ date: '2025-03-15', name: 'Acme Corp', memo: 'Invoice 88 payment', amountCents: 250000, account: 'Sales Income' }),
      ]),
    );
    expect(text).toBe(
      [
        `!TRNS${T}TRNSTYPE${T}DATE${T}ACCNT${T}NAME${T}AMOUNT${T}DOCNUM${T}MEMO${T}CLEAR`,
        `!SPL${T}TRNSTYPE${T}DATE${T}ACCNT${T}NAME${T}AMOUNT${T}DOCNUM${T}MEMO${T}CLEAR`,
        '!ENDTRNS',
        `TRNS${T}CHECK${T}03/14/2025${T}Checking${T}Office Depot${T}-125.40${T}1042${T}Printer paper${T}N`,
        `SPL${T}CHECK${T}03/14/2025${T}Office Expenses:Supplies${T}Office Depot${T}125.40${T}1042${T}Printer paper${T}N`,
        'ENDTRNS',
        `TRNS${T}DEPOSIT${T}03/15/2025${T}Checking${T}Acme Corp${T}2500.00${T}${T}Invoice 88 payment${T}N`,
        `SPL${T}DEPOSIT${T}03/15/2025${T}Sales Income${T}Acme Corp${T}-2500.00${T}${T}Invoice 88 payment${T}N`,
        'ENDTRNS',
        '',
      ].join('\r\n'),
    );
  });

  it('signs a card charge and a card refund as Intuit’s table does', () => {
    expect(rowsOf(cardFile([entry({ amountCents: -4510, account: 'Automobile Expense:Fuel' }), entry({ amountCents: 1999 })]))).toEqual([
      ['CREDIT CARD|Liabilities:Visa 4821|-45.10|', 'CREDIT CARD|Automobile Expense:Fuel|45.10|'],
      ['CCARD REFUND|Liabilities:Visa 4821|19.99|', 'CCARD REFUND|Office Expenses:Supplies|-19.99|'],
    ]);
  });

  it('writes journal entries on both kinds of register: money out credits the register and debits the category', () => {
    const entries = [entry({ amountCents: -12540, docNum: '1042' }), entry({ amountCents: 250000, account: 'Sales Income' })];
    expect(rowsOf(bankFile(entries, 'journal_entries'))).toEqual([
      ['GENERAL JOURNAL|Checking|-125.40|1042', 'GENERAL JOURNAL|Office Expenses:Supplies|125.40|1042'],
      ['GENERAL JOURNAL|Checking|2500.00|', 'GENERAL JOURNAL|Sales Income|-2500.00|'],
    ]);
    expect(rowsOf(cardFile(entries, 'journal_entries'))).toEqual([
      ['GENERAL JOURNAL|Liabilities:Visa 4821|-125.40|1042', 'GENERAL JOURNAL|Office Expenses:Supplies|125.40|1042'],
      ['GENERAL JOURNAL|Liabilities:Visa 4821|2500.00|', 'GENERAL JOURNAL|Sales Income|-2500.00|'],
    ]);
  });

  it('writes a split row as one TRNS line for the whole amount and one SPL line per part, each with its memo', () => {
    const split = entry({
      amountCents: -10000,
      docNum: '1043',
      splits: [
        { account: 'Automobile Expense:Fuel', amountCents: -6000, memo: 'Diesel for the van' },
        { account: 'Office Expenses:Supplies', amountCents: -4000, memo: 'OFFICE DEPOT #1042 SPRINGFIELD IL' },
      ],
    });
    const reading = readIifFile(writeIif(bankFile([split])));
    expect(reading.blocks).toHaveLength(1);
    const [block] = reading.blocks;
    expect(block?.sumCents).toBe(0);
    expect([block?.trns, ...(block?.spl ?? [])].map((r) => [r?.TRNSTYPE, r?.ACCNT, r?.AMOUNT, r?.DOCNUM, r?.MEMO].join('|'))).toEqual([
      'CHECK|Checking|-100.00|1043|OFFICE DEPOT #1042 SPRINGFIELD IL',
      'CHECK|Automobile Expense:Fuel|60.00|1043|Diesel for the van',
      'CHECK|Office Expenses:Supplies|40.00|1043|OFFICE DEPOT #1042 SPRINGFIELD IL',
    ]);
  });

  it('balances a split whose parts go both ways (a deposit net of its fee), in both formats', () => {
    const net = entry({
      amountCents: 100000,
      splits: [
        { account: 'Sales Income', amountCents: 103000, memo: 'Card sales' },
        { account: 'Bank Charges', amountCents: -3000, memo: 'Processing fee' },
      ],
    });
    expect(rowsOf(bankFile([net]))).toEqual([['DEPOSIT|Checking|1000.00|', 'DEPOSIT|Sales Income|-1030.00|', 'DEPOSIT|Bank Charges|30.00|']]);
    expect(rowsOf(cardFile([net], 'journal_entries'))).toEqual([
      ['GENERAL JOURNAL|Liabilities:Visa 4821|1000.00|', 'GENERAL JOURNAL|Sales Income|-1030.00|', 'GENERAL JOURNAL|Bank Charges|30.00|'],
    ]);
  });

  it('formats amounts from integer cents, without separators or currency signs', () => {
    expect([0, 5, -5, 100, -12540, 123456789, -1].map(iifAmount)).toEqual(['0.00', '0.05', '-0.05', '1.00', '-125.40', '1234567.89', '-0.01']);
  });

  it('encodes Windows-1252 without a BOM: · is 0xB7, é is 0xE9, – is 0x96, € is 0x80', () => {
    const bytes = writeIif(bankFile([entry({ name: 'Café · Déjà – €5', account: 'Meals · Travel' })]));
    expect([...bytes.subarray(0, 5)]).toEqual([...Buffer.from('!TRNS')]);
    const line = bytes.subarray(bytes.indexOf('TRNS\tCHECK'));
    expect(line.includes(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0xb7, 0x20, 0x44, 0xe9, 0x6a, 0xe0, 0x20, 0x96, 0x20, 0x80, 0x35]))).toBe(true);
    expect(bytes.includes(Buffer.from('Meals \xb7 Travel', 'latin1'))).toBe(true);
    expect(bytes.every((byte) => byte !== 0xc3)).toBe(true);
    expect(readIifFile(bytes).blocks[0]?.trns.NAME).toBe('Café · Déjà – €5');
  });

  it('ends every line in CRLF and has no bare LF', () => {
    const bytes = writeIif(bankFile([entry({ memo: 'line one\nline two\r\nthree\rfour' })]));
    const text = bytes.toString('latin1');
    expect(text.endsWith('ENDTRNS\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(readIifFile(bytes).blocks[0]?.trns.MEMO).toBe('line one line two three four');
  });

  it('keeps free text to one field: tabs, line breaks and quotes cannot shift or end a record', () => {
    const reading = readIifFile(writeIif(bankFile([entry({ name: '"Joe\'s"\tDiner\n', memo: '\t "PAYMENT"\tREF 12 ' })])));
    expect(reading.blocks[0]?.trns).toMatchObject({ NAME: "'Joe's' Diner", MEMO: "'PAYMENT' REF 12", CLEAR: 'N' });
  });

  it('cuts NAME to 41, DOCNUM to 11 and MEMO to 4095 characters', () => {
    const reading = readIifFile(writeIif(bankFile([entry({ name: 'N'.repeat(60), docNum: '123456789012345', memo: 'm'.repeat(5000) })])));
    const trns = reading.blocks[0]?.trns;
    expect(trns?.NAME).toHaveLength(41);
    expect(trns?.DOCNUM).toBe('12345678901');
    expect(trns?.MEMO).toHaveLength(4095);
  });

  it('transliterates what Windows-1252 cannot hold and marks what has no Latin spelling with ?', () => {
    expect(iifText('Łódź Café', 41)).toBe('Lódz Café');
    expect(iifText('Nguyễn Đức — Ørsted', 41)).toBe('Nguyen Duc — Ørsted');
    expect(iifText('ﬁne Ｔａｘｉ', 41)).toBe('fine Taxi');
    expect(iifText('Pizza 🍕 Place 👍🏽', 41)).toBe('Pizza ? Place ?');
    expect(iifText('東京 Sushi', 41)).toBe('?? Sushi');
    expect(iifText('👨‍👩‍👧 family 🇺🇸 trip ❤️', 41)).toBe('? family ? trip ?');
    expect(iifText('Cafe\u0301 decomposed', 41)).toBe('Café decomposed');
    expect(iifText('price − discount ‐ fee', 41)).toBe('price - discount - fee');
  });

  it('keeps colons out of NAME, where QuickBooks Desktop would read Customer:Job', () => {
    expect(iifName('SQ *COFFEE: MAIN ST')).toBe('SQ *COFFEE - MAIN ST');
    expect(readIifFile(writeIif(bankFile([entry({ name: 'A:B' })]))).blocks[0]?.spl[0]?.NAME).toBe('A - B');
  });

  it('writes the sub-account names exactly as given, colons and all', () => {
    const reading = readIifFile(writeIif(bankFile([entry({ account: 'Automobile Expense:Fuel:Diesel' })])));
    expect(reading.blocks[0]?.spl[0]?.ACCNT).toBe('Automobile Expense:Fuel:Diesel');
  });

  it('writes only the headers when there is nothing to write', () => {
    expect(readIifFile(writeIif(bankFile([]))).blocks).toEqual([]);
  });
});

describe('readIifFile', () => {
  const good = writeIif(bankFile([entry({})]));
  it('refuses a BOM, LF line ends, a missing last CRLF and an unbalanced block', () => {
    expect(() => readIifFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), good]))).toThrow(/BOM/);
    expect(() => readIifFile(Buffer.from(good.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'))).toThrow(/CRLF/);
    expect(() => readIifFile(good.subarray(0, -2))).toThrow(/CRLF/);
    const unbalanced = Buffer.from(good.toString('latin1').replace('\t125.40\t', '\t125.41\t'), 'latin1');
    expect(readIifFile(unbalanced).blocks[0]?.sumCents).toBe(1);
    expect(() => readIifFile(Buffer.from(good.toString('latin1').replace('\tN\r\n', '\tN\tY\r\n'), 'latin1'))).toThrow(
      /10 values for 8 columns|9 values/,
    );
  });
});

describe('iifFileName', () => {
  it('keeps letters, digits, spaces and - _ . of the client name', () => {
    expect(iifFileName('Orchard Bakery / Café')).toBe('Orchard Bakery - Café_transactions.iif');
    expect(iifFileName('"Smith & Sons": LLC.')).toBe('Smith - Sons- LLC_transactions.iif');
    expect(iifFileName('***')).toBe('client_transactions.iif');
  });
});
