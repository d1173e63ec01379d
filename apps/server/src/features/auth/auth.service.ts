import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isoAfter, nowIso } from '../../lib/clock.ts';
import { HttpError, unauthorized } from '../../lib/http-error.ts';
import type { Authenticated } from '../../lib/caller.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { recordThrottled } from '../audit/index.ts';
import { findUserByEmail } from '../users/index.ts';
import {
  claimRefreshToken,
  findRefreshToken,
  findSessionUser,
  insertRefreshToken,
  forgetSuccessors,
  insertSession,
  recordSuccessor,
  revokeSession,
} from './auth.queries.ts';
import { emailPolicy, pairPolicy, retryAfterMs, sprayPolicy, waitInWords } from './login-throttle.ts';
import { clearFailures, readFailures, recordFailures, throttleKey } from './login-throttles.queries.ts';
import type { TwoStepService } from '../two-step/index.ts';
import { type AccessTokens, hashRefreshToken, newRefreshToken } from './tokens.ts';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** The password step's answer: the tokens, or (two-step sign-in on) the challenge the code step takes. */
export type LoginOutcome = (TokenPair & { userId: string }) | { two_step_required: true; challenge: string };

interface Deps {
  db: Kysely<DB>;
  accessTokens: AccessTokens;
  refreshTokenTtlDays: number;
  /** Seals a rotated token's successor for the reuse grace window. */
  successorBox: SecretBox;
  twoStep: TwoStepService;
}

/**
 * Two tabs, or a request retried after a dropped reply, may present the same refresh token within
 * moments of its rotation. Within this window, and while the successor is still unused, they get that
 * successor instead of having the session revoked; after it, a returning token is treated as stolen.
 */
