import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataExportSchema } from '@dawa/shared/account/data-export';
import { DEFAULT_SETTINGS, SettingsSchema } from '@dawa/shared/account/settings';
import { MessageResponseSchema, ProfilePictureResponseSchema } from '@dawa/shared/auth/schemas';
import { emailVerificationLinks, oneTimeCodes, refreshTokens, users, userSettings } from '../../src/db/schema/index.ts';
import { createVerifiedUser, expectError, login, mailsTo, registerUser } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/refresh-token', payload: { refreshToken } });

describe('GET and PUT /api/settings', () => {
  it('starts with the spec defaults and needs a login', async () => {
    const user = await createVerifiedUser(t);
    const res = await call('GET', '/api/settings', user.headers);
    expect(SettingsSchema.parse(res.json())).toEqual(DEFAULT_SETTINGS);
    expectError(await t.app.inject({ method: 'GET', url: '/api/settings' }), 401, 'Authentication required');
  });

  it('saves any subset and answers all 14, kept in the database', async () => {
    const user = await createVerifiedUser(t);
    const res = await call('PUT', '/api/settings', user.headers, {
      darkMode: true,
      language: 'hi',
      timezone: 'IST',
      smsNotifications: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = SettingsSchema.parse(res.json());
    expect(saved).toEqual({ ...DEFAULT_SETTINGS, darkMode: true, language: 'hi', timezone: 'IST', smsNotifications: true });
    expect(SettingsSchema.parse((await call('GET', '/api/settings', user.headers)).json())).toEqual(saved);
    const [row] = await t.database.db.select().from(userSettings).where(eq(userSettings.userId, user.session.user.id));
    expect(row).toMatchObject({ darkMode: true, language: 'hi', timezone: 'IST' });
  });

  it('refuses unknown values and fields, writing nothing', async () => {
    const user = await createVerifiedUser(t);
    for (const payload of [
      { language: 'tlh' },
      { darkMode: 'yes' },
      { profileVisibility: 'everyone' },
      { darkMode: true, colour: 'teal' },
    ]) {
      expect(expectError(await call('PUT', '/api/settings', user.headers, payload), 400).code).toBe('invalid_input');
    }
    expect(SettingsSchema.parse((await call('GET', '/api/settings', user.headers)).json())).toEqual(DEFAULT_SETTINGS);
  });
});

describe('POST /api/settings/change-password', () => {
  it('changes the password after checking the current one, ending every other session but this one', async () => {
    const user = await createVerifiedUser(t);
    const otherDevice = await login(t, user.email, user.password);
    const res = await call('POST', '/api/settings/change-password', user.headers, {
      currentPassword: user.password,
      newPassword: 'Changed@2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(MessageResponseSchema.parse(res.json()).message).toBe('Password changed successfully!');
    expectError(await refresh(otherDevice.refreshToken), 401);
    expect((await refresh(user.session.refreshToken)).statusCode).toBe(200);
    expectError(await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } }), 401);
    await login(t, user.email, 'Changed@2026');
  });

  it('refuses a wrong current password with a 400 on the field (the session is fine) and a weak new one', async () => {
    const user = await createVerifiedUser(t);
    const wrong = expectError(
      await call('POST', '/api/settings/change-password', user.headers, { currentPassword: 'Wrong@1234', newPassword: 'Changed@2026' }),
      400,
      'Current password is incorrect.',
    );
    expect(wrong.fieldErrors?.currentPassword).toEqual(['Current password is incorrect.']);
    const weak = expectError(
      await call('POST', '/api/settings/change-password', user.headers, { currentPassword: user.password, newPassword: 'short' }),
      400,
    );
    expect(weak.fieldErrors?.newPassword).toBeDefined();
    expectError(
      await call('POST', '/api/settings/change-password', user.headers, { currentPassword: user.password, newPassword: user.password }),
      400,
      'New password must be different from the current password.',
    );
    await login(t, user.email, user.password);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/settings/change-password',
        payload: { currentPassword: user.password, newPassword: 'Changed@2026' },
      }),
      401,
    );
  });
});

