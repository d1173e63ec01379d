// What other features may use of sync-history; the rest of this folder is its own (eslint.config.js keeps it so).
export { listSyncHistory, recordSync } from './sync-history.queries.ts';
