import { cellText } from './cell-text.ts';
import { chooseReading } from './choose-reading.ts';
import { collectAccounts, type AccountDraft } from './collect-accounts.ts';
import { datesUnderRows } from './date-under-rows.ts';
import { joinDigitGroups } from './digit-groups.ts';
import { findAccountHolder } from './find-account-holder.ts';
import { likeliestYear, printedYears } from './fallback-year.ts';
import { findPeriod } from './find-period.ts';
import { isFrench } from './is-french.ts';
import type { Line } from './layout-types.ts';
import { normaliseNumberFormat } from './normalise-number-format.ts';
import { inferDayMonthOrder } from './parse-date.ts';
import { MESSAGES, StatementError } from './statement-error.ts';
import { tokenizeLine } from './tokenize-line.ts';
import type { ParsedStatement } from './types.ts';

const CARD_SIGNALS = [
  /credit card/i,
  /minimum (payment|amount)? ?due|minimum payment/i,
  /payment due date/i,
  /credit (limit|line)/i,
  /available credit/i,
  /cash advance/i,
  /\bcard ?member\b/i,
  /\bpurchases\b/i,
  // The year-to-date box every US card statement prints ("Total interest charged in 2021").
  /\btotal (fees|interest) charged\b/i,
];

// Cards issued to a company's staff or earning points name themselves so ("Corporate Rewards Card"); within one cell,
// as a heading's "VISA PLATINUM REWARDS" beside its "Card Number" is no such name.
const NAMED_CARD = /\b(rewards?|corporate|business|commercial|purchasing) card\b/i;

const ACCOUNT_SIGNALS = [
  /\bchecking\b|\bckg\b|\bchequing\b/i,
  /\bsavings account\b|\bmoney market\b/i,
  /\bdaily (ending |ledger )?balances?\b/i,
  /\bchecks? (paid|cleared)\b/i,
  /\bwithdrawals?\b/i,
  /\bdeposits? (and|&) (other )?(credits|additions)\b|\bdeposits? \/ credits\b/i,
];

const YEAR_TO_DATE = /\b((?:19|20)\d\d) totals? year[- ]to[- ]date\b|\bcharged in ((?:19|20)\d\d)\b/gi;

// Currency and banking words that only non-US statements print.
const NON_US = /[£€]|\b(GBP|EUR|AUD|NZD)\b|\b(AU|NZ)\$|\bsort code\b|\bIBAN\b|\bBSB\b|\bpaid (in|out)\b|\bmoney (in|out)\b/i;

/**
 * Everything after text extraction: the statement's lines, in reading order, to accounts.
 * `pageHeight` gives each page's height in points, for the rows' positions.
 */
export function parseLines(
  printed: Line[],
  pageHeight: (page: number) => number,
  ocrPages: ReadonlySet<number> = new Set(),
): Pick<ParsedStatement, 'account_holder' | 'accounts' | 'year_missing'> {
  const lines = normaliseNumberFormat(joinDigitGroups(printed));
  const text = lines.map((l) => l.words.map((w) => w.text).join(' '));
  const all = text.join('\n');
  // Bank statements mention cards too ("business credit card", "debit card purchase"): a statement is
  // a card's only when the card vocabulary outweighs the deposit account's.
  const cardSignals =
    CARD_SIGNALS.filter((s) => s.test(all)).length + Number(lines.some((l, i) => NAMED_CARD.test(text[i] ?? '') && NAMED_CARD.test(cellText(l))));
  const accountSignals = ACCOUNT_SIGNALS.filter((s) => s.test(all)).length;
  const isCard = cardSignals >= 2 && cardSignals > accountSignals;
  const dates = lines.flatMap((l) => tokenizeLine(l).flatMap((t) => (t.kind === 'date' ? [t.date] : [])));
  // French statements write the day first ("03/02" is 3 February), as statements clearly not American do; their own
  // dates (a first part over 12, or a second) still decide (inferDayMonthOrder).
  const order = inferDayMonthOrder(dates, NON_US.test(all) || isFrench(all));
  const period = findPeriod(lines, order);
  const fullYears = text.flatMap((t) => printedYears(t, order));
  // Without a full date anywhere, a year-to-date box still names the year ("2021 Totals
  // Year-to-Date", "Total fees charged in 2021").
  const years = fullYears.length > 0 ? fullYears : [...all.matchAll(YEAR_TO_DATE)].map((m) => Number(m[1] ?? m[2]));
  // With no period printed, dates without a year take the latest year printed near the others (likeliestYear).
  // When no year is printed anywhere the statement says so (year_missing) rather than pass the current
  // year off as read.
  const fallbackYear = likeliestYear(years) ?? new Date().getUTCFullYear();
  const yearMissing = !period.start && !period.end && years.length === 0;

  // A money-transfer account prints each row's date alone under it (date-under-rows.ts): read it with its own row.
  const rowLines = datesUnderRows(lines);
  let drafts = collectAccounts(rowLines, isCard, false, period);
  if (!drafts.some((d) => d.rows.length > 0)) drafts = collectAccounts(rowLines, isCard, true);
  if (!drafts.some((d) => d.rows.length > 0)) throw new StatementError(MESSAGES.noTransactions);

  const accounts = drafts
    .filter(hasContent)
    .flatMap((d) => chooseReading(d, { order, period, fallbackYear, isCard, pageHeight, ocrPages }))
    // A loan printed before the share account it is paid from comes after it: the deposit account is the statement's.
    .sort((a, b) => Number(b.transactions.length > 0) - Number(a.transactions.length > 0) || Number(a.kind === 'loan') - Number(b.kind === 'loan'));
  return { account_holder: findAccountHolder(lines), accounts, ...(yearMissing ? { year_missing: true } : {}) };
}

// A combined statement's front-page summary names accounts that may have no detail at all.
function hasContent(draft: AccountDraft): boolean {
  return draft.rows.length > 0 || draft.entries.some((e) => e.role === 'opening' || e.role === 'closing');
}