const REUSE_GRACE_MS = 10_000;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({ db, accessTokens, refreshTokenTtlDays, successorBox, twoStep }: Deps) {
  const refreshTtlSeconds = refreshTokenTtlDays * 86_400;

  async function issueRefreshToken(trx: Kysely<DB>, sessionId: string): Promise<string> {
    const { token, hash } = newRefreshToken();
    const now = new Date();
    await insertRefreshToken(trx, {
      id: crypto.randomUUID(),
      session_id: sessionId,
      token_hash: hash,
      created_at: now.toISOString(),
      expires_at: isoAfter(refreshTtlSeconds, now),
      used_at: null,
      successor_sealed: null,
    });
    return token;
  }

  /** One signed-in device: a session and its first tokens. */
  async function startSession(trx: Kysely<DB>, userId: string): Promise<TokenPair & { userId: string }> {
    const sessionId = crypto.randomUUID();
    await insertSession(trx, { id: sessionId, user_id: userId, created_at: nowIso(), revoked_at: null, revoked_reason: null });
    const refreshToken = await issueRefreshToken(trx, sessionId);
    return { access_token: await accessTokens.sign({ userId, sessionId }), refresh_token: refreshToken, userId };
  }

  /** The token that replaced `refreshToken`, when it was rotated moments ago and its successor is unused. */
  async function successorWithinGrace(trx: Kysely<DB>, refreshToken: string, now: string): Promise<string | null> {
    // Re-read: on PostgreSQL the winner's row (with its successor) is visible once the claim above lost.
    const rotated = await findRefreshToken(trx, hashRefreshToken(refreshToken));
    if (!rotated?.used_at || !rotated.successor_sealed) return null;
    if (Date.parse(now) - Date.parse(rotated.used_at) > REUSE_GRACE_MS) return null;
    const successor = successorBox.open(rotated.successor_sealed);
    const next = await findRefreshToken(trx, hashRefreshToken(successor));
    return next && !next.used_at && !next.revoked_at ? successor : null;
  }

  return {
    /**
     * Signs in, throttling failures per (email, address), per (email, known device), per email and per address
     * across emails (login-throttle.ts). `deviceUserId` is the user the browser's known-device cookie vouches for.
     * With two-step sign-in on, a right password earns a challenge for the code step instead of tokens.
     */
    async login(email: string, password: string, from: { ip: string; deviceUserId: string | null }): Promise<LoginOutcome> {
      const user = await findUserByEmail(db, email);
      const knownDevice = user !== undefined && from.deviceUserId === user.id;
      const buckets = knownDevice
        ? [{ key: throttleKey('device', email, user.id), policy: pairPolicy }]
        : [
            { key: throttleKey('address', email, from.ip), policy: pairPolicy },
            { key: throttleKey('email', email), policy: emailPolicy },
            { key: throttleKey('spray', from.ip), policy: sprayPolicy },
          ];
      const keys = buckets.map((bucket) => bucket.key);
      const counts = await readFailures(db, keys);
      const now = Date.now();
      const waitMs = Math.max(...buckets.map((bucket) => retryAfterMs(counts.get(bucket.key), bucket.policy, now)));
      if (waitMs > 0) {
        await recordThrottled(db, { email, userId: user?.id ?? null, ip: from.ip, waitMs });
        throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${waitInWords(waitMs)}.`, {
          retry_after_seconds: Math.ceil(waitMs / 1000),
        });
      }
      if (!(await verifyPassword(user?.password_hash, password)) || !user) {
        await recordFailures(db, keys, new Date(), pairPolicy.forgetAfterMs);
        throw unauthorized('Invalid email or password');
      }
      // The address's count across emails stays: one account the sprayer owns must not wipe its guesses at others.
      await clearFailures(
        db,
        keys.filter((key) => key !== throttleKey('spray', from.ip)),
      );
      if (await twoStep.isEnabled(user.id)) return { two_step_required: true, challenge: await twoStep.issueChallenge(user.id) };
      return db.transaction().execute((trx) => startSession(trx, user.id));
    },

    /** The code step: a code from the app or a recovery code for the password step's challenge. */
    completeTwoStep(challenge: string, code: string): Promise<TokenPair & { userId: string }> {
      return twoStep.completeChallenge(challenge, code, (trx, user) => startSession(trx, user.id));
    },

    /** Rotates the refresh token; presenting one that was already rotated ends its whole session. */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const outcome = await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const stored = await findRefreshToken(trx, hashRefreshToken(refreshToken));
        if (!stored) return { error: 'Invalid refresh token' } as const;
        if (stored.revoked_at) return { error: 'Your session has ended. Please sign in again.' } as const;
        if (stored.expires_at <= now) return { error: 'Your session has expired. Please sign in again.' } as const;
        if (!(await claimRefreshToken(trx, stored.id, now))) {
          const successor = await successorWithinGrace(trx, refreshToken, now);
          if (successor) return { sessionId: stored.session_id, userId: stored.user_id, token: successor };
          // A rotated token came back: it was copied. Kill the family so neither copy works.
          await revokeSession(trx, stored.session_id, 'refresh token reused', now);
          return { error: 'This refresh token was already used. Please sign in again.' } as const;
        }
        const token = await issueRefreshToken(trx, stored.session_id);
        await recordSuccessor(trx, stored.id, successorBox.seal(token));
        await forgetSuccessors(trx, stored.session_id, new Date(Date.parse(now) - REUSE_GRACE_MS).toISOString());
        return { sessionId: stored.session_id, userId: stored.user_id, token };
      });
      if ('error' in outcome) throw unauthorized(outcome.error);
      return {
        access_token: await accessTokens.sign({ userId: outcome.userId, sessionId: outcome.sessionId }),
        refresh_token: outcome.token,
      };
    },

    async logout(current: Authenticated, refreshToken?: string): Promise<void> {
      const now = nowIso();
      await revokeSession(db, current.sessionId, 'signed out', now);
      if (!refreshToken) return;
      const stored = await findRefreshToken(db, hashRefreshToken(refreshToken));
      if (stored && stored.user_id === current.user.id) await revokeSession(db, stored.session_id, 'signed out', now);
    },

    async authenticate(accessToken: string): Promise<Authenticated> {
      const claims = await accessTokens.verify(accessToken);
      if (!claims) throw unauthorized('Your session has expired or is invalid. Please sign in again.');
      const row = await findSessionUser(db, claims.sessionId, claims.userId);
      if (!row) throw unauthorized('Your session has ended. Please sign in again.');
      const { two_step_enabled, firm_requires_two_step, ...user } = row;
      const enabled = Boolean(two_step_enabled);
      return { user, sessionId: claims.sessionId, twoStep: { enabled, setupRequired: Boolean(firm_requires_two_step) && !enabled } };
    },
  };
}
