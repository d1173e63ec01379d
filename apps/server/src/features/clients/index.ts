// What other features may use of clients; the rest of this folder is its own (eslint.config.js keeps it so).
export { findClient, listClients, updateClient } from './clients.queries.ts';
export { requireClient } from './clients.service.ts';
