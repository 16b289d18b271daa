import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, ROLES, type Role } from '@dawa/shared/auth/rules';
import { TWO_FACTOR_CHALLENGE_TTL_SECONDS, type TwoFactorChallengeResponse } from '@dawa/shared/auth/two-factor';

/** What an access token says: the user, the role as it was at signing, and the session. */
export interface AccessTokenClaims {
  id: number;
  role: Role;
  /** The refresh-token family (the session) the access token belongs to. */
  sessionId: string;
}

/**
 * Who a request is from, as the session service's `authenticate` found it: the role is the account's
 * current one, and the two-factor state is the account's and the session's (decision 018).
 */
export interface AuthUser extends AccessTokenClaims {
  /** The account has a confirmed authenticator. */
  twoFactorEnrolled: boolean;
  /** This session was signed in with a second factor (or confirmed its authenticator). */
  secondFactor: boolean;
}

const ISSUER = 'dawa';
const AUDIENCE = 'dawa-api';
/** A different audience, so a login challenge can never pass for an access token (nor the reverse). */
const CHALLENGE_AUDIENCE = 'dawa-two-factor-challenge';
/** Seconds that the clocks of two instances may differ by: an iat this far ahead, or an age this much past the lifetime, still passes. */
export const ACCESS_TOKEN_CLOCK_SKEW_SECONDS = 30;
/**
 * What an access token must say to be accepted. jose checks exp only when it is present, so a token
 * signed without one (a leaked key's forgery, a bug in a signer) would never expire; it must carry exp,
 * iat and the session id, and its iat may be neither in the future nor older than one lifetime.
 */
const ACCESS_TOKEN_RULES = {
  algorithms: ['HS256'],
  issuer: ISSUER,
  audience: AUDIENCE,
  requiredClaims: ['exp', 'iat', 'sub', 'sid'],
  maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
  clockTolerance: ACCESS_TOKEN_CLOCK_SKEW_SECONDS,
};

/** Signs and checks the 15-minute HS256 access tokens. */
export function createAccessTokens(key: Uint8Array, now: () => Date = () => new Date()) {
  return {
    /** A bearer token for the user: sub (id), role and sid (session), valid for 15 minutes. */
    sign(user: AccessTokenClaims): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ role: user.role, sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },

    /** The user of a valid, unexpired token; null for anything else. */
    async verify(token: string): Promise<AccessTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { ...ACCESS_TOKEN_RULES, currentDate: now() });
        const id = Number(payload.sub);
        const role = ROLES.find((r) => r === payload.role);
        if (!Number.isSafeInteger(id) || id <= 0 || !role || typeof payload.sid !== 'string') return null;
        return { id, role, sessionId: payload.sid };
      } catch {
        // Malformed, forged, expired or for another audience: all the same to the caller.
        return null;
      }
    },

    /** The first step of a login with two-factor sign-in: proves the password for 5 minutes, opens no session. */
    async signChallenge(userId: number): Promise<TwoFactorChallengeResponse> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const challengeToken = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(CHALLENGE_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TWO_FACTOR_CHALLENGE_TTL_SECONDS)
        .sign(key);
      return { twoFactorRequired: true, challengeToken, expiresIn: TWO_FACTOR_CHALLENGE_TTL_SECONDS };
    },

    /** The user id of a valid, unexpired login challenge; null for anything else. */
    async verifyChallenge(token: string): Promise<number | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: CHALLENGE_AUDIENCE,
          currentDate: now(),
        });
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
