// What other features may use of category-sources; the rest of this folder is its own (eslint.config.js keeps it so).
export { allowedCategoryLabels, categoriesForClient, categoryLabel, type OnlineAccounts } from './category-sources.service.ts';
