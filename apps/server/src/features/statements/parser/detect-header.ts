import { foldAccents } from './fold-accents.ts';
import type { Line, Word } from './layout-types.ts';

/**
 * `principal` and `interest`: a loan payment's parts, printed beside its total (only in a table with a Principal column).
 * A mortgage's other parts (escrow, fees) are read as `interest` is: a part of the payment that lowers no principal.
 */
export type ColumnKind =
  | 'date'
  | 'post_date'
  | 'description'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'balance'
  | 'check'
  | 'reference'
  | 'marker'
  | 'quantity'
  | 'principal'
  | 'interest';

export interface Column {
  kind: ColumnKind;
  label: string;
  x0: number;
  x1: number;
}

/**
 * `groups`: a table printed two or three rows to a line (mostly checks) ("Number Date Amount Number Date
 * Amount"); each group of columns is a row of its own.
 */
export type HeaderResult = { kind: 'transactions'; columns: Column[]; groups?: Column[][] } | { kind: 'other' };

const TEXT_CELL = /^((merchant|spend(ing)?|expense|transaction) )?category$|^(currency|ccy|curr?)$/;

// Order matters: "Transaction Date" is a date, "Deposits/Credits" a credit, "Ending daily balance" a balance.
const LABELS: Array<[ColumnKind, RegExp]> = [
  // French: "N° de chèque", "No chèque".
  [
    'check',
    /^(check|chk|cheque|ck)\b.*\b(no|nbr|number|num|#)|^(check|chk|ck|cheque)\s*(#|no|nbr)?$|^(check )?(number|nbr|no)$|^(n|no|numero)( de)? cheque$/,
  ],
  // Reference, card and trace numbers are kept apart from the description (card statements print them
  // between the dates and the merchant, or after it).
  [
    'reference',
    /\b(ref(erence)?|trace|confirmation|serial)\.?( (no|number|num|#|id))?$|^card( (no|number|#|ending|last 4))?$|^((trn|txn|tran|trans|transaction) )?type$|^time$|^channel$/,
  ],
  // Corporate cards sort each charge into a spending category ("Dining", "Health & Wellness") and payment companies
  // name each row's currency ("USD") in a column of its own: words of the row, but not what it was for.
  ['reference', TEXT_CELL],
  // Health savings and retirement accounts say which tax year each contribution counts toward ("Tax Year",
  // "Contribution Year", "Year" with 2025 or 2026 in it): a fact about the row, not what it was for.
  ['reference', /^((tax|contribution|plan) )?year$/],
  // Brokerages print each trade's ticker or CUSIP in a column of its own ("Symbol", "Symbol/CUSIP"): beside the
  // security's name, a code the description needs not repeat.
  ['reference', /^(symbol|ticker|cusip|symbol ?\/ ?cusip)$/],
  // A bank's second date is when the entry took effect: "Effective Date", "Eff. Date", "Value Date".
  // A column of its own saying which way each amount went: "Dr/Cr", "Debit/Credit", "D/C", "+/-".
  ['marker', /^(dr|cr|debit|credit|d|c)\s?\/\s?(dr|cr|debit|credit|d|c)$|^\+\s?\/\s?-$/],
  // A brokerage account's cash activity prints the trade beside its cash: shares and price are neither the
  // description nor money moved.
  // Rewards cards print the points each charge earned ("Points", "Miles"): whole numbers, never money.
  ['quantity', /^(quantity|qty|shares|units|(unit |share )?price( per share)?|(reward )?points?( earned)?|rewards?|miles( earned)?)$/],
  // French cards print when the entry was posted as "Date d'inscription" (or "Date de report"); French banks print
  // when it took effect as "Valeur", "Date valeur" or "Date de valeur".
  [
    'post_date',
    /\bpost(ing|ed)?\b.*\bdate\b|\bdate posted\b|^post(ed)?$|^eff(ective)?\.?( date)?$|^value( date)?$|^date (d|de) ?(inscription|report)$|^inscription$|^(date )?(de )?valeur$/,
  ],
  // "Day" ("Jour" in French) heads a column of bare days whose month a heading above names (month-heading.ts).
  // Spanish (US banks in Puerto Rico and the Southwest print it): "Fecha", "Descripción", "Retiros", "Depósitos", "Saldo".
  ['date', /\bdate\b|^trans\.?$|^sale$|^day$|^jour$|^fecha\b/],
  ['balance', /\bbalance\b|\bbal\.?$|^solde\b|^saldo\b/],
  // A loan's payment split: "Principal | Interest | Total" ("Principal Balance" is the balance, above).
  ['principal', /^principal( paid| amount| portion| applied)?$/],
  ['interest', /^interest( paid| amount| portion| applied)?$/],
  // French: "Retraits", "Débits", "Chèques et débits", a card's "Achats"; "Dépôts", "Crédits", "Dépôts et crédits".
  // Money-transfer accounts head them "Incoming" and "Outgoing".
  [
    'debit',
    /withdrawal|debit|subtraction|paid out|money out|^outgoing$|^charges?\b|^purchases?\b|payments? \(-\)|\(-\)$|^retraits?\b|^achats?\b|^retiros?\b|^cargos?$/,
  ],
  ['credit', /deposit|credit|addition|paid in|money in|^incoming$|\breceipts?\b|\(\+\)$|^depots?\b|^abonos?$/],
  ['amount', /\bamount\b|^\$$|^montant\b|^(importe|monto)$/],
  [
    'description',
    /description|details|transaction|particulars|memo|payee|merchant|narrative|activity|^operations?$|^libelle\b|^descripcion\b|^concepto$/,
  ],
];

// Every word of every line is a possible label (an amount's "1,234" and "56" too, see splitJoinedLabels):
// the same texts come back on every page, so their kinds are kept (a bounded number of them).
const kinds = new Map<string, ColumnKind | null>();
const MAX_KINDS_KEPT = 20_000;

function labelKind(label: string): ColumnKind | null {
  const known = kinds.get(label);
  if (known !== undefined) return known;
  const clean = cleanLabel(label);
  const kind = LABELS.find(([, pattern]) => pattern.test(clean))?.[0] ?? null;
  if (kinds.size >= MAX_KINDS_KEPT) kinds.clear();
  kinds.set(label, kind);
  return kind;
}

// Accents folded, not dropped ("Dépôts" is "depots"); an apostrophe parts words ("Date d'inscription").
function cleanLabel(label: string): string {
  return foldAccents(label)
    .toLowerCase()
    .replace(/['’]/g, ' ')
    .replace(/[^a-z#$()+\-/ ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits a header line into cells: words closer than about one character height belong together. */
function cells(words: Word[], h: number): Array<{ label: string; x0: number; x1: number }> {
  const groups: Word[][] = [];
  for (const w of words) {
    const last = groups.at(-1);
    if (last && w.x0 - (last.at(-1) as Word).x1 < 0.9 * h) last.push(w);
    else groups.push([w]);
  }
  return groups.flatMap(splitFigureLabels).map((g) => ({ label: g.map((w) => w.text).join(' '), x0: (g[0] as Word).x0, x1: (g.at(-1) as Word).x1 }));
}

// Not the bare "Amount": in "Credit amount" it names the column the word before it already named.
const FIGURES: ReadonlySet<ColumnKind> = new Set(['debit', 'credit', 'balance']);

const UNIT = /^(\([$£€]\)|[$£€])$/;

// A mortgage payment's other parts, beside its principal and interest: "Escrow", "Fees", "Late Charges", "Insurance".
const LOAN_PART = /^(escrow( \(?[a-z &]+\)?)?|fees?|late (fees?|charges?)|insurance|taxes|suspense|unapplied( funds)?|optional products?)$/;
const isLoanPart = (label: string) => LOAN_PART.test(cleanLabel(label));
const PAYMENT_FIGURES: ReadonlySet<ColumnKind> = new Set([...FIGURES, 'principal', 'interest', 'amount']);

/**
 * Two figure columns' labels run together: money out, money in and the balance, or a loan payment's part beside the
 * next figure ("Fees Principal Balance").
 */
function twoFigureLabels(left: ColumnKind | null, right: ColumnKind | null, group: Word[], at: number): boolean {
  if (left && right && FIGURES.has(left) && FIGURES.has(right)) return left !== right;
  const text = (words: Word[]) => words.map((w) => w.text).join(' ');
  const leftPart = !left && isLoanPart(text(group.slice(0, at)));
  const rightPart = !right && isLoanPart(text(group.slice(at)));
  return (leftPart && !!right && PAYMENT_FIGURES.has(right)) || (rightPart && !!left && PAYMENT_FIGURES.has(left));
}

/**
 * Narrow figure columns print their labels nearly touching ("Deposit Amt. Closing Balance"): where a cell reads
 * as two figure columns (money out, money in, balance), it is cut at the widest gap that leaves one on each side.
 */
function splitFigureLabels(group: Word[]): Word[][] {
  let best: { at: number; gap: number } | null = null;
  for (let at = 1; at < group.length; at++) {
    const left = labelKind(
      group
        .slice(0, at)
        .map((w) => w.text)
        .join(' '),
    );
    const right = labelKind(
      group
        .slice(at)
        .map((w) => w.text)
        .join(' '),
    );
    // "Dépôts et crédits", "Deposits and Credits": one column named twice, not two of the same kind.
    if (!twoFigureLabels(left, right, group, at)) continue;
    // A unit ends its label ("Debits ($)"): a cut just after one comes first and a cut that would open the next label
    // with it last, whatever the gaps (labels run together in the text have none, "($)Deposits").
    const unit = (UNIT.test((group[at - 1] as Word).text) ? 1000 : 0) - (UNIT.test((group[at] as Word).text) ? 1000 : 0);
    const gap = (group[at] as Word).x0 - (group[at - 1] as Word).x1 + unit;
    if (!best || gap > best.gap) best = { at, gap };
  }
  return best ? [group.slice(0, best.at), ...splitFigureLabels(group.slice(best.at))] : [group];
}

/**
 * Recognises a table header ("Date  Description  Withdrawals  Deposits  Balance") and returns its
 * columns. Headers whose labels repeat ("Date Amount Date Amount") or have no description and no
 * flow column (a daily-balance table) are reported as "other": the table below is not transactions.
 * `above` is the line just above, for headers whose labels wrap onto two lines ("Trans" / "Date").
 */
export function detectHeader(line: Line, above: Line | null): HeaderResult | null {
  const header = readHeader(line, above);
  return header?.kind === 'transactions' && !header.groups ? { ...header, columns: widenTextCells(header.columns, line.h) } : header;
}

/**
 * A category's words are printed from its label's left edge as far as they need ("Warehouse Clubs" under "Category"),
 * past the label's end: the column runs to just short of the next label (its figures may start a little left of it).
 */
function widenTextCells(columns: Column[], h: number): Column[] {
  return columns.map((c, i) => {
    const next = columns[i + 1];
    return next && TEXT_CELL.test(cleanLabel(c.label)) ? { ...c, x1: Math.max(c.x1, next.x0 - 1.5 * h) } : c;
  });
}

function readHeader(line: Line, above: Line | null): HeaderResult | null {
  // A line with a figure is no header, alone or as the top half of one (classify): most lines are rows, and their
  // cells were split and looked up for nothing (issue 19: 150 of our 330 ms on the 100-page statement).
  if (hasFigure(line)) return null;
  const bottom = cells(splitJoinedLabels(line.words), line.h);
  const top = above && !hasFigure(above) && line.y - above.y <= 1.6 * line.h ? cells(splitJoinedLabels(above.words), above.h) : [];
  // Labels that wrap ("Deposits/" over "Additions") make two lines; a one-cell line above is a
  // section heading ("OTHER DEBITS"), not the top half of the labels.
  // A full header above is complete; the line under it (a section heading) is not its second half.
  const whole = top.length >= 2 ? classify(top) : null;
  const stacked = top.length >= 2 && bottom.length >= 2 && whole?.kind !== 'transactions' ? classify(stack(top, bottom)) : null;
  if (stacked?.kind === 'transactions') return stacked;
  const centred = above && top.length === 1 && line.y - above.y < CENTRED_HALF * line.h ? centredLabel(top[0] as Cell, bottom, line.h) : null;
  if (centred) return centred;
  return (whole?.kind === 'transactions' && labelsBelow(whole, bottom, line.h)) || classify(bottom);
}

type Cell = ReturnType<typeof cells>[number];

// Half a line or so: closer than any heading above a header prints, as the two halves of one label straddle the
// others' baseline.
const CENTRED_HALF = 0.8;

/**
 * Labels are centred in a header row as tall as its longest label: a two-line label ("Trans." / "Date") prints its
 * first half just above the other labels' baseline and its second just below ("Trans." over "Post Date | Card |
 * Description | Amount", "Date" under). A single label that close above, over a gap between the line's cells, names a
 * column of its own; without it the Post Date would be taken for the row's date. Its second half, below, adds nothing
 * the first did not say.
 */
function centredLabel(cell: Cell, bottom: Cell[], h: number): HeaderResult | null {
  if (!labelKind(cell.label) || bottom.some((c) => c.x0 < cell.x1 + 0.5 * h && cell.x0 - 0.5 * h < c.x1)) return null;
  const header = classify(stack([cell], bottom));
  return header?.kind === 'transactions' && header.columns.length === bottom.length + 1 ? header : null;
}

/**
 * A header cell centred in a taller header row prints a two-line label above and below the others' baseline
 * ("Ending Daily" over and "Balance" under "Date | Description | Withdrawals | Deposits"), or hangs its second line
 * under them. A line right under a complete header whose every cell names a figure column that header lacks
 * ("Balance"), or completes a cell of it into one ("Ending Daily" + "Balance"), is the rest of that header; anything
 * else there (a section heading, a "Description" repeated) is not.
 */
function labelsBelow(header: HeaderResult & { kind: 'transactions' }, bottom: ReturnType<typeof cells>, h: number): HeaderResult | null {
  if (header.groups || bottom.length === 0 || bottom.length > 3) return null;
  const columns = header.columns.map((c) => ({ ...c }));
  const leftFigure = Math.min(...columns.filter((c) => FIGURE_KINDS.has(c.kind)).map((c) => c.x0));
  for (const cell of bottom) {
    if (cell.x0 < leftFigure - h) return null;
    const over = columns.find((c) => c.x0 < cell.x1 && cell.x0 < c.x1);
    // Only a cell that named no column yet ("Ending Daily") is finished by the line under it.
    if (over && labelKind(over.label) !== null) return null;
    const label = over ? `${over.label} ${cell.label}` : cell.label;
    const kind = labelKind(label);
    if (!kind || !FIGURE_KINDS.has(kind) || columns.some((c) => c.kind === kind)) return null;
    if (over) Object.assign(over, { kind, label, x0: Math.min(over.x0, cell.x0), x1: Math.max(over.x1, cell.x1) });
    else columns.push({ kind, label, x0: cell.x0, x1: cell.x1 });
  }
  return { kind: 'transactions', columns: columns.sort((a, b) => a.x0 - b.x0) };
}

const FIGURE_KINDS: ReadonlySet<ColumnKind> = new Set(['amount', 'debit', 'credit', 'balance']);

// A line is split when it is read and again as the line above the next; lines do not change once grouped.
const splitOf = new WeakMap<Word[], Word[]>();

// Fixed-width statements join labels with dots ("DATE..........AMOUNT.TRANSACTION DESCRIPTION").
function splitJoinedLabels(words: Word[]): Word[] {
  let split = splitOf.get(words);
  if (!split) {
    split = splitWords(words);
    splitOf.set(words, split);
  }
  return split;
}

const LABEL_CHAR = /[a-z#$()+\-/]/i;

// Labels set tight, each with its unit, run together in the text: "Cheques & Debits ($)Deposits & Credits ($)" reads
// "($)Deposits". The unit ends one label and the next starts after it.
const UNIT_THEN_LABEL = /^(.*?\([$£€]\))(\p{L}.*)$/u;

function splitWords(words: Word[]): Word[] {
  return splitDottedLabels(words).flatMap(splitAfterUnit);
}

function splitAfterUnit(w: Word): Word[] {
  const m = w.text.includes('$') || w.text.includes('£') || w.text.includes('€') ? UNIT_THEN_LABEL.exec(w.text) : null;
  if (!m) return [w];
  const [, unit = '', label = ''] = m;
  const cut = w.x0 + ((w.x1 - w.x0) * unit.length) / w.text.length;
  return [
    { ...w, text: unit, x1: cut },
    { ...w, text: label, x0: cut },
  ];
}

function splitDottedLabels(words: Word[]): Word[] {
  const out: Word[] = [];
  for (const w of words) {
    // Most words hold no dot, and one part is no joined label; a label has a letter or one of # $ ( ) + - /
    // (an amount's "1,234.56" has none).
    const parts = w.text.includes('.') && LABEL_CHAR.test(w.text) ? w.text.split('.').filter(Boolean) : [];
    if (parts.length < 2 || !parts.every((p) => labelKind(p) !== null)) {
      out.push(w);
      continue;
    }
    const step = (w.x1 - w.x0) / w.text.length;
    let at = 0;
    for (const p of parts) {
      const start = w.text.indexOf(p, at);
      at = start + p.length;
      out.push({ ...w, text: p, x0: w.x0 + start * step, x1: w.x0 + at * step });
    }
  }
  return out;
}

function stack(top: ReturnType<typeof cells>, bottom: ReturnType<typeof cells>): ReturnType<typeof cells> {
  const merged = bottom.map((c) => ({ ...c }));
  for (const t of top) {
    const under = merged.find((c) => c.x0 < t.x1 && t.x0 < c.x1);
    if (under) {
      under.label = `${t.label} ${under.label}`;
      under.x0 = Math.min(under.x0, t.x0);
      under.x1 = Math.max(under.x1, t.x1);
    } else merged.push({ ...t });
  }
  return merged.sort((a, b) => a.x0 - b.x0);
}

// Two digits in a row are a date or an amount, never a label; a word keeps them when split at dots (splitJoinedLabels).
const FIGURE = /\d{2}/;
const hasFigure = (line: Line) => line.words.some((w) => FIGURE.test(w.text));

// A row number's label: "Seq", "Sequence No.", "Line", "Line #", "Item", "Entry", "#".
const ROW_NUMBER = /^(seq(uence)?|line|item|entry|row|#)\.?( ?(no|nbr|num|number|#)\.?)?$/i;

function classify(printed: ReturnType<typeof cells>): HeaderResult | null {
  // Rules drawn with characters ("|") between columns are not labels.
  const found = printed.filter((c) => /[a-z0-9$#]/i.test(c.label));
  if (found.length < 2 || found.length > 9) return null;
  const columns: Column[] = [];
  let unknown = 0;
  for (const cell of found) {
    if (FIGURE.test(cell.label)) return null;
    const kind = labelKind(cell.label);
    // A bank's own extra column ("Ref.", "Type", "Channel") reads as description text; more than a
    // couple of unknown cells and this is a sentence or a data row, not a header.
    if (!kind) unknown += 1;
    columns.push({ kind: kind ?? 'description', ...cell });
  }
  unknown -= netOfFees(columns);
  // Principal and interest are a loan payment's parts: without a Principal column an "Interest" cell is what it was
  // before, a label of no column we know; with one, the payment's "Total" is its amount. A mortgage servicer splits the
  // payment further ("Escrow", "Fees", "Late Charges"): parts of the payment too, printed after the description as the
  // principal and interest are.
  const loan = columns.some((c) => c.kind === 'principal');
  for (const c of columns) {
    if (c.kind === 'interest' && !loan) {
      c.kind = 'description';
      unknown += 1;
    }
    if (loan && c.kind === 'description' && /^total( payment| paid| amount)?$/i.test(c.label)) c.kind = 'amount';
    if (loan && c.kind === 'description' && !labelKind(c.label) && isLoanPart(c.label)) {
      c.kind = 'interest';
      unknown -= 1;
    }
  }
  if (unknown > 0 && (unknown > 2 || unknown * 2 >= found.length || found.some((c) => c.label.split(' ').length > 3 && !labelKind(c.label)))) {
    return null;
  }
  // "Payments" is the other side of its neighbour: beside "Receipts" (money in) it is money paid out, as
  // British-style books print it; beside a card's "Purchases" (money out) it is the payments received.
  const sides = { debit: columns.some((c) => c.kind === 'debit'), credit: columns.some((c) => c.kind === 'credit') };
  if (sides.debit !== sides.credit) {
    for (const c of columns)
      if (c.kind === 'description' && /^(payments?( made| out| received)?|paiements?( et credits)?)$/i.test(foldAccents(c.label)))
        c.kind = sides.credit ? 'debit' : 'credit';
  }
  // "Activity" or "Action" beside a "Description" column is the entry's type ("Bought", "Dividend"), kept apart as a
  // Type column is.
  if (columns.filter((c) => c.kind === 'description').length > 1) {
    for (const c of columns) if (/^(activity|action)$/i.test(c.label)) c.kind = 'reference';
  }
  // Some banks number their rows in a column of their own before the date ("Seq", "Line", "Item", "#"): beside a
  // Description column that number is a reference, not the first word of the description.
  const firstDate = columns.find((c) => c.kind === 'date' || c.kind === 'post_date');
  if (firstDate && columns.some((c) => c.kind === 'description' && labelKind(c.label) === 'description')) {
    for (const c of columns) if (c.kind === 'description' && c.x1 <= firstDate.x0 && ROW_NUMBER.test(c.label.trim())) c.kind = 'reference';
  }
  // "Posted" alone is simply the date column; it is a posting date only beside a transaction date. Of two
  // such columns ("Posted | Effective"), the first is the row's date.
  if (!columns.some((c) => c.kind === 'date')) {
    const first = columns.find((c) => c.kind === 'post_date');
    if (first) first.kind = 'date';
  }
  const count = (k: ColumnKind) => columns.filter((c) => c.kind === k).length;
  const flows = count('amount') + count('debit') + count('credit');
  // Digital banks and online prints head each day's rows with the date on a line of its own ("Tuesday, June 2,
  // 2026"), under a header with no Date column: a named Description and a flow column make it a transaction table.
  const dated = count('date') + count('post_date') > 0;
  if (!dated && !(columns.some((c) => c.kind === 'description' && labelKind(c.label) === 'description') && flows > 0)) return null;
  if (flows + count('balance') === 0) return null;
  const groups = repeatedGroups(columns);
  if (groups) return { kind: 'transactions', columns: groups[0] as Column[], groups };
  if (count('date') > 1 || count('amount') > 1 || count('balance') > 1 || count('check') > 1) return { kind: 'other' };
  if (flows === 0 && count('description') === 0) return { kind: 'other' };
  return { kind: 'transactions', columns };
}

const NET = /^net( amount| total)?$/;
const GROSS_OR_FEE = /^(gross|(transaction |processing )?fees?)( amount)?$/;

/**
 * Payment companies print each payment before and after their fee ("Gross | Fee | Net", "Gross | Fees | Net amount"):
 * the Net is what moved in the account; the gross and the fee only explain it, neither money of the row's own (a
 * "Gross amount" is no second amount) nor its description. Returns how many of these labels had read as no column.
 */
function netOfFees(columns: Column[]): number {
  const net = columns.find((c) => NET.test(cleanLabel(c.label)));
  const parts = columns.filter((c) => GROSS_OR_FEE.test(cleanLabel(c.label)));
  if (!net || parts.length === 0) return 0;
  let unknown = 0;
  for (const c of [net, ...parts]) if (labelKind(c.label) === null) unknown += 1;
  net.kind = 'amount';
  for (const c of parts) c.kind = 'quantity';
  return unknown;
}

// The same run of labels printed two or three times across, each run with a date, one amount and a
// check number or a description: a check table, or a short deposit table printed in two columns. A
// daily-balance grid ("Date Amount Date Amount") has neither and stays "other".
function repeatedGroups(columns: Column[]): Column[][] | null {
  const kinds = columns.map((c) => c.kind);
  for (const n of [3, 2]) {
    if (kinds.length % n !== 0) continue;
    const size = kinds.length / n;
    const first = kinds.slice(0, size);
    const same = Array.from({ length: n }, (_, g) => kinds.slice(g * size, (g + 1) * size).join()).every((k) => k === first.join());
    const flows = first.filter((k) => k === 'amount' || k === 'debit' || k === 'credit').length;
    if (!same || flows !== 1 || !first.includes('date') || !(first.includes('check') || first.includes('description'))) continue;
    return Array.from({ length: n }, (_, g) => columns.slice(g * size, (g + 1) * size));
  }
  return null;
}
