import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeStep, totpAt } from '../src/features/two-step/totp.ts';
import { type TestApp, createSignedInUser, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
const EXPIRED = 'Your sign-in has expired. Please sign in again.';
const SETUP_REQUIRED = 'Your firm requires two-step sign-in. Set it up on the Security page before you continue.';

/** The code an authenticator app shows `offset` steps from now (±1 is within the accepted drift). */
const codeFor = (secret: string, offset = 0) => totpAt(secret, timeStep(Date.now()) + offset);

describe.each(testDialects)('two-step sign-in on %s', (dialect) => {
  let app: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    app = await startTestApp(dialect);
    adminToken = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
  });
  afterAll(() => app?.close());

  /** A new worker with two-step sign-in on: its secret (as read off the setup) and its recovery codes. */
  async function enrolledUser() {
    const user = await createSignedInUser(app, 'worker', adminToken);
    const setup = await app.request('POST', '/api/two-step/setup', { token: user.access_token });
    expect(setup.status, setup.text).toBe(200);
    const enabled = await app.request('POST', '/api/two-step/enable', { token: user.access_token, body: { code: codeFor(setup.json.secret) } });
    expect(enabled.status, enabled.text).toBe(200);
    return { ...user, secret: setup.json.secret as string, recoveryCodes: enabled.json.recovery_codes as string[] };
  }

  async function challengeFor(user: { email: string; password: string }): Promise<string> {
    const login = await app.request('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.status, login.text).toBe(200);
    expect(login.json).toEqual({ two_step_required: true, challenge: expect.any(String) });
    return login.json.challenge;
  }

  const secondStep = (challenge: string, code: string) => app.request('POST', '/api/auth/login/two-step', { body: { challenge, code } });

  const auditActions = async (targetId: string) =>
    await app.database.db.selectFrom('audit_log').select(['action', 'details']).where('target_id', '=', targetId).orderBy('created_at').execute();

  it('turns on with a first code from the app, keeping the secret sealed and the recovery codes hashed', async () => {
    const user = await createSignedInUser(app, 'worker', adminToken);
    const setup = await app.request('POST', '/api/two-step/setup', { token: user.access_token });
    expect(setup.status).toBe(200);
    expect(setup.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.json.otpauth_uri).toBe(
      `otpauth://totp/Ledgerdesk:${encodeURIComponent(user.email)}?secret=${setup.json.secret}&issuer=Ledgerdesk&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.json.qr_svg).toMatch(/^<svg [^>]*viewBox/);
    // Not on until a code proves the app has the secret.
    expect((await app.request('GET', '/api/two-step', { token: user.access_token })).json).toMatchObject({ enabled: false });
    const login = await app.request('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.json.access_token).toEqual(expect.any(String));

    const wrong = await app.request('POST', '/api/two-step/enable', {
      token: user.access_token,
      body: { code: '000000' === codeFor(setup.json.secret) ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const enabled = await app.request('POST', '/api/two-step/enable', { token: user.access_token, body: { code: codeFor(setup.json.secret) } });
    expect(enabled.status).toBe(200);
    expect(enabled.json.recovery_codes).toHaveLength(10);
    expect(await app.request('GET', '/api/two-step', { token: user.access_token }).then((r) => r.json)).toEqual({
      enabled: true,
      recovery_codes_left: 10,
      firm_requires: false,
    });
    // A second setup cannot silently replace the phone in use.
    expect((await app.request('POST', '/api/two-step/setup', { token: user.access_token })).status).toBe(409);

    const stored = await app.database.db
      .selectFrom('two_step_secrets')
      .selectAll()
      .where('user_id', '=', await meId(user.access_token))
      .executeTakeFirstOrThrow();
    expect(stored.secret_sealed).toMatch(/^v1\./);
    expect(stored.secret_sealed).not.toContain(setup.json.secret);
    const hashes = await app.database.db.selectFrom('two_step_recovery_codes').select('code_hash').where('user_id', '=', stored.user_id).execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) {
      for (const code of enabled.json.recovery_codes as string[]) expect(code_hash).not.toContain(code.replace('-', ''));
    }
    expect((await auditActions(stored.user_id)).map((entry) => entry.action)).toEqual(['User Created', 'Two-Step Sign-in Enabled']);
  });

  async function meId(token: string): Promise<string> {
    return (await app.request('GET', '/api/auth/me', { token })).json.data._id;
  }

  it('asks for a code after the right password, accepts each code once and each challenge once', async () => {
    const user = await enrolledUser();
    // The first step's wording is unchanged for a wrong password.
    const wrongPassword = await app.request('POST', '/api/auth/login', { body: { email: user.email, password: 'nope' } });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.json).toEqual({ message: 'Invalid email or password' });

    const challenge = await challengeFor(user);
    // The code that turned it on was used: it never works again (replay).
    const replay = await secondStep(challenge, codeFor(user.secret));
    expect(replay.status).toBe(401);
    expect(replay.json.message).toBe(WRONG_CODE);
    const next = codeFor(user.secret, 1);
    const signedIn = await secondStep(challenge, next);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.json).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });
    const me = await app.request('GET', '/api/auth/me', { token: signedIn.json.access_token });
    expect(me.json).toMatchObject({ data: { email: user.email }, two_step: { enabled: true, setup_required: false } });

    // The challenge is spent; a new one with the same code is a replay.
    expect((await secondStep(challenge, '123456')).json.message).toBe(EXPIRED);
    const again = await secondStep(await challengeFor(user), next);
    expect(again.status).toBe(401);
    expect(again.json.message).toBe(WRONG_CODE);
  });

  it('refuses a forged or unknown challenge', async () => {
    const user = await enrolledUser();
    const userId = await meId(user.access_token);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(crypto.randomUUID())
      .setSubject(userId)
      .setIssuer('ledgerdesk')
      .setAudience('ledgerdesk-two-step')
      .setExpirationTime('5m')
      .sign(crypto.randomBytes(32));
    const response = await secondStep(forged, codeFor(user.secret, 1));
    expect(response.status).toBe(401);
    expect(response.json.message).toBe(EXPIRED);
    // An access token is no challenge either.
    expect((await secondStep(user.access_token, codeFor(user.secret, 1))).json.message).toBe(EXPIRED);
  });

  it('takes a recovery code once, however it is typed, and audits its use', async () => {
    const user = await enrolledUser();
    const [code] = user.recoveryCodes;
    const signedIn = await secondStep(await challengeFor(user), ` ${code!.toUpperCase()} `);
    expect(signedIn.status, signedIn.text).toBe(200);
    const reused = await secondStep(await challengeFor(user), code!);
    expect(reused.status).toBe(401);
    expect(reused.json.message).toBe(WRONG_CODE);
    const status = await app.request('GET', '/api/two-step', { token: signedIn.json.access_token });
    expect(status.json.recovery_codes_left).toBe(9);
    const entries = (await auditActions(await meId(user.access_token))).filter((entry) => entry.action === 'Recovery Code Used');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toBe(`Test worker <${user.email}> used a recovery code to sign in; 9 of 10 left`);
  });

  it('says so, rather than failing, when the app secret that sealed the TOTP secret is gone (a restore without it)', async () => {
    const user = await enrolledUser();
    await app.database.db
      .updateTable('two_step_secrets')
      .set({ secret_sealed: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA' })
      .where('user_id', '=', await meId(user.access_token))
      .execute();
    const response = await secondStep(await challengeFor(user), codeFor(user.secret, 1));
    expect(response.status).toBe(409);
    expect(response.json.message).toBe(
      'Your two-step sign-in cannot be checked: the app secret changed since it was set up. Ask an admin to reset it.',
    );
  });

  it('throttles wrong codes per user in the database, so the code cannot be guessed through', async () => {
    const user = await enrolledUser();
    const challenge = await challengeFor(user);
    const right = codeFor(user.secret, 1);
    const wrong = right === '000000' ? '000001' : '000000';
    // 5 wrong codes are free (typos); the next try waits, even with the right code.
    for (let attempt = 0; attempt < 5; attempt++) expect((await secondStep(challenge, wrong)).json.message).toBe(WRONG_CODE);
    const held = await secondStep(challenge, right);
    expect(held.status).toBe(429);
    expect(held.json.message).toMatch(/^Too many wrong codes\. Try again in \d+ seconds?\.$/);
    expect(held.json.retry_after_seconds).toBeGreaterThan(0);
    // A fresh challenge (the password again) does not reset the count: it is the user's.
    expect((await secondStep(await challengeFor(user), user.recoveryCodes[0]!)).status).toBe(429);
  });

  it('turns off with the password or a code, audited', async () => {
    const user = await enrolledUser();
    const wrong = await app.request('POST', '/api/two-step/disable', { token: user.access_token, body: { password: 'not it' } });
    expect(wrong.status).toBe(401);
    expect((await app.request('POST', '/api/two-step/disable', { token: user.access_token, body: {} })).status).toBe(400);
    const off = await app.request('POST', '/api/two-step/disable', { token: user.access_token, body: { password: user.password } });
    expect(off.status, off.text).toBe(200);
    const login = await app.request('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.json.access_token).toEqual(expect.any(String));
    const entry = (await auditActions(await meId(user.access_token))).at(-1)!;
    expect(entry).toEqual({
      action: 'Two-Step Sign-in Disabled',
      details: `Test worker <${user.email}> turned off two-step sign-in (confirmed with their password)`,
    });

    const other = await enrolledUser();
    const byCode = await app.request('POST', '/api/two-step/disable', { token: other.access_token, body: { code: codeFor(other.secret, 1) } });
    expect(byCode.status, byCode.text).toBe(200);
    expect(await app.request('GET', '/api/two-step', { token: other.access_token }).then((r) => r.json.enabled)).toBe(false);
  });

  it('lets an admin require it for the firm: the server refuses everything but setup until it is on', async () => {
    // Requiring it without having it would lock the admin out.
    const early = await app.request('PUT', '/api/two-step/firm', { token: adminToken, body: { required: true } });
    expect(early.status).toBe(409);
    const adminSetup = await app.request('POST', '/api/two-step/setup', { token: adminToken });
    expect((await app.request('POST', '/api/two-step/enable', { token: adminToken, body: { code: codeFor(adminSetup.json.secret) } })).status).toBe(
      200,
    );
    const worker = await createSignedInUser(app, 'worker', adminToken);

    const on = await app.request('PUT', '/api/two-step/firm', { token: adminToken, body: { required: true } });
    expect(on.status, on.text).toBe(200);
    expect(on.json).toEqual({ message: 'Two-step sign-in is now required for everyone', required: true });
    const firmEntries = await auditActions('two_step_required');
    expect(firmEntries.map((entry) => entry.action)).toEqual(['Two-Step Sign-in Required']);

    // Signed in before the change, or signing in now: either way, only setup, who-am-I and sign-out answer.
    const fresh = await signIn(app, worker.email, worker.password);
    for (const token of [worker.access_token, fresh.access_token]) {
      const refused = await app.request('GET', '/api/clients', { token });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ message: SETUP_REQUIRED, reason: 'two_step_setup_required' });
    }
    expect((await app.request('POST', '/api/uploads', { token: fresh.access_token })).status).toBe(403);
    const me = await app.request('GET', '/api/auth/me', { token: fresh.access_token });
    expect(me.json.two_step).toEqual({ enabled: false, setup_required: true });
    expect((await app.request('GET', '/api/two-step', { token: fresh.access_token })).json.firm_requires).toBe(true);
    const setup = await app.request('POST', '/api/two-step/setup', { token: fresh.access_token });
    expect(setup.status).toBe(200);
    expect(
      (await app.request('POST', '/api/two-step/enable', { token: fresh.access_token, body: { code: codeFor(setup.json.secret) } })).status,
    ).toBe(200);
    expect((await app.request('GET', '/api/clients', { token: fresh.access_token })).status).toBe(200);
    // It stays on while the firm requires it.
    const off = await app.request('POST', '/api/two-step/disable', { token: fresh.access_token, body: { password: worker.password } });
    expect(off.status).toBe(409);

    // Sign-out answers during setup too.
    const other = await createSignedInUser(app, 'worker', adminToken);
    expect((await app.request('POST', '/api/auth/logout', { token: other.access_token })).status).toBe(200);

    const optional = await app.request('PUT', '/api/two-step/firm', { token: adminToken, body: { required: false } });
    expect(optional.status).toBe(200);
    expect((await auditActions('two_step_required')).map((entry) => entry.action)).toEqual([
      'Two-Step Sign-in Required',
      'Two-Step Sign-in Made Optional',
    ]);
    expect((await app.request('GET', '/api/clients', { token: (await signIn(app, other.email, other.password)).access_token })).status).toBe(200);
    // Turn the admin's own off again so the other tests keep signing in with a password.
    expect((await app.request('POST', '/api/two-step/disable', { token: adminToken, body: { password: testAdmin.password } })).status).toBe(200);
  });

  it("lets an admin reset a locked-out user's two-step sign-in, audited", async () => {
    const user = await enrolledUser();
    const userId = await meId(user.access_token);
    expect((await app.request('POST', `/api/two-step/users/${userId}/reset`, { token: user.access_token })).status).toBe(403);
    const people = await app.request('GET', '/api/two-step/users', { token: adminToken });
    expect(people.json.data).toContainEqual({ _id: userId, name: 'Test worker', email: user.email, role: 'worker', enabled: true });

    const reset = await app.request('POST', `/api/two-step/users/${userId}/reset`, { token: adminToken });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.json.message).toBe('Two-step sign-in of Test worker was reset');
    const entry = (await auditActions(userId)).at(-1)!;
    expect(entry.action).toBe('Two-Step Sign-in Reset');
    expect(entry.details).toBe(`Reset two-step sign-in of Test worker <${user.email}>: they sign in with their password and set it up again`);
    // The password alone signs them in again; the old recovery codes are gone with the secret.
    expect((await signIn(app, user.email, user.password)).access_token).toEqual(expect.any(String));
    expect(await app.database.db.selectFrom('two_step_recovery_codes').select('id').where('user_id', '=', userId).execute()).toEqual([]);

    expect((await app.request('POST', `/api/two-step/users/${userId}/reset`, { token: adminToken })).status).toBe(409);
    expect((await app.request('POST', `/api/two-step/users/${await meId(adminToken)}/reset`, { token: adminToken })).status).toBe(409);
  });
});
