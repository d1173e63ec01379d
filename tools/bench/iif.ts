import { readIifFile } from '../../apps/server/src/features/quickbooks-desktop/testing/read-iif-file.ts';
import { type IifEntry, type IifFile, writeIif } from '../../apps/server/src/features/quickbooks-desktop/write-iif.ts';

// IIF writer benchmark: 100,000 transactions (goal: under 1 s), bank and journal formats, with the
// mix of names a real statement has: mostly ASCII, some accents, the odd character cp1252 lacks.
const COUNT = 100_000;
const TARGET_MS = 1000;
const vendors = [
  'SHELL OIL 57442',
  'Office Depot #1042',
  'Café Déjà Vu',
  'AMEREN ILLINOIS',
  'Łódź Imports',
  'SQUARE INC',
  'Sushi 東京',
  'Joe\'s "Best" Diner',
];
const accounts = ['Automobile Expense:Fuel', 'Office Expenses:Supplies', 'Meals', 'Utilities', 'Sales'];

function entries(count: number): IifEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const vendor = vendors[i % vendors.length] ?? '';
    const memo = `${vendor.toUpperCase()} SPRINGFIELD IL REF ${i}`;
    const amountCents = i % 5 === 0 ? 100_000 + i : -(1 + ((i * 7919) % 250_000));
    return {
      date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      name: vendor,
      memo,
      amountCents,
      docNum: i % 9 === 0 ? String(1000 + i) : null,
      splits: [{ account: accounts[i % accounts.length] ?? '', amountCents, memo }],
    };
  });
}

const data = entries(COUNT);
const files: IifFile[] = [
  { format: 'bank_transactions', register: { account: 'Cash:Checking', kind: 'bank' }, entries: data },
  { format: 'journal_entries', register: { account: 'Visa Card', kind: 'credit_card' }, entries: data },
];

writeIif({ ...files[0]!, entries: data.slice(0, 2000) });
for (const file of files) {
  let best = Infinity;
  let bytes: Buffer = Buffer.alloc(0);
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    bytes = writeIif(file);
    best = Math.min(best, performance.now() - t0);
  }
  const read = readIifFile(bytes);
  const balanced = read.blocks.every((block) => block.sumCents === 0);
  console.log(
    `${file.format.padEnd(17)} ${COUNT.toLocaleString('en-US')} transactions: ${best.toFixed(0)} ms (best of 3), ` +
      `${(bytes.length / 1024 / 1024).toFixed(1)} MB, ${read.blocks.length.toLocaleString('en-US')} blocks read back, ` +
      `${balanced ? 'all balance' : 'UNBALANCED'} — ${best < TARGET_MS ? 'under' : 'OVER'} the ${TARGET_MS} ms goal`,
  );
}
