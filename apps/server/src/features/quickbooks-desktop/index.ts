// What other features may use of quickbooks-desktop; the rest of this folder is its own (eslint.config.js keeps it so).
export { counted } from './counted.ts';
