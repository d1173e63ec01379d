import * as auth from '@ledgerdesk/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { getRefreshToken } from '../../../lib/auth-tokens.ts';

/** Ends this browser's session on the server, so its refresh token cannot be used again. */
export function endSession() {
  const refreshToken = getRefreshToken();
  return api.request(auth.logout, { body: refreshToken ? { refresh_token: refreshToken } : {} });
}
