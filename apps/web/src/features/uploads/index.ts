// What other features may use of uploads; the rest of this folder is its own (eslint.config.js keeps it so).
export { uploadQueryOptions, useUpload } from './api/get-upload.ts';
export { uploadsQueryOptions } from './api/get-uploads.ts';
export { CorrectedBadge, ReconciliationBadge } from './components/reconciliation-badge.tsx';
export { formatMoney, reconciliationText } from './lib/statement-format.ts';
