import { ownPeriod } from './account-period.ts';
import { isTotalOrBalanceLabel } from './classify-summary-label.ts';
import { cleanVendor } from './clean-vendor.ts';
import { correctOcrMisreads } from './correct-ocr-misreads.ts';
import type { AccountDraft, DraftEntry, RawRow } from './collect-accounts.ts';
import { isProductName, kindFromText } from './detect-account-marker.ts';
import { currencyTitle, productOfTitle, withoutLetterVoice } from './product-title.ts';
import { productUnderBankName } from './product-under-bank.ts';
import { productBeforeNumber } from './product-before-number.ts';
import { isSectionHeading } from './section-heading.ts';
import { isBankProduct } from './bank-product.ts';
import { numberInHeading } from './number-in-heading.ts';
import { labelledProduct } from './product-label.ts';
import { isNetworkName } from './network-name.ts';
import { linesWithoutRows, movesBothWays } from './kind-text.ts';
import { inferYear, type Period } from './infer-year.ts';
import { isoDate, resolveDate, type DayMonthOrder, type PrintedDate } from './parse-date.ts';
import { dropRepeatedListing } from './drop-repeated-listing.ts';
import { isFigureInSentence } from './figure-in-sentence.ts';
import { flagDoubtfulRows } from './flag-doubtful-rows.ts';
import { datedClosing, datedEnds, openingBalance } from './opening-balance.ts';
import { placePageFigures } from './page-checks.ts';
import { isCarriedBalanceLabel } from './page-lines.ts';
import { reconcileAccount } from './reconcile-account.ts';
import { marksCreditsWithPlus, printedBalance, resolveSign } from './resolve-sign.ts';
import type { SummaryEntry } from './summary-entries.ts';
import { type AccountKind, type ParsedAccount, type ParsedTransaction, type PrintedTotals, balanceIsOwed } from './types.ts';

export interface DocumentContext {
  order: DayMonthOrder;
  period: Period;
  fallbackYear: number;
  isCard: boolean;
  /** Height of each page in points, for row positions as fractions of the page. */
  pageHeight: (page: number) => number;
  /** Pages read by OCR, whose amounts the printed balances may correct. */
  ocrPages: ReadonlySet<number>;
}

/** Balances other than the account's first printed ones, when the statement's figures chose them (choose-reading.ts). */
export interface BalanceChoice {
  opening: number | null;
  closing: number | null;
}

/** Turns one account's collected rows and summary figures into the reported account. */
export function buildAccount(
  draft: AccountDraft,
  documentContext: DocumentContext,
  balances: BalanceChoice = printedBalances(draft, documentContext),
): ParsedAccount {
  const context = withOwnPeriod(draft, documentContext);
  const kind = accountKind(draft, context.isCard);
  const isCard = balanceIsOwed(kind);
  const transactions: ParsedTransaction[] = [];
  const opening = balances.opening;
  let previousBalance = opening;
  const rows = dropRepeatedListing(draft.rows);
  const plusMarksCredits = marksCreditsWithPlus(rows);
  for (const row of rows) {
    const balance = printedBalance(row, isCard);
    const principal = kind === 'loan' ? row.parts?.find((p) => p.kind === 'principal')?.amount.cents : undefined;
    const sign =
      principal === undefined ? resolveSign(row, previousBalance, isCard, plusMarksCredits) : loanSign(principal, balance, previousBalance);
    const amount = sign * row.flow.amount.cents;
    // A loan's balance moves by the principal part of a payment only.
    const moved = principal === undefined ? amount : sign * principal;
    if (balance !== null) previousBalance = balance;
    else if (previousBalance !== null) previousBalance += isCard ? -moved : moved;
    const description = describe(row);
    const checkNumber = checkNumberOf(row);
    transactions.push({
      transaction_date: toIso(row.date, context),
      posting_date: row.postDate ? toIso(row.postDate, context) : null,
      description: withParts(description, row),
      vendor_name: row.checkNumber && !/[a-z]/i.test(description) ? 'Check' : vendorOf(description),
      ...(checkNumber ? { check_number: checkNumber } : {}),
      ...(principal === undefined ? {} : { principal_cents: moved }),
      ...(row.reference ? { reference: row.reference } : {}),
      amount_cents: amount,
      balance_cents: balance,
      type: amount < 0 ? 'debit' : 'credit',
      page: row.page,
      top: pageFraction(row.top, row.page, context),
      bottom: pageFraction(row.bottom, row.page, context),
    });
  }
  const closing = balances.closing;
  const read = correctOcrMisreads(transactions, opening, closing, isCard, context.ocrPages);
  // Several months' statements of the account in one PDF (find-period.ts): each summary's totals are its month's,
  // none the whole range's, and a total of one month checked against every month's rows would be a false alarm.
  const totals =
    (context.period.printedPeriods ?? 1) > 1
      ? {}
      : printedTotals(
          draft.entries,
          read.map((t, i) => ({ amount_cents: t.amount_cents, section: rows[i]?.section })),
        );
  // Placed by fractions of the page, as a correction places them among the stored rows (recompute-reconciliation.ts).
  const pageFigures = (draft.pageFigures ?? []).map(({ y, ...figure }) => ({ ...figure, top: pageFraction(y, figure.page, context) }));
  const pages = placePageFigures(transactions, pageFigures);
  const reconciliation = reconcileAccount(read, opening, closing, totals, isCard, pages);
  return {
    kind,
    account_number_last4: draft.marker ? draft.marker.last4 : numberInHeading(draft.text),
    name: accountName(draft, kind),
    period_start: context.period.start,
    period_end: context.period.end,
    opening_balance_cents: opening,
    closing_balance_cents: closing,
    printed_totals: totals,
    ...(pageFigures.length > 0 && { page_figures: pageFigures }),
    transactions: flagDoubtfulRows(read, opening, reconciliation.break_rows, isCard),
    reconciliation,
  };
}

