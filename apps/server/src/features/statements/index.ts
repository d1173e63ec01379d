// What other features may use of statements; the rest of this folder is its own (eslint.config.js keeps it so).
export { cleanVendor } from './parser/clean-vendor.ts';
export { extractPageText } from './parser/extract-page-text.ts';
export { flagDoubtfulRows, isBalanceBreakDoubt } from './parser/flag-doubtful-rows.ts';
export { groupLines } from './parser/group-lines.ts';
export { inferYear } from './parser/infer-year.ts';
export { openPage, openPdf } from './parser/open-pdf.ts';
export { isoDate } from './parser/parse-date.ts';
export { parseStatement } from './parser/parse-statement.ts';
export { placePageFigures, type StandingPageFigure } from './parser/page-checks.ts';
export { breaksDetail, reconcileAccount } from './parser/reconcile-account.ts';
export { StatementError } from './parser/statement-error.ts';
export type { AccountKind, ParsedAccount, ParsedStatement, ParsedTransaction, PrintedTotals, Reconciliation } from './parser/types.ts';
export { balanceIsOwed } from './parser/types.ts';
