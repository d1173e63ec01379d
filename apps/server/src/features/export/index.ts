// What other features may use of export; the rest of this folder is its own (eslint.config.js keeps it so).
export { partsAddUp, postingParts, type PostingRow } from './posting-parts.ts';