// The readings (choose-reading.ts) build an account from the same rows several times over; a long
// statement's descriptions are cleaned once each (a bounded number of them kept).
const vendors = new Map<string, string>();
const MAX_VENDORS_KEPT = 20_000;

function vendorOf(description: string): string {
  let vendor = vendors.get(description);
  if (vendor === undefined) {
    vendor = cleanVendor(description);
    if (vendors.size >= MAX_VENDORS_KEPT) vendors.clear();
    vendors.set(description, vendor);
  }
  return vendor;
}

function accountKind(draft: AccountDraft, isCard: boolean): AccountKind {
  const named = draft.marker?.kind ?? 'unknown';
  if (named !== 'unknown') return named;
  // Rows split into principal and interest are a loan's payments.
  const loanRows = draft.rows.some((r) => r.parts?.some((p) => p.kind === 'principal'));
  if (loanRows) return 'loan';
  if (isCard) return 'credit_card';
  const fromText = kindFromText(linesWithoutRows(draft.text.slice(0, 40), draft.rows).join(' '));
  // A deposit account's notices may offer a loan; only its rows make an account a loan.
  if (fromText !== 'unknown' && fromText !== 'loan') return fromText;
  // Deposit-account vocabulary without a product name: most such statements are checking accounts.
  if (draft.text.some((t) => /\b(deposits?|withdrawals?|checks? paid|debits)\b|\bretraits\b|\bd[ée]p[ôo]ts\b/i.test(t))) return 'checking';
  return movesBothWays(draft.rows) ? 'checking' : 'unknown';
}

/** The product the number line names; a network's name there ("Visa Signature") gives way to a product printed elsewhere. */
function accountName(draft: AccountDraft, kind: AccountKind): string | null {
  const marked = draft.marker?.name ?? null;
  if (marked && !isNetworkName(marked)) return marked;
  const named = productName(draft.text, kind, draft.rows, draft.marker?.last4 ?? null);
  return marked && (!named || isNetworkName(named)) ? marked : (named ?? marked);
}

/**
 * The product line near the top of the account ("Everyday Checking"), when the number line has none. A name is a
 * heading: never a row's description ("Card Purchase 06/21 AMAZON MKTPL", "Payment to Chase card") nor the middle of
 * a sentence ("this card and each").
 */
