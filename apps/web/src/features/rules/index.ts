// What other features may use of rules; the rest of this folder is its own (eslint.config.js keeps it so).
export { useCreateRule } from './api/create-rule.ts';
