import * as auth from '@ledgerdesk/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** The password step: tokens, or (two-step sign-in on) a challenge for the code step. */
export function requestTokens(credentials: Credentials) {
  // A 401 here means wrong credentials, not an expired session: never refresh.
  return api.request(auth.login, { body: credentials, refreshOn401: false });
}

/** The code step: a code from the authenticator app, or a recovery code, for the password step's challenge. */
export function answerChallenge(challenge: string, code: string) {
  return api.request(auth.loginTwoStep, { body: { challenge, code }, refreshOn401: false });
}
