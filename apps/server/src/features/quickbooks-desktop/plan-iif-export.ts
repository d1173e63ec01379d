import { ASK_CLIENT, type ExportFormat } from '@ledgerdesk/contracts';
import type { TransactionsTable } from '../../db/schema.ts';
import { checkNumberOf, payeeOf } from '../transactions/index.ts';
import { type PostingRow, partsAddUp, postingParts } from '../export/index.ts';
import type { ChartAccountRow, ChartNames } from './chart-names.ts';
import { dollars } from '../../lib/money.ts';
import { type IifEntry, type IifFile, type IifRegister, type RegisterKind, iifDate } from './write-iif.ts';
import { counted } from './counted.ts';

export type ExportRow = Pick<
  TransactionsTable,
  'id' | 'transaction_date' | 'vendor_name' | 'description' | 'amount_cents' | 'payment_type' | 'check_number' | 'approved' | 'excluded'
> &
  PostingRow;

export interface IifPlan<Row extends ExportRow = ExportRow> {
  /** The file for every row that can be written (all the kept rows when `problems` is empty). */
  file: IifFile;
  /** The selected rows the export holds: all but those a reviewer excluded, which never leave. */
  kept: Row[];
  /** One sentence per wrong name and per refused row: nothing may be exported while there is one. */
  problems: string[];
  /** The problems in a few sentences, naming every wrong account name. */
  summary: string;
  /** The selected rows left out of the file without refusing it (excluded ones), one sentence each. */
  leftOut: string[];
}

const REGISTER_TYPES: Record<string, RegisterKind> = { Bank: 'bank', 'Credit Card': 'credit_card' };
// Rows are listed one by one up to here; a 100,000-row export with nothing approved is summed up instead.
const ROWS_LISTED = 50;

/** "03/14/2026, ACME, -$45.10": a row as the bookkeeper finds it on the screen; no empty name between commas. */
function describeRow(row: ExportRow): string {
  const name = (row.vendor_name || row.description).trim();
  return [iifDate(row.transaction_date), name, dollars(row.amount_cents)].filter((part) => part !== '').join(', ');
}

/**
 * Checks an export against the client's chart before a byte is written: QuickBooks Desktop silently
 * creates an account for any name it does not know (shared/research/qbo-iif.md section 3), so the
 * register must be a Bank or Credit Card account of the chart and every category (each part's, for a
 * split row) an account of it. Only approved rows with a real category may leave; the file is all or
 * nothing, because a bookkeeper importing a file that silently lacks some rows would be surprised. A row
 * a reviewer excluded is not on the statement: it is left out, named, and never refuses the file.
 */
