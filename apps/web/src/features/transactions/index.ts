// What other features may use of transactions; the rest of this folder is its own (eslint.config.js keeps it so).
export {
  clientTransactionsQueryOptions,
  patchCachedTransactions,
  refreshAfterNewCategories,
  refreshClientQueries,
} from './api/get-client-transactions.ts';
export { uploadTransactionsQueryOptions, useUploadTransactions } from './api/get-upload-transactions.ts';
export { CategoryPicker } from './components/category-picker.tsx';
export type { PickerOption } from './lib/category-options.ts';
export { quickBooksLabel } from './lib/client-labels.ts';
export { effectiveCategory } from './lib/review-filters.ts';
export { headerCheckState } from './lib/selection.ts';
export { useDebouncedValue } from './lib/use-debounced-value.ts';
