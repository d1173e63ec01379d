// What other features may use of auth; the rest of this folder is its own (eslint.config.js keeps it so).
export { refreshMe } from './api/get-me.ts';
export { useAuth } from './hooks/use-auth.ts';
