import crypto from 'node:crypto';

/**
 * The OAuth `state` is a random id plus its HMAC, so a forged or altered state is refused before any
 * database lookup; the id's row then makes it single use, short lived and bound to a client and a user.
 */
export function createStateSigner(key: Uint8Array) {
  const mac = (id: string) => crypto.createHmac('sha256', key).update(id).digest('base64url');
  return {
    issue(): { id: string; state: string } {
      const id = crypto.randomBytes(24).toString('base64url');
      return { id, state: `${id}.${mac(id)}` };
    },
    /** The state's id when its signature holds, else null. */
    verify(state: string): string | null {
      const [id, signature, extra] = state.split('.');
      if (!id || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type StateSigner = ReturnType<typeof createStateSigner>;
