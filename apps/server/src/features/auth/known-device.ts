import crypto from 'node:crypto';

/**
 * A browser that has signed in as a user before carries a signed, HttpOnly cookie naming that user.
 * Its failed attempts are counted on their own, so someone guessing from elsewhere (or from behind the
 * same office proxy) cannot hold back the right password typed on the bookkeeper's own machine.
 */
export const KNOWN_DEVICE_COOKIE = 'ld_device';
const MAX_AGE_SECONDS = 180 * 86_400;

export interface KnownDevices {
  cookieFor(userId: string, secure: boolean): string;
  /** The user a request's cookie header vouches for, or null. */
  userFrom(cookieHeader: string | undefined): string | null;
}

export function createKnownDevices(key: Uint8Array): KnownDevices {
  const sign = (userId: string) => crypto.createHmac('sha256', key).update(userId).digest('base64url');
  return {
    cookieFor(userId, secure) {
      const value = `${userId}.${sign(userId)}`;
      return `${KNOWN_DEVICE_COOKIE}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/api/auth; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
    userFrom(cookieHeader) {
      const value = cookieHeader
        ?.split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
        ?.slice(KNOWN_DEVICE_COOKIE.length + 1);
      if (!value) return null;
      const dot = value.lastIndexOf('.');
      const userId = value.slice(0, dot);
      const signature = Buffer.from(value.slice(dot + 1));
      const expected = Buffer.from(sign(userId));
      return dot > 0 && signature.length === expected.length && crypto.timingSafeEqual(signature, expected) ? userId : null;
    },
  };
}
