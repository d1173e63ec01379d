export * from './common.ts';
export * as auth from './auth.ts';
export * as health from './health.ts';
export type { User } from './auth.ts';
