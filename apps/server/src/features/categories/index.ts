// What other features may use of categories; the rest of this folder is its own (eslint.config.js keeps it so).
export { listCategories } from './categories.queries.ts';
