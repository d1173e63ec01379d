import { describe, expect, it } from 'vitest';
import { qboErrorFrom, readIntuitErrors } from './qbo-errors.ts';

describe('Intuit error shapes', () => {
  it('reads the upper-case Fault of a validation error, naming the account and keeping the detail', () => {
    const body = JSON.stringify({
      Fault: {
        Error: [{ Message: 'Object Not Found', Detail: "Object Not Found : account 'Meals' is inactive", code: '610', element: '' }],
        type: 'ValidationFault',
      },
      time: '2025-03-14T09:17:31.892-07:00',
    });
    const error = qboErrorFrom(400, body);
    expect(error.kind).toBe('validation');
    expect(error.code).toBe('610');
    expect(error.message).toBe("QuickBooks says account 'Meals' is inactive or deleted (Object Not Found : account 'Meals' is inactive)");
  });

  it('reads the lower-case fault of a 401 as a disconnected company', () => {
    const body = JSON.stringify({
      fault: {
        error: [{ message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401', detail: 'Token expired: 123', code: '3200' }],
        type: 'AUTHENTICATION',
      },
    });
    expect(readIntuitErrors(body)).toEqual([
      { code: '3200', message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401', detail: 'Token expired: 123' },
    ]);
    const error = qboErrorFrom(401, body);
    expect(error.kind).toBe('disconnected');
    expect(error.message).toContain('Reconnect to QuickBooks');
  });

  it('reads the OAuth error shape; invalid_grant means the connection is over', () => {
    const error = qboErrorFrom(400, JSON.stringify({ error: 'invalid_grant', error_description: 'Token invalid' }));
    expect(error.code).toBe('invalid_grant');
    expect(error.kind).toBe('disconnected');
    expect(qboErrorFrom(401, '{"error":"invalid_client"}').message).toContain('app keys');
  });

  it('reads XML errors, entities decoded', () => {
    const body =
      '<?xml version="1.0"?><IntuitResponse><Fault type="SERVICE"><Error code="3001"><Message>message=ThrottleExceeded; errorCode=003001; statusCode=429</Message></Error></Fault></IntuitResponse>';
    expect(readIntuitErrors(body)).toEqual([{ code: '3001', message: 'message=ThrottleExceeded; errorCode=003001; statusCode=429', detail: null }]);
    const auth =
      '<IntuitResponse><Fault type="AUTHENTICATION"><Error code="100"><Message>General Authentication Error</Message><Detail>AuthenticationErrorGeneral: SRV-110-Authentication Failure &amp; more</Detail></Error></Fault></IntuitResponse>';
    const error = qboErrorFrom(401, auth);
    expect(error.kind).toBe('disconnected');
    expect(error.code).toBe('100');
    expect(error.message).toContain('SRV-110-Authentication Failure & more');
  });

  it('puts the common codes in plain words', () => {
    const fault = (code: string, Message: string, Detail?: string) =>
      JSON.stringify({ Fault: { Error: [{ Message, Detail, code }], type: 'ValidationFault' } });
    expect(qboErrorFrom(400, fault('6240', 'Duplicate Name Exists Error', 'The name supplied already exists. : Vendor: "Acme"')).message).toMatch(
      /^QuickBooks says vendor 'Acme' is already used by another customer, vendor or employee/,
    );
    expect(qboErrorFrom(400, fault('2500', 'Invalid Reference Id')).message).toBe(
      'QuickBooks does not know an account or name this transaction refers to',
    );
    expect(qboErrorFrom(400, fault('5010', 'Stale Object Error')).message).toContain('changed by someone else');
    expect(qboErrorFrom(400, fault('6210', 'Account Period Closed')).message).toContain('period is closed');
    expect(qboErrorFrom(400, fault('6000', 'A business validation error has occurred', 'You must set a transaction amount')).message).toBe(
      'QuickBooks refused the transaction under its business rules (You must set a transaction amount)',
    );
    expect(qboErrorFrom(400, fault('9999', 'Something new')).message).toBe('QuickBooks says: Something new');
  });

  it('says something useful about an unreadable answer', () => {
    expect(qboErrorFrom(503, '<html>Service Unavailable</html>')).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(qboErrorFrom(502, 'bad gateway').message).toContain('not answering properly');
    expect(qboErrorFrom(418, '').message).toBe('QuickBooks answered with an unexpected error (HTTP 418)');
  });
});
