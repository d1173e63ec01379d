// What other features may use of export; the rest of this folder is its own (eslint.config.js keeps it so).
export { useExportOptions } from './api/get-export-options.ts';
export { invalidateAfterExport } from './api/invalidate-after-export.ts';
export { ExportFormatSelect } from './components/export-format-select.tsx';
export { ExportRefusal } from './components/export-refusal.tsx';
export { ExportSplitParts } from './components/export-split-parts.tsx';
export { ReexportDialog } from './components/reexport-dialog.tsx';
export { RegisterAccountInput } from './components/register-account-input.tsx';
export { exportProblems, iifFileName, reexportQuestion } from './lib/export-files.ts';