describe('POST /api/settings/delete-account', () => {
  async function withPicture() {
    const user = await createVerifiedUser(t, { phone: '9876543210' });
    await call('PUT', '/api/profile', user.headers, { city: 'Jaipur', dob: '1985-12-01', address: '1 Hawa Mahal Rd' });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const boundary = `----dawa${crypto.randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profilePicture"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/profile/upload',
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const key = ProfilePictureResponseSchema.parse(uploaded.json()).profilePictureUrl.split('/').pop() ?? '';
    return { ...user, key };
  }

  it('needs the exact phrase and the password', async () => {
    const user = await createVerifiedUser(t);
    const phrase = expectError(
      await call('POST', '/api/settings/delete-account', user.headers, { password: user.password, confirmation: 'delete my account' }),
      400,
    );
    expect(phrase.fieldErrors?.confirmation).toEqual(['Please type "DELETE MY ACCOUNT" to confirm']);
    const missing = expectError(
      await call('POST', '/api/settings/delete-account', user.headers, { password: '', confirmation: 'DELETE MY ACCOUNT' }),
      400,
    );
    expect(missing.fieldErrors?.password).toEqual(['Password is required']);
    expectError(
      await call('POST', '/api/settings/delete-account', user.headers, { password: 'Wrong@1234', confirmation: 'DELETE MY ACCOUNT' }),
      400,
      'Password is incorrect.',
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.deletedAt).toBeNull();
  });

  it('removes the personal data, keeps an anonymised row, and revokes every session', async () => {
    const user = await withPicture();
    const otherDevice = await login(t, user.email, user.password);
    const res = await call('POST', '/api/settings/delete-account', user.headers, {
      password: user.password,
      confirmation: 'DELETE MY ACCOUNT',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(MessageResponseSchema.parse(res.json()).message).toBe('Account deleted successfully!');
    expect(res.cookies.find((c) => c.name === 'dawa_refresh')?.value).toBe('');

    const id = user.session.user.id;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      email: `deleted-${id}@deleted.invalid`,
      passwordHash: '!',
      firstName: '',
      lastName: '',
      phone: null,
      dob: null,
      city: null,
      address: null,
      profilePictureKey: null,
      role: 'user',
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row)).not.toContain(user.email);
    expect(await t.database.db.select().from(userSettings).where(eq(userSettings.userId, id))).toHaveLength(0);
    expect(await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, id))).toHaveLength(0);
    expect(await t.database.db.select().from(emailVerificationLinks).where(eq(emailVerificationLinks.userId, id))).toHaveLength(0);
    const tokens = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, id));
    expect(tokens.every((r) => r.revokedAt instanceof Date)).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'avatars', user.key))).toBe(false);
    expect(await mailsTo(t, user.email)).toHaveLength(0);

    expectError(await refresh(otherDevice.refreshToken), 401);
    expectError(await refresh(user.session.refreshToken), 401);
    expectError(await call('GET', '/api/profile', user.headers), 401, 'Authentication required');
    expectError(await call('GET', '/api/settings', user.headers), 401, 'Authentication required');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } }),
      401,
      'Invalid email or password.',
    );

    // The address is free again.
    await registerUser(t, { email: user.email });
  });
});

describe('GET /api/settings/download-data', () => {
  it('downloads my-data.json with the profile, the settings and empty lists for a new account', async () => {
    const user = await createVerifiedUser(t);
    await call('PUT', '/api/settings', user.headers, { darkMode: true });
    const res = await call('GET', '/api/settings/download-data', user.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const data = DataExportSchema.parse(res.json());
    expect(data.profile).toMatchObject({ email: user.email, firstName: 'Asha' });
    expect(data.settings).toEqual({ ...DEFAULT_SETTINGS, darkMode: true });
    for (const list of ['orders', 'addresses', 'reviews', 'appointments', 'healthReports', 'prescriptions'] as const)
      expect(data[list]).toEqual([]);
    expect(data.savedCart).toEqual([]);
    expect(data.newsletter).toBeNull();
    expect(res.body).not.toMatch(/argon2|passwordHash/);
    expectError(await t.app.inject({ method: 'GET', url: '/api/settings/download-data' }), 401);
  });
});
