import { z } from 'zod';
import { type Endpoint, id, role } from './common.ts';

const code = z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(64, 'That code is too long');

/** The signed-in user's own two-step sign-in. */
export const status = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  firm_requires: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof status>;

export const getStatus = {
  method: 'GET',
  path: '/api/two-step',
  response: status,
} satisfies Endpoint;

/** A new secret to scan (or type) into an authenticator app; two-step sign-in is on only once a code from it is checked. */
export const setup = {
  method: 'POST',
  path: '/api/two-step/setup',
  response: z.object({
    /** Base32, as authenticator apps ask for it when typed in. */
    secret: z.string(),
    otpauth_uri: z.string(),
    /** The otpauth:// URI as a QR code (SVG markup, shown as an image). */
    qr_svg: z.string(),
  }),
} satisfies Endpoint;

export const enable = {
  method: 'POST',
  path: '/api/two-step/enable',
  body: z.strictObject({ code }),
  /** The recovery codes, shown this once: only their hashes are kept. */
  response: z.object({ message: z.string(), recovery_codes: z.array(z.string()) }),
} satisfies Endpoint;

/** Turning it off takes the current password or a code (from the app, or a recovery code). */
export const disable = {
  method: 'POST',
  path: '/api/two-step/disable',
  body: z
    .strictObject({
      password: z.string().min(1, 'Enter your password').max(1024, 'Password must be at most 1024 characters').optional(),
      code: code.optional(),
    })
    .refine((body) => body.password !== undefined || body.code !== undefined, 'Enter your password or a code from your app'),
  response: z.object({ message: z.string() }),
} satisfies Endpoint;

export const firmSetting = z.object({ required: z.boolean() });

export const getFirmSetting = {
  method: 'GET',
  path: '/api/two-step/firm',
  response: firmSetting,
} satisfies Endpoint;

export const setFirmSetting = {
  method: 'PUT',
  path: '/api/two-step/firm',
  body: z.strictObject({ required: z.boolean({ error: 'Say whether two-step sign-in is required' }) }),
  response: z.object({ message: z.string(), required: z.boolean() }),
} satisfies Endpoint;

export const person = z.object({ _id: id, name: z.string(), email: z.string(), role, enabled: z.boolean() });
export type TwoStepPerson = z.infer<typeof person>;

/** Everyone's two-step status, for an admin resetting a locked-out user. */
export const listPeople = {
  method: 'GET',
  path: '/api/two-step/users',
  response: z.object({ data: z.array(person) }),
} satisfies Endpoint;

/** An admin turns off a user's two-step sign-in (a lost phone and no recovery code left). */
export const resetPerson = {
  method: 'POST',
  path: '/api/two-step/users/:id/reset',
  params: z.object({ id }),
  response: z.object({ message: z.string() }),
} satisfies Endpoint;