export function planIifExport<Row extends ExportRow>(input: {
  clientName: string;
  chart: ChartNames;
  registerName: string;
  format: ExportFormat;
  rows: readonly Row[];
}): IifPlan<Row> {
  const { clientName, chart, format } = input;
  const registerName = input.registerName.trim();
  const nameProblems: string[] = [];
  const summary: string[] = [];

  const found = chart.register(registerName);
  const kind = found?.active === 1 ? REGISTER_TYPES[found.type] : undefined;
  if (!found) {
    nameProblems.push(`Register account "${registerName}" is not in ${clientName}'s chart of accounts.`);
  } else if (found.active !== 1) {
    nameProblems.push(`Register account "${found.full_name}" is inactive in ${clientName}'s chart of accounts.`);
  } else if (!kind) {
    const article = /^[aeiou]/i.test(found.type) ? 'an' : 'a';
    nameProblems.push(`Register account "${found.full_name}" is ${article} ${found.type} account; choose a Bank or Credit Card account.`);
  }
  // A refused register still names the preview's rows, as typed.
  const register: IifRegister = found && kind ? { account: found.full_name, kind } : { account: registerName, kind: 'bank' };
  const registerId = found && kind ? found.id : null;

  const kept = input.rows.filter((row) => row.excluded !== 1);
  const excluded = input.rows.filter((row) => row.excluded === 1);
  const unapproved: ExportRow[] = [];
  const uncategorised: ExportRow[] = [];
  const onRegister: ExportRow[] = [];
  const unbalanced: ExportRow[] = [];
  const unknownCategories = new Map<string, number>();
  const inactiveCategories = new Map<string, number>();
  const countIn = (counts: Map<string, number>, name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  const entries: IifEntry[] = [];
  for (const row of kept) {
    if (row.approved !== 1) unapproved.push(row);
    const parts = postingParts(row);
    if (parts.some((part) => part.category === '' || part.category === ASK_CLIENT)) {
      uncategorised.push(row);
      continue;
    }
    if (!partsAddUp(row, parts)) {
      unbalanced.push(row);
      continue;
    }
    // Each name counts once per row, however many of its parts use it.
    const accounts = new Map<string, ChartAccountRow>();
    let refused = false;
    let filedToRegister = false;
    for (const label of new Set(parts.map((part) => part.category))) {
      const account = chart.category(label);
      if (!account) countIn(unknownCategories, label);
      else if (account.active !== 1) countIn(inactiveCategories, account.full_name);
      else if (account.id === registerId) filedToRegister = true;
      else {
        accounts.set(label, account);
        continue;
      }
      refused = true;
    }
    if (filedToRegister) onRegister.push(row);
    if (refused || row.approved !== 1) continue;
    entries.push({
      date: row.transaction_date,
      name: payeeOf(row),
      memo: row.description,
      amountCents: row.amount_cents,
      docNum: checkNumberOf(row),
      splits: parts.map((part) => ({
        account: accounts.get(part.category)!.full_name,
        amountCents: part.amountCents,
        memo: part.memo || row.description,
      })),
    });
  }

  for (const [label, count] of unknownCategories) {
    nameProblems.push(`Category "${label}" is not in ${clientName}'s chart of accounts (${counted(count, 'transaction', 'transactions')}).`);
  }
  for (const [name, count] of inactiveCategories) {
    nameProblems.push(`Category "${name}" is inactive in ${clientName}'s chart of accounts (${counted(count, 'transaction', 'transactions')}).`);
  }
  summary.push(...nameProblems);

  const rowProblems: string[] = [];
  const listRows = (list: ExportRow[], prefix: string) => {
    const sentences = list.slice(0, ROWS_LISTED).map((row) => `${prefix}: ${describeRow(row)}.`);
    if (list.length > ROWS_LISTED) sentences.push(`${prefix}: ${list.length - ROWS_LISTED} more.`);
    return sentences;
  };
  const refuseRows = (list: ExportRow[], prefix: string, summarySentence: string) => {
    if (list.length === 0) return;
    summary.push(summarySentence);
    rowProblems.push(...listRows(list, prefix));
  };
  refuseRows(
    unapproved,
    'Not approved',
    `${counted(unapproved.length, 'transaction is', 'transactions are')} not approved; only approved transactions are exported.`,
  );
  refuseRows(
    uncategorised,
    `No category (${ASK_CLIENT})`,
    `${counted(uncategorised.length, 'transaction has', 'transactions have')} no category yet (${ASK_CLIENT}).`,
  );
  refuseRows(
    onRegister,
    'Filed to the register itself',
    `${counted(onRegister.length, 'transaction is', 'transactions are')} filed to the register account itself.`,
  );
  refuseRows(
    unbalanced,
    'Split does not add up to the amount',
    `The parts of ${counted(unbalanced.length, 'split transaction do not add up to its amount', 'split transactions do not add up to their amounts')}; correct the split.`,
  );

  return {
    file: { format, register, entries },
    kept,
    problems: [...nameProblems, ...rowProblems],
    summary: summary.join(' '),
    leftOut: listRows(excluded, 'Excluded, not written'),
  };
}