export function productName(
  text: string[],
  kind: AccountKind,
  rows: readonly Pick<RawRow, 'description' | 'reference'>[] = [],
  last4: string | null = null,
): string | null {
  // "Account Type: BUS ELITE CKG" names the product after its label.
  // A title names the product before the document's name (product-title.ts).
  const printed = text
    .slice(0, 60)
    .flatMap((t) => t.split(/\s{2,}/))
    .map((c) => c.replace(/^(account |product )?type:\s*/i, ''));
  const cells = printed.map(productOfTitle).map(withoutLetterVoice);
  let described: string[] | null = null;
  const isDescription = (cell: string) => {
    // A row's type cell too ("Loan" beside "Payment to Chase card").
    described ??= rows.flatMap((r) => [r.description.join(' '), r.reference ?? '']);
    return described.some((d) => d.includes(cell));
  };
  const products = cells.filter(
    (c) =>
      (isProductName(c) || isBankProduct(c)) &&
      !/summary|statement|activity|number|ending$|sommaire|relev[ée]|num[ée]ro|p[ée]riode/i.test(c) &&
      !/^[a-z]/.test(c) &&
      // "Total deposits into your account": a summary figure's label names no product, whatever word it ends on.
      !isTotalOrBalanceLabel(c) &&
      // A section's heading ("Card Withdrawals", "Banking/Debit Card Withdrawals and Purchases") names its rows.
      !isSectionHeading(c) &&
      !isDescription(c),
  );
  // A cell naming this kind of account ("Wells Fargo Essential Checking") before one that only says
  // "account" or names another product (a marketing column's "Account options", "Debit Card").
  // A heading over several ("Checking/Prepaid and Savings") names none of them.
  const own = products.find((c) => kind !== 'unknown' && kindFromText(c) === kind && !/\/|&|\band\b/i.test(c));
  return (
    labelledProduct(text.slice(0, 60)) ??
    own ??
    products[0] ??
    productBeforeNumber(text.slice(0, 60), last4) ??
    printed.map(currencyTitle).find((c) => c !== null) ??
    productUnderBankName(text)
  );
}

// The description is what the row prints in its description column. Check rows often print only
// the number ("1234  ^  01/05  150.00"): the number as printed is then the description; with a
// description ("1/5  1234  Check  150.00") the number stays in check_number.
function describe(row: RawRow): string {
  // A "|" on its own is a column rule drawn with characters, not text.
  const joined = row.description
    .filter((w) => !/^[|¦]+$/.test(w))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  // A lone mark left in a blacked-out description (":", "·") is not text.
  const printed = /[\p{L}\p{N}]/u.test(joined) ? joined : '';
  if (printed || !row.checkNumber || !/\d/.test(row.checkNumber)) return printed;
  return row.checkNumber;
}

/**
 * A loan payment's split as printed ("Principal 228.14 Interest 36.10") follows its description: a bookkeeper books
 * the interest apart, and the row's amount is the whole payment.
 */
function withParts(description: string, row: RawRow): string {
  const parts = (row.parts ?? []).map((p) => `${p.label} ${p.text}`);
  return [description, ...parts].filter(Boolean).join(' ');
}

/**
 * A loan's row with a principal part: a payment lowers the principal owed (money in, positive), an advance raises it.
 * The printed balance says which; without one, a row split into principal and interest is a payment.
 */
function loanSign(principal: number, balance: number | null, previous: number | null): 1 | -1 {
  if (balance !== null && previous !== null && principal !== 0) {
    if (balance - previous === principal) return -1;
    if (previous - balance === principal) return 1;
  }
  return 1;
}

function checkNumberOf(row: RawRow): string | undefined {
  const digits = row.checkNumber?.replace(/\D/g, '');
  return digits || undefined;
}

function toIso(date: PrintedDate, context: DocumentContext): string {
  const { year, month, day } = resolveDate(date, context.order);
  return isoDate(year ?? inferYear(month, day, context.period, context.fallbackYear), month, day);
}

function pageFraction(points: number, page: number, context: DocumentContext): number {
  const fraction = points / context.pageHeight(page);
  return Math.round(Math.min(1, Math.max(0, fraction)) * 10_000) / 10_000;
}

/**
 * The balances as first printed: the account's own summary box comes before anything else. A balance carried between
 * pages ("Balance carried forward", "À REPORTER") is the opening or closing only where nothing else is printed: the
 * first brought forward, the last carried forward.
 */
export function printedBalances(draft: AccountDraft, documentContext: Pick<DocumentContext, 'order' | 'period'>): BalanceChoice {
  const context = withOwnPeriod(draft, documentContext);
  const own = draft.entries.filter((e) => !isCarriedBalanceLabel(e.label));
  const carried = draft.entries.filter((e) => isCarriedBalanceLabel(e.label));
  const closing =
    firstOf(own, 'closing') ??
    firstOf(own, 'closing_fallback') ??
    datedEnds(own, context.order)?.closing ??
    datedClosing(draft.entries, context.order, context.period.end) ??
    carried.findLast((e) => e.role === 'closing' && e.cents !== null)?.cents ??
    null;
  return { opening: openingBalance(own, context.order) ?? openingBalance(carried, context.order), closing };
}

