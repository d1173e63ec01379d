import * as auth from '@ledgerdesk/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export interface Credentials {
  email: string;
  password: string;
}

export function requestTokens(credentials: Credentials) {
  // A 401 here means wrong credentials, not an expired session: never refresh.
  return api.request(auth.login, { body: credentials, refreshOn401: false });
}
