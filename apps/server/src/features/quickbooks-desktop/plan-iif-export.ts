import { ASK_CLIENT, type ExportFormat } from '@ledgerdesk/contracts';
import type { TransactionsTable } from '../../db/schema.ts';
import { checkNumberOf, payeeOf } from '../transactions/check-number.ts';
import type { ChartNames } from './chart-names.ts';
import { type IifEntry, type IifFile, type IifRegister, type RegisterKind, iifAmount, iifDate } from './write-iif.ts';
import { counted } from './counted.ts';

export type ExportRow = Pick<
  TransactionsTable,
  | 'id'
  | 'transaction_date'
  | 'vendor_name'
  | 'description'
  | 'amount_cents'
  | 'payment_type'
  | 'check_number'
  | 'approved'
  | 'manual_category'
  | 'auto_category'
>;

export interface IifPlan {
  /** The file for every row that can be written (all of them when `problems` is empty). */
  file: IifFile;
  /** One sentence per wrong name and per refused row: nothing may be exported while there is one. */
  problems: string[];
  /** The problems in a few sentences, naming every wrong account name. */
  summary: string;
}

const REGISTER_TYPES: Record<string, RegisterKind> = { Bank: 'bank', 'Credit Card': 'credit_card' };
// Rows are listed one by one up to here; a 100,000-row export with nothing approved is summed up instead.
const ROWS_LISTED = 50;

function describeRow(row: ExportRow): string {
  return `${iifDate(row.transaction_date)}, ${row.vendor_name || row.description}, ${iifAmount(row.amount_cents)}`;
}


/**
 * Checks an export against the client's chart before a byte is written: QuickBooks Desktop silently
 * creates an account for any name it does not know (shared/research/qbo-iif.md section 3), so the
 * register must be a Bank or Credit Card account of the chart and every category an account of it.
 * Only approved rows with a real category may leave; the file is all or nothing, because a bookkeeper
 * importing a file that silently lacks some rows would be surprised.
 */
export function planIifExport(input: {
  clientName: string;
  chart: ChartNames;
  registerName: string;
  format: ExportFormat;
  rows: readonly ExportRow[];
}): IifPlan {
  const { clientName, chart, format, rows } = input;
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

  const unapproved: ExportRow[] = [];
  const uncategorised: ExportRow[] = [];
  const onRegister: ExportRow[] = [];
  const unknownCategories = new Map<string, number>();
  const inactiveCategories = new Map<string, number>();
  const entries: IifEntry[] = [];
  for (const row of rows) {
    const label = (row.manual_category ?? row.auto_category ?? '').trim();
    if (row.approved !== 1) unapproved.push(row);
    if (label === '' || label === ASK_CLIENT) {
      uncategorised.push(row);
      continue;
    }
    const account = chart.category(label);
    if (!account) {
      unknownCategories.set(label, (unknownCategories.get(label) ?? 0) + 1);
      continue;
    }
    if (account.active !== 1) {
      inactiveCategories.set(account.full_name, (inactiveCategories.get(account.full_name) ?? 0) + 1);
      continue;
    }
    if (account.id === registerId) {
      onRegister.push(row);
      continue;
    }
    if (row.approved !== 1) continue;
    entries.push({
      date: row.transaction_date,
      name: payeeOf(row),
      memo: row.description,
      amountCents: row.amount_cents,
      docNum: checkNumberOf(row),
      account: account.full_name,
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
  const listRows = (list: ExportRow[], prefix: string, summarySentence: string) => {
    if (list.length === 0) return;
    summary.push(summarySentence);
    rowProblems.push(...list.slice(0, ROWS_LISTED).map((row) => `${prefix}: ${describeRow(row)}.`));
    if (list.length > ROWS_LISTED) rowProblems.push(`${prefix}: ${list.length - ROWS_LISTED} more.`);
  };
  listRows(unapproved, 'Not approved', `${counted(unapproved.length, 'transaction is', 'transactions are')} not approved; only approved transactions are exported.`);
  listRows(uncategorised, `No category (${ASK_CLIENT})`, `${counted(uncategorised.length, 'transaction has', 'transactions have')} no category yet (${ASK_CLIENT}).`);
  listRows(onRegister, 'Filed to the register itself', `${counted(onRegister.length, 'transaction is', 'transactions are')} filed to the register account itself.`);

  return { file: { format, register, entries }, problems: [...nameProblems, ...rowProblems], summary: summary.join(' ') };
}
