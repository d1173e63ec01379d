import crypto from 'node:crypto';

/** How long a questions link works unless revoked: a month covers a client who answers at month end. */
export const LINK_DAYS = 30;

/** 32 random bytes: unguessable, and short enough for a link in an email. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What is stored and looked up: a database leak gives no working link. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function expiresAt(from: Date, days = LINK_DAYS): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString();
}

export type LinkStatus = 'open' | 'expired' | 'revoked';

/** Revoked wins over expired: the reviewer's act is what the log and the screen should name. */
export function linkStatus(link: { expires_at: string; revoked_at: string | null }, now: Date): LinkStatus {
  if (link.revoked_at !== null) return 'revoked';
  return Date.parse(link.expires_at) <= now.getTime() ? 'expired' : 'open';
}

/** The page's address in the web app (`/q/:token`, outside the signed-in shell). */
export function questionsUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/q/${token}`;
}
