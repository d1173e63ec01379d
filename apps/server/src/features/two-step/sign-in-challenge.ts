import { SignJWT, jwtVerify } from 'jose';

/**
 * What the password step hands back to someone with two-step sign-in: a signed token naming the user and a
 * `sign_in_challenges` row, valid for 5 minutes. The row makes it single use; the signature keeps anyone from
 * making one up. Its own key and audience, so it is never mistaken for an access token.
 */
export const CHALLENGE_TTL_SECONDS = 300;
const ISSUER = 'ledgerdesk';
const AUDIENCE = 'ledgerdesk-two-step';

export interface ChallengeClaims {
  challengeId: string;
  userId: string;
}

export function createChallengeSigner(secret: Uint8Array) {
  return {
    sign: ({ challengeId, userId }: ChallengeClaims) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(challengeId)
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
        .sign(secret),
    async verify(token: string): Promise<ChallengeClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'jti', 'sub'],
        });
        return { challengeId: payload.jti!, userId: payload.sub! };
      } catch {
        return null;
      }
    },
  };
}

export type ChallengeSigner = ReturnType<typeof createChallengeSigner>;
