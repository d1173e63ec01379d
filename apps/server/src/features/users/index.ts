// What other features may use of users; the rest of this folder is its own (eslint.config.js keeps it so).
export { presentUser, presentUserRef } from './user.presenter.ts';
export { findUserByEmail, findUserById } from './users.queries.ts';
export type { UsersService } from './users.service.ts';
