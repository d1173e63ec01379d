// What other features may use of auth; the rest of this folder is its own (eslint.config.js keeps it so).
export { retryAfterMs, type ThrottlePolicy, waitInWords } from './login-throttle.ts';
export { clearFailures, readFailures, recordFailures, throttleKey } from './login-throttles.queries.ts';
