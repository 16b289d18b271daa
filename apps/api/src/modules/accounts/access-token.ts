import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, ROLES, type Role } from '@dawa/shared/auth/rules';

/**
 * Who a request is from. From `verify` alone: what the token says (the role as it was at signing); from
 * the session service's `authenticate`: the role is the account's current one.
 */
export interface AuthUser {
  id: number;
  role: Role;
  /** The refresh-token family (the session) the access token belongs to. */
  sessionId: string;
}

const ISSUER = 'dawa';
const AUDIENCE = 'dawa-api';

/** Signs and checks the 15-minute HS256 access tokens. */
export function createAccessTokens(key: Uint8Array, now: () => Date = () => new Date()) {
  return {
    /** A bearer token for the user: sub (id), role and sid (session), valid for 15 minutes. */
    sign(user: AuthUser): Promise<string> {
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
    async verify(token: string): Promise<AuthUser | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, currentDate: now() });
        const id = Number(payload.sub);
        const role = ROLES.find((r) => r === payload.role);
        if (!Number.isSafeInteger(id) || id <= 0 || !role || typeof payload.sid !== 'string') return null;
        return { id, role, sessionId: payload.sid };
      } catch {
        // Malformed, forged, expired or for another audience: all the same to the caller.
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
