import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { renderSVG } from 'uqr';
import type { DB, UsersTable } from '../../db/schema.ts';
import { isoAfter, nowIso } from '../../lib/clock.ts';
import { HttpError, badRequest, conflict, notFound, unauthorized } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { SignedInUser } from '../../lib/caller.ts';
import { type Actor, actorOf, recordAudit } from '../audit/index.ts';
import { clearFailures, readFailures, recordFailures, retryAfterMs, throttleKey, waitInWords } from '../auth/index.ts';
import { findUserById } from '../users/index.ts';
import { RECOVERY_CODE_COUNT, createRecoveryCodeHasher, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.ts';
import { CHALLENGE_TTL_SECONDS, type ChallengeSigner } from './sign-in-challenge.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';
import { twoStepPolicy } from './two-step-throttle.ts';
import {
  claimChallenge,
  claimRecoveryCode,
  claimStep,
  countRecoveryCodesLeft,
  enableSecret,
  findLiveChallenge,
  findSecret,
  insertChallenge,
  listPeople,
  readFirmRequirement,
  removeTwoStep,
  replaceRecoveryCodes,
  savePendingSecret,
  writeFirmRequirement,
} from './two-step.queries.ts';

interface Deps {
  db: Kysely<DB>;
  /** Seals the TOTP secrets at rest, as the QuickBooks keys are. */
  secretBox: SecretBox;
  recoveryCodeKey: Uint8Array;
  challenges: ChallengeSigner;
}

export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
const EXPIRED_CHALLENGE = 'Your sign-in has expired. Please sign in again.';

export type TwoStepService = ReturnType<typeof createTwoStepService>;

export function createTwoStepService({ db, secretBox, recoveryCodeKey, challenges }: Deps) {
  const hashRecoveryCode = createRecoveryCodeHasher(recoveryCodeKey);

  /** The stored secret; a database restored without its app secret cannot open it, and says so rather than failing. */
  function openSecret(sealed: string): string {
    try {
      return secretBox.open(sealed);
    } catch {
      throw conflict('Your two-step sign-in cannot be checked: the app secret changed since it was set up. Ask an admin to reset it.');
    }
  }

  /**
   * Checks a code from the app (6 digits) or a recovery code, using it up: a TOTP step is accepted once and a
   * recovery code once. A recovery code's use is audited in the same transaction that spends it.
   */
  async function spendCode(user: SignedInUser, typed: string, purpose: string): Promise<boolean> {
    const row = await findSecret(db, user.id);
    if (!row?.enabled_at) return false;
    const code = typed.replace(/\s/g, '');
    if (/^\d+$/.test(code)) {
      const step = matchTotp(openSecret(row.secret_sealed), code, Date.now(), row.last_used_step === null ? null : Number(row.last_used_step));
      return step !== null && (await claimStep(db, user.id, step));
    }
    const normalised = normaliseRecoveryCode(code);
    if (!normalised) return false;
    return db.transaction().execute(async (trx) => {
      if (!(await claimRecoveryCode(trx, user.id, hashRecoveryCode(normalised), nowIso()))) return false;
      const left = await countRecoveryCodesLeft(trx, user.id);
      await recordAudit(trx, {
        actor: actorOf(user),
        action: 'Recovery Code Used',
        targetType: 'User',
        targetId: user.id,
        details: `${user.name} <${user.email}> used a recovery code ${purpose}; ${left} of ${RECOVERY_CODE_COUNT} left`,
      });
      return true;
    });
  }

  /**
   * Runs `check` under the per-user throttle of the code step: wrong codes (and wrong passwords when turning it
   * off) count in the database like failed sign-ins, so 6 digits cannot be tried through.
   */
  async function throttled(userId: string, check: () => Promise<boolean>, wrong: string): Promise<void> {
    const key = throttleKey('two-step', userId);
    const counts = await readFailures(db, [key]);
    const waitMs = retryAfterMs(counts.get(key), twoStepPolicy, Date.now());
    if (waitMs > 0) {
      throw new HttpError(429, `Too many wrong codes. Try again in ${waitInWords(waitMs)}.`, { retry_after_seconds: Math.ceil(waitMs / 1000) });
    }
    if (!(await check())) {
      await recordFailures(db, [key], new Date(), twoStepPolicy.forgetAfterMs);
      throw unauthorized(wrong);
    }
    await clearFailures(db, [key]);
  }

  async function isEnabled(userId: string): Promise<boolean> {
    return Boolean((await findSecret(db, userId))?.enabled_at);
  }

  async function requireUser(userId: string): Promise<UsersTable> {
    const user = await findUserById(db, userId);
    if (!user) throw notFound('That user no longer exists');
    return user;
  }

  return {
    isEnabled,

    /** The password step's hand-over to the code step. */
    async issueChallenge(userId: string): Promise<string> {
      const challengeId = crypto.randomUUID();
      const now = new Date();
      await insertChallenge(db, { id: challengeId, user_id: userId, expires_at: isoAfter(CHALLENGE_TTL_SECONDS, now) }, now.toISOString());
      return challenges.sign({ challengeId, userId });
    },

    /**
     * The code step: the challenge must be live and the code right (throttled per user); then the challenge is
     * spent inside `startSession`'s transaction, so one challenge opens one session.
     */
    async completeChallenge<T>(challenge: string, code: string, startSession: (trx: Kysely<DB>, user: UsersTable) => Promise<T>): Promise<T> {
      const claims = await challenges.verify(challenge);
      if (!claims || !(await findLiveChallenge(db, claims.challengeId, claims.userId, nowIso()))) throw unauthorized(EXPIRED_CHALLENGE);
      const user = await findUserById(db, claims.userId);
      if (!user) throw unauthorized(EXPIRED_CHALLENGE);
      await throttled(user.id, () => spendCode(user, code, 'to sign in'), WRONG_CODE);
      return db.transaction().execute(async (trx) => {
        if (!(await claimChallenge(trx, claims.challengeId, user.id, nowIso()))) throw unauthorized(EXPIRED_CHALLENGE);
        return startSession(trx, user);
      });
    },

    async status(userId: string) {
      const [row, left, firmRequires] = await Promise.all([findSecret(db, userId), countRecoveryCodesLeft(db, userId), readFirmRequirement(db)]);
      return { enabled: Boolean(row?.enabled_at), recovery_codes_left: left, firm_requires: firmRequires };
    },

    async setup(user: SignedInUser) {
      if (await isEnabled(user.id)) throw conflict('Two-step sign-in is already on. Turn it off first to move it to another phone.');
      const secret = newTotpSecret();
      if (!(await savePendingSecret(db, user.id, secretBox.seal(secret), nowIso()))) {
        throw conflict('Two-step sign-in is already on. Turn it off first to move it to another phone.');
      }
      const uri = otpauthUri(secret, user.email);
      return { secret, otpauth_uri: uri, qr_svg: renderSVG(uri, { border: 2, pixelSize: 6 }) };
    },

    /** Confirms the setup with a first code, and hands out the recovery codes this once. */
    async enable(user: SignedInUser, code: string): Promise<string[]> {
      const row = await findSecret(db, user.id);
      if (row?.enabled_at) throw conflict('Two-step sign-in is already on.');
      if (!row) throw conflict('Start the setup first: scan the QR code, then enter the code your app shows.');
      const step = matchTotp(openSecret(row.secret_sealed), code.replace(/\s/g, ''), Date.now(), null);
      if (step === null)
        throw badRequest('That code is not right. Check that your phone shows the right time, and enter the code your app shows now.');
      const codes = newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        if (!(await enableSecret(trx, user.id, row.secret_sealed, step, nowIso()))) {
          throw conflict('The setup was started again elsewhere: scan the newest QR code.');
        }
        await replaceRecoveryCodes(
          trx,
          user.id,
          codes.map((plain) => ({
            id: crypto.randomUUID(),
            user_id: user.id,
            code_hash: hashRecoveryCode(normaliseRecoveryCode(plain)!),
            used_at: null,
          })),
        );
        await recordAudit(trx, {
          actor: actorOf(user),
          action: 'Two-Step Sign-in Enabled',
          targetType: 'User',
          targetId: user.id,
          details: `${user.name} <${user.email}> turned on two-step sign-in (authenticator app, ${codes.length} recovery codes)`,
        });
      });
      return codes;
    },

    async disable(user: SignedInUser, proof: { password?: string; code?: string }): Promise<void> {
      if (!(await isEnabled(user.id))) throw conflict('Two-step sign-in is already off.');
      if (await readFirmRequirement(db)) {
        throw conflict('Your firm requires two-step sign-in, so it stays on. If you have lost your phone, ask an admin to reset it.');
      }
      await throttled(
        user.id,
        async () =>
          proof.password !== undefined
            ? verifyPassword((await requireUser(user.id)).password_hash, proof.password)
            : spendCode(user, proof.code!, 'to turn off two-step sign-in'),
        proof.password !== undefined ? 'That password is not right.' : WRONG_CODE,
      );
      await db.transaction().execute(async (trx) => {
        if (!(await removeTwoStep(trx, user.id))) return;
        await recordAudit(trx, {
          actor: actorOf(user),
          action: 'Two-Step Sign-in Disabled',
          targetType: 'User',
          targetId: user.id,
          details: `${user.name} <${user.email}> turned off two-step sign-in (confirmed with ${proof.password !== undefined ? 'their password' : 'a code'})`,
        });
      });
    },

    firmRequires: () => readFirmRequirement(db),

    async setFirmRequirement(admin: SignedInUser, required: boolean): Promise<boolean> {
      if (required && !(await isEnabled(admin.id))) {
        throw conflict('Turn on two-step sign-in for your own account first, so requiring it cannot lock you out.');
      }
      await db.transaction().execute(async (trx) => {
        if ((await readFirmRequirement(trx)) === required) return;
        await writeFirmRequirement(trx, required, nowIso());
        await recordAudit(trx, {
          actor: actorOf(admin),
          action: required ? 'Two-Step Sign-in Required' : 'Two-Step Sign-in Made Optional',
          targetType: 'Firm Setting',
          targetId: 'two_step_required',
          details: required
            ? 'Two-step sign-in is now required for everyone: people without it set it up at their next request'
            : 'Two-step sign-in is now optional',
          before: { required: !required },
          after: { required },
        });
      });
      return required;
    },

    async people() {
      const rows = await listPeople(db);
      return rows.map((row) => ({ _id: row.id, name: row.name, email: row.email, role: row.role, enabled: Boolean(row.enabled_at) }));
    },

    /** An admin's way out for a locked-out user (lost phone, no recovery code left). */
    async reset(admin: SignedInUser, userId: string): Promise<UsersTable> {
      if (admin.id === userId) throw conflict('Turn off your own two-step sign-in with your password or a code.');
      const user = await requireUser(userId);
      const actor: Actor = actorOf(admin);
      const removed = await db.transaction().execute(async (trx) => {
        if (!(await removeTwoStep(trx, user.id))) return false;
        await recordAudit(trx, {
          actor,
          action: 'Two-Step Sign-in Reset',
          targetType: 'User',
          targetId: user.id,
          details: `Reset two-step sign-in of ${user.name} <${user.email}>: they sign in with their password and set it up again`,
        });
        return true;
      });
      if (!removed) throw conflict(`${user.name} does not have two-step sign-in on.`);
      return user;
    },
  };
}
