import crypto from 'node:crypto';

/**
 * One-time recovery codes, for a lost or reset phone: 10 of them, `xxxxx-xxxxx` from an alphabet without
 * look-alikes (about 50 bits each). Kept only as an HMAC under a key derived from the app secret, so a copy of
 * the database alone cannot test guesses offline; a guess online counts in the sign-in throttle.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The code as stored, whatever case, spaces or dashes it was typed with; null when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | null {
  const clean = typed.toLowerCase().replace(/[\s-]/g, '');
  return clean.length === LENGTH && [...clean].every((char) => ALPHABET.includes(char)) ? clean : null;
}

export function createRecoveryCodeHasher(key: Uint8Array) {
  return (normalised: string) => crypto.createHmac('sha256', key).update(normalised).digest('hex');
}
