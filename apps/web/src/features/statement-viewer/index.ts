// What other features may use of statement-viewer; the rest of this folder is its own (eslint.config.js keeps it so).
export { StatementReconciliation } from './components/statement-reconciliation.tsx';
export { STATEMENT_BESIDE_QUERY, StatementSidePanel } from './components/statement-side-panel.tsx';
