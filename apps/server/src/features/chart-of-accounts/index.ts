// What other features may use of chart-of-accounts; the rest of this folder is its own (eslint.config.js keeps it so).
export { findActiveChart, listChartAccounts } from './chart-of-accounts.queries.ts';
export { canonicalAccountType } from './import/account-types.ts';
export { decodeText } from './import/decode-text.ts';
export { importChartOfAccounts } from './import/import-chart.ts';
export { parseCents } from './import/parse-cents.ts';
