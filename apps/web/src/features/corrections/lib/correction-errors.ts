import { ApiError } from '../../../lib/api-client.ts';

/**
 * The server's sentence when a date falls outside the statement's period (400, code `out_of_period`):
 * the reviewer is asked, and the call is sent again with `confirm_out_of_period` if they agree.
 */
export function outOfPeriodMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 && error.details?.code === 'out_of_period' ? error.message : null;
}

/** A row in QuickBooks or written to an IIF file was refused (409): the server says why and what to do. */
export function isLockedRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
