// What other features may use of bank-files; the rest of this folder is its own (eslint.config.js keeps it so).
export { CsvMappingDialog } from './components/csv-mapping-dialog.tsx';
export { csvMappingQuestionOf } from './lib/csv-mapping.ts';