/** The statement's context with the account's own period, where it prints one (a card's billing cycle). */
function withOwnPeriod<T extends Pick<DocumentContext, 'order' | 'period'>>(draft: AccountDraft, context: T): T {
  const period = draft.head ? ownPeriod(draft.head, context.order) : null;
  return period ? { ...context, period } : context;
}

function firstOf(entries: SummaryEntry[], role: SummaryEntry['role']): number | null {
  return entries.find((e) => e.role === role && e.cents !== null)?.cents ?? null;
}

/**
 * Deposit and withdrawal totals. A statement often prints them twice, in the summary box and as
 * "Total ..." lines closing each section, so the section lines count only when the summary has none,
 * and only when every row of their kind lies in a section that prints its total: "Total fees for this
 * period" under a fee section, beside a list whose other withdrawals print no total, is the fees' own
 * figure, not the account's withdrawals. When a figure under the same label is printed more than once
 * with different values (a combined statement's other account, a fee table), the one the rows agree with
 * is the account's; otherwise the first.
 */
export function printedTotals(
  entries: DraftEntry[],
  rows: Array<Pick<ParsedTransaction, 'amount_cents'> & { section?: number | undefined }>,
): PrintedTotals {
  const totals: PrintedTotals = {};
  const spans = sectionSpans(entries);
  for (const role of ['deposits', 'withdrawals'] as const) {
    const found = rows.filter((r) => (role === 'deposits' ? r.amount_cents > 0 : r.amount_cents < 0));
    const foundCents = Math.abs(found.reduce((s, r) => s + r.amount_cents, 0));
    // A fee quoted in a disclosure's sentence ("Late Fee: up to $40.00.") is no total (figure-in-sentence.ts).
    const all = entries.filter((e) => e.role === role && !isFigureInSentence(e.label));
    const summary = all.filter((e) => !e.fromSection);
    const totalled = all.map((e) => spans.get(e)).filter((span) => span !== undefined);
    const covered =
      found.every(({ section }) => section === undefined || totalled.some(([after, last]) => section > after && section <= last)) ||
      all.some((e) => e.cents !== null && Math.abs(e.cents) === foundCents);
    const listed = summary.length > 0 ? summary : covered ? all : [];
    const chosen = dedupe(listed);
    const amounts = chosen.filter((e) => e.cents !== null);
    const counts = chosen.filter((e) => e.count !== null);
    const sum = amounts.reduce((s, e) => s + Math.abs(e.cents ?? 0), 0);
    const agreeing = listed.find((e) => e.cents !== null && Math.abs(e.cents) === foundCents);
    if (amounts.length > 0) totals[`${role}_cents`] = sum !== foundCents && agreeing ? foundCents : sum;
    const countSum = counts.reduce((s, e) => s + (e.count ?? 0), 0);
    const agreeingCount = listed.find((e) => e.count === found.length);
    if (counts.length > 0) totals[`${role}_count`] = countSum !== found.length && agreeingCount ? found.length : countSum;
  }
  // One activity figure, or one per cardholder adding up to the account's; either may be printed.
  const activity = dedupe(entries.filter((e) => e.role === 'activity' && e.cents !== null));
  if (activity.length > 0) {
    const net = Math.abs(rows.reduce((s, r) => s + r.amount_cents, 0));
    const sum = activity.reduce((s, e) => s + (e.cents ?? 0), 0);
    totals.activity_cents = [sum, ...activity.map((e) => e.cents as number)].find((c) => Math.abs(c) === net) ?? sum;
  }
  return totals;
}

/**
 * The sections (after, last] each section total covers: its own section, or for a table's totals line naming no
 * direction every section since the last total closed one (the table's header repeated on each page starts a
 * section, not a table).
 */
function sectionSpans(entries: DraftEntry[]): Map<DraftEntry, [number, number]> {
  const spans = new Map<DraftEntry, [number, number]>();
  const totalled: number[] = [];
  for (const e of entries) {
    const section = e.section;
    if (!e.fromSection || section === undefined) continue;
    const closed = Math.max(0, ...totalled.filter((s) => s < section));
    spans.set(e, [e.table ? closed : section - 1, section]);
    totalled.push(section);
  }
  return spans;
}

// The same label printed twice (a summary on page 1, again on a coupon) is one figure.
function dedupe<T extends SummaryEntry>(entries: T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((e) => {
    const key = `${e.label.toLowerCase().replace(/\btotal\b|[^a-z]/g, '')}|${e.cents === null ? 'n' : 'c'}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
