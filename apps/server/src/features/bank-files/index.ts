// What other features may use of bank-files; the rest of this folder is its own (eslint.config.js keeps it so).
export { CONTENT_TYPES, kindOfContentType, readBankFile, sniffStatementFile, type StatementFileKind } from './bank-file.ts';
export { readCsvMappingField, recordCsvMapping, settleCsvMapping } from './csv-mapping.service.ts';
export { csvMappingOf } from './csv-mappings.queries.ts';
