// What other features may use of corrections; the rest of this folder is its own (eslint.config.js keeps it so).
export type { CorrectionsService } from './corrections.service.ts';
export { presentCorrections, presentSplit, splitsOf } from './stored-corrections.ts';
