import crypto from 'node:crypto';

/**
 * TOTP as RFC 6238 with what every authenticator app expects: HMAC-SHA-1, 30-second steps, 6 digits.
 * Small enough to own (Node's crypto does the HMAC), so no dependency holds the sign-in path.
 */
export const STEP_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a phone clock up to about 30 s off, or a code typed as it changed. */
const DRIFT_STEPS = 1;
const SECRET_BYTES = 20;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function newTotpSecret(): string {
  return base32Encode(crypto.randomBytes(SECRET_BYTES));
}

export function timeStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / STEP_SECONDS);
}

/** RFC 4226's HOTP of one counter value, as the zero-padded code. */
export function hotp(key: Buffer, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totpAt(secret: string, step: number): string {
  return hotp(base32Decode(secret), step);
}

/**
 * The step whose code `code` is, within the drift window and later than `lastUsedStep` (a code is accepted
 * once: the same code again, or an older one, is refused), or null.
 */
export function matchTotp(secret: string, code: string, nowMs: number, lastUsedStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = timeStep(nowMs);
  const given = Buffer.from(code);
  let matched: number | null = null;
  // Every candidate is computed and compared in constant time, so timing does not tell which step matched.
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    const equal = crypto.timingSafeEqual(Buffer.from(hotp(key, step)), given);
    if (equal && matched === null && (lastUsedStep === null || step > lastUsedStep)) matched = step;
  }
  return matched;
}

/** What the QR code carries: the issuer and account name the app lists, and the secret. */
export function otpauthUri(secret: string, account: string, issuer = 'Ledgerdesk'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(DIGITS), period: String(STEP_SECONDS) });
  return `otpauth://totp/${label}?${query.toString()}`;
}

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Accepts the secret as people type it: any case, spaces and padding ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}
