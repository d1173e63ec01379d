// What other features may use of two-step; the rest of this folder is its own (eslint.config.js keeps it so).
export { FIRM_REQUIRES_KEY } from './two-step.queries.ts';
export type { TwoStepService } from './two-step.service.ts';
