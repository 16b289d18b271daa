import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@dawa/shared/auth/rules';
import { loadSecrets } from '../../src/config/secrets.ts';
import { ACCESS_TOKEN_CLOCK_SKEW_SECONDS } from '../../src/modules/accounts/access-token.ts';
import { bearer, createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/*
 * Tokens signed with the server's own key (as a leaked key or a faulty signer would make them) but
 * missing a claim, or with an iat outside the lifetime: each is refused like any other bad token.
 */

let t: TestApp;
let user: Awaited<ReturnType<typeof createVerifiedUser>>;
beforeAll(async () => {
  t = await createTestApp();
  user = await createVerifiedUser(t);
});
afterAll(() => t.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });

/** A token signed with the server's key, with exactly the claims given (none added by jose). */
async function serverSigned(claims: JWTPayload): Promise<string> {
  const { jwtKey } = loadSecrets({ DATA_DIR: t.dataDir, JWT_SECRET: undefined });
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(jwtKey);
}

/** The claims of the user's real token: sub, role, sid, iss, aud, iat, exp. */
const realClaims = () => decodeJwt(user.session.accessToken);

describe('an access token signed with the server key', () => {
  it('with all its claims, as the server signs it, is accepted (the baseline of the cases below)', async () => {
    const iat = nowSeconds();
    expect((await profile(await serverSigned({ ...realClaims(), iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS }))).statusCode).toBe(200);
  });

  it.each(['exp', 'iat', 'sid', 'sub'])('without %s is refused with 401', async (claim) => {
    const iat = nowSeconds();
    const claims: JWTPayload = { ...realClaims(), iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS };
    delete claims[claim];
    expectError(await profile(await serverSigned(claims)), 401, 'Authentication required');
  });

  it('issued longer ago than one lifetime (plus the clock skew) is refused, even with an exp far ahead', async () => {
    const iat = nowSeconds() - ACCESS_TOKEN_TTL_SECONDS - ACCESS_TOKEN_CLOCK_SKEW_SECONDS - 5;
    const token = await serverSigned({ ...realClaims(), iat, exp: nowSeconds() + 365 * 24 * 3600 });
    expectError(await profile(token), 401, 'Authentication required');
  });

  it('issued in the future (beyond the clock skew) is refused; within the skew it passes', async () => {
    const ahead = (seconds: number) => {
      const iat = nowSeconds() + seconds;
      return serverSigned({ ...realClaims(), iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS });
    };
    expectError(await profile(await ahead(ACCESS_TOKEN_CLOCK_SKEW_SECONDS + 60)), 401, 'Authentication required');
    expect((await profile(await ahead(5))).statusCode).toBe(200);
  });

  it('with an exp in the past is refused even when iat is recent', async () => {
    const iat = nowSeconds() - 60;
    expectError(
      await profile(await serverSigned({ ...realClaims(), iat, exp: iat - 1 - ACCESS_TOKEN_CLOCK_SKEW_SECONDS })),
      401,
      'Authentication required',
    );
  });
});
