import { intuitTime } from './intuit-time.ts';

// Error bodies in the shapes Intuit sends (research notes §2 "Errors", "Throttling").

export interface IntuitError {
  Message: string;
  Detail: string;
  code: string;
  element: string;
}

/** One item of a `Fault.Error` list; the `Fault` is what a batch item carries. */
export interface Fault {
  Error: IntuitError[];
  type: string;
}

/** A refusal of the request by validation: the handler answers `status` with `{ Fault, time }`. */
export class FaultError extends Error {
  readonly status: number;
  readonly fault: Fault;

  constructor(status: number, fault: Fault) {
    super(fault.Error[0]?.Message ?? 'Fault');
    this.status = status;
    this.fault = fault;
  }
}

function fault(type: string, code: string, message: string, detail: string, element = ''): Fault {
  return { Error: [{ Message: message, Detail: detail, code, element }], type };
}

export const faults = {
  objectNotFound: (what: string, id: string, element: string) =>
    new FaultError(
      400,
      fault(
        'ValidationFault',
        '610',
        'Object Not Found',
        `Object Not Found : Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees. (${what} Id=${id})`,
        element,
      ),
    ),
  invalidReference: (what: string, id: string, element: string) =>
    new FaultError(
      400,
      fault('ValidationFault', '2500', 'Invalid Reference Id', `Invalid Reference Id : ${what} element id ${id} not found`, element),
    ),
  requiredMissing: (param: string) =>
    new FaultError(
      400,
      fault(
        'ValidationFault',
        '2020',
        'Required param missing, need to supply the required value for the API',
        `Required parameter ${param} is missing in the request`,
        param,
      ),
    ),
  invalidEnum: (name: string, value: unknown) =>
    new FaultError(400, fault('ValidationFault', '2170', 'Invalid Enumeration', `Invalid Enum ${name}: ${String(value)}`, name)),
  invalidProperty: (name: string) =>
    new FaultError(
      400,
      fault(
        'ValidationFault',
        '2010',
        'Request has invalid or unsupported property',
        `Property Name:${name} specified is unsupported or invalid`,
        name,
      ),
    ),
  stringLength: (name: string, max: number) =>
    new FaultError(
      400,
      fault(
        'ValidationFault',
        '2050',
        'String length is either shorter or longer than supported by specification',
        `${name} is longer than the maximum of ${max} characters`,
        name,
      ),
    ),
  business: (detail: string, element = '') =>
    new FaultError(
      400,
      fault(
        'ValidationFault',
        '6000',
        'A business validation error has occurred while processing your request',
        `Business Validation Error: ${detail}`,
        element,
      ),
    ),
  duplicateName: (entity: string, id: string) =>
    new FaultError(
      400,
      fault(
        'ValidationFault',
        '6240',
        'Duplicate Name Exists Error',
        `The name supplied already exists. : Id=${id} (${entity}). Another customer, vendor or employee is already using this name. Please use a different name.`,
        'DisplayName',
      ),
    ),
  staleObject: (id: string) =>
    new FaultError(
      400,
      fault(
        'ValidationFault',
        '5010',
        'Stale Object Error',
        `Stale Object Error : You and someone else were working on this at the same time. They finished before you did, so your work was not saved. (Id=${id})`,
        'SyncToken',
      ),
    ),
  unsupported: (detail: string) =>
    new FaultError(400, fault('ValidationFault', '500', 'Unsupported Operation', `Operation ${detail} is not supported.`)),
  queryParser: (detail: string) => new FaultError(400, fault('ValidationFault', '4000', 'Error parsing query', `QueryParserError: ${detail}`)),
  queryValidation: (detail: string) => new FaultError(400, fault('ValidationFault', '4001', 'Invalid query', `QueryValidationError: ${detail}`)),
  batchTooBig: (size: number, max: number) =>
    new FaultError(
      400,
      fault('ValidationFault', '1040', 'Batch size exceeds allowed limit', `Batch size ${size} exceeds the maximum of ${max} items`),
    ),
  malformed: (detail: string) => new FaultError(400, fault('ValidationFault', '2010', 'Request has invalid or unsupported property', detail)),
  notFound: (path: string) => new FaultError(404, fault('ValidationFault', '610', 'Object Not Found', `Object Not Found : ${path}`)),
  unsupportedMediaType: (expected: string) =>
    new FaultError(415, fault('ValidationFault', '2010', 'Unsupported Media Type', `Content-Type must be ${expected}`)),
  authorizationFailed: () =>
    new FaultError(403, fault('AUTHENTICATION', '3100', 'message=AuthorizationFailed; errorCode=003100; statusCode=403', '')),
  systemFailure: () =>
    new FaultError(
      500,
      fault(
        'SystemFault',
        '10000',
        'An application error has occurred while processing your request',
        'System Failure Error: An unexpected error occurred',
      ),
    ),
};

export function faultBody(error: FaultError): { Fault: Fault; time: string } {
  return { Fault: error.fault, time: intuitTime() };
}

/** The 401 of an expired, revoked or missing access token: lower-case keys, unlike every other fault. */
export function authenticationFailedBody(detail: string) {
  return {
    fault: {
      error: [{ message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401', detail, code: '3200' }],
      type: 'AUTHENTICATION',
    },
  };
}

/** Intuit answers a throttled request in XML even when JSON was asked for. */
export const THROTTLE_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<IntuitResponse><Fault type="SERVICE"><Error code="3001"><Message>message=ThrottleExceeded; errorCode=003001; statusCode=429</Message></Error></Fault></IntuitResponse>';

export const GENERAL_AUTH_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<IntuitResponse><Fault type="AUTHENTICATION"><Error code="100"><Message>General Authentication Error</Message><Detail>AuthenticationErrorGeneral: SRV-110-Authentication Failure , statusCode: 401</Detail></Error></Fault></IntuitResponse>';
