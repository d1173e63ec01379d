import { z } from 'zod';
import { type Endpoint, id, role, timestamp } from './common.ts';

// Bounds keep absurd input out before it reaches argon2 or the database. The HTML5 email rule (the
// browser's own) accepts single-label hosts such as the default first admin, admin@localhost.
const email = z
  .string({ error: 'Email is required' })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ pattern: z.regexes.html5Email, error: 'Enter a valid email address' }))
  .transform((value) => value.toLowerCase());
const password = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password must be at most 1024 characters');
const refreshToken = z
  .string({ error: 'The sign-in token is missing. Please sign in again.' })
  .min(1, 'The sign-in token is missing. Please sign in again.')
  .max(512, 'The sign-in token is not valid. Please sign in again.');
const newPassword = password.refine((value) => value.length >= 8, 'Password must be at least 8 characters');
const name = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters');

export const user = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  role,
  created_at: timestamp,
});
export type User = z.infer<typeof user>;

const tokenPair = z.object({ access_token: z.string(), refresh_token: z.string() });

/** A right password for someone with two-step sign-in: no tokens yet, a short-lived challenge for the code. */
export const twoStepChallenge = z.object({ two_step_required: z.literal(true), challenge: z.string() });

export const login = {
  method: 'POST',
  path: '/api/auth/login',
  body: z.strictObject({ email, password }),
  response: z.union([tokenPair, twoStepChallenge]),
} satisfies Endpoint;

/** The second step: the challenge and a 6-digit code from the authenticator app, or one recovery code. */
export const loginTwoStep = {
  method: 'POST',
  path: '/api/auth/login/two-step',
  body: z.strictObject({
    challenge: z
      .string({ error: 'Your sign-in has expired. Please sign in again.' })
      .min(1)
      .max(2048, 'Your sign-in has expired. Please sign in again.'),
    code: z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(64, 'That code is too long'),
  }),
  response: tokenPair,
} satisfies Endpoint;

export const refresh = {
  method: 'POST',
  path: '/api/auth/refresh',
  body: z.strictObject({ refresh_token: refreshToken }),
  response: tokenPair,
} satisfies Endpoint;

export const me = {
  method: 'GET',
  path: '/api/auth/me',
  // `two_step`: whether the firm requires two-step sign-in of someone who has not set it up yet (every other
  // call but setup and sign-out is refused until they do).
  response: z.object({ data: user, two_step: z.object({ enabled: z.boolean(), setup_required: z.boolean() }) }),
} satisfies Endpoint;

export const logout = {
  method: 'POST',
  path: '/api/auth/logout',
  // The brief's client sends an empty body; the session to end is the one the access token belongs to.
  body: z.strictObject({ refresh_token: refreshToken.optional() }).nullish(),
  response: z.object({ message: z.string() }),
} satisfies Endpoint;

export const register = {
  method: 'POST',
  path: '/api/auth/register',
  body: z.strictObject({ name, email, password: newPassword, role: role.default('worker') }),
  response: z.object({ message: z.string(), data: user }),
} satisfies Endpoint;
