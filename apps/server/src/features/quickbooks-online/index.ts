// What other features may use of quickbooks-online; the rest of this folder is its own (eslint.config.js keeps it so).
export { QboError } from './qbo-api.ts';
