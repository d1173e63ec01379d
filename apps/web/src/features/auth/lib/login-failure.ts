import { ApiError } from '../../../lib/api-client.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * What the sign-in form says after a failed attempt: the server's own words when it is refusing
 * attempts for a while (429, "Too many failed sign-in attempts. Try again in 12 minutes."), otherwise
 * the brief's "Invalid email or password".
 */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429 && error.message) return error.message;
  return INVALID_CREDENTIALS;
}

export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';

/** What the code step says after a failed attempt: the server's sentence (wrong code, expired, throttled), else the wrong-code line. */
export function codeFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.details && error.status < 500 && error.message ? error.message : WRONG_CODE;
}
