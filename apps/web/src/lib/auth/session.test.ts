import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@/config/paths';
import { ApiError, AUTHENTICATION_FAILED, apiRequest, NO_ACCESS_TOKEN } from '@/lib/api-client';
import { mockApi, requests } from '@/test/api-mock';
import { errorBody, sessionResponse } from '@/test/factories';
import { getSessionUser, onAuthFailure, startSession, USER_STORAGE_KEY } from './session';

const unauthorized = { status: 401, body: errorBody({ code: 'unauthorized', message: 'Authentication required' }) };

describe('session and authenticated calls', () => {
  it('keeps the user (not the tokens) in localStorage and the access token in memory', () => {
    startSession(sessionResponse());
    const stored = localStorage.getItem(USER_STORAGE_KEY) ?? '';
    expect(JSON.parse(stored)).toMatchObject({ email: 'asha@example.in', firstName: 'Asha' });
    expect(stored).not.toContain('test-access-token');
    expect(stored).not.toContain('test-refresh-token');
    expect(JSON.stringify({ ...localStorage })).not.toContain('token');
  });

  it('sends the bearer token', async () => {
    startSession(sessionResponse());
    mockApi({ '/api/profile': (_url, request) => ({ status: request.headers.get('Authorization') === 'Bearer test-access-token' ? 200 : 401, body: {} }) });
    await apiRequest(apiPaths.profile(), { auth: true });
  });

  it('renews the access token once on a 401 (refresh cookie) and repeats the call', async () => {
    startSession(sessionResponse());
    mockApi({
      '/api/profile': (_url, request) => (request.headers.get('Authorization') === 'Bearer fresh-token' ? { status: 200, body: {} } : unauthorized),
      '/api/refresh-token': (_url, request) => {
        expect(request.method).toBe('POST');
        // No body: the web app's refresh token is the httpOnly cookie.
        expect(request.body ?? null).toBeNull();
        return { body: { ...sessionResponse(), accessToken: 'fresh-token' } };
      },
    });
    await apiRequest(apiPaths.profile(), { auth: true });
    expect(requests.map((r) => r.pathname)).toEqual(['/api/profile', '/api/refresh-token', '/api/profile']);
  });

  it("ends the session with 'Authentication failed' when the renewal is refused", async () => {
    startSession(sessionResponse());
    const failed = vi.fn();
    const unsubscribe = onAuthFailure(failed);
    mockApi({ '/api/profile': unauthorized, '/api/refresh-token': unauthorized });
    const error = await apiRequest(apiPaths.profile(), { auth: true }).catch((e: unknown) => e);
    unsubscribe();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(AUTHENTICATION_FAILED);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(getSessionUser()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it("refuses authenticated calls without a session ('No access token available') without asking the server", async () => {
    mockApi({});
    await expect(apiRequest(apiPaths.profile(), { auth: true })).rejects.toThrow(NO_ACCESS_TOKEN);
    expect(requests).toHaveLength(0);
  });
});
