import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageResponseSchema, ProfilePictureResponseSchema, ProfileSchema } from '@dawa/shared/auth/schemas';
import { users } from '../../src/db/schema/index.ts';
import { bearer, createVerifiedUser, expectError } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getProfile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/profile', headers });
const putProfile = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/profile', headers, payload });

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----dawa${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'POST', url: '/api/profile/upload', headers: { ...headers, ...body.headers }, payload: body.payload });

const photo = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return (format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.webp()).toBuffer();
};

const avatarFiles = () => {
  const dir = path.join(t.dataDir, 'uploads', 'avatars');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const keyOf = (url: string) => url.split('/').pop() ?? '';

describe('GET and PUT /api/profile', () => {
  it('needs a login', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/profile' }), 401, 'Authentication required');
    expectError(await t.app.inject({ method: 'PUT', url: '/api/profile', payload: { firstName: 'X' } }), 401, 'Authentication required');
  });

  it('shows the caller their own profile, with +91 by default and no password hash', async () => {
    const user = await createVerifiedUser(t, { firstName: 'Meera', lastName: 'Iyer' });
    const res = await getProfile(user.headers);
    const profile = ProfileSchema.parse(res.json());
    expect(profile).toMatchObject({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: user.email,
      role: 'user',
      phoneCountry: '+91',
      phone: null,
      dob: null,
      profilePicture: null,
      emailVerified: true,
    });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });

  it('saves personal information, normalising the date of birth to yyyy-mm-dd', async () => {
    const user = await createVerifiedUser(t);
    const res = await putProfile(user.headers, {
      firstName: 'Kavya',
      lastName: 'Nair',
      email: user.email,
      phoneCountry: '+44',
      phone: '020 7946 0958',
      dob: '07-03-1990',
      country: 'IN',
      state: 'Kerala',
      city: 'Kochi',
      postalCode: '682001',
      address: '12 MG Road',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ProfileSchema.parse(res.json())).toMatchObject({
      firstName: 'Kavya',
      dob: '1990-03-07',
      phone: '02079460958',
      phoneCountry: '+44',
      country: 'IN',
      city: 'Kochi',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row).toMatchObject({
      firstName: 'Kavya',
      lastName: 'Nair',
      dob: '1990-03-07',
      state: 'Kerala',
      postalCode: '682001',
      address: '12 MG Road',
    });

    // Only the fields sent change; empty strings clear optional fields.
    const partial = ProfileSchema.parse((await putProfile(user.headers, { city: '', dob: '' })).json());
    expect(partial).toMatchObject({ firstName: 'Kavya', city: null, dob: null, state: 'Kerala' });
  });

  it('never changes the e-mail', async () => {
    const user = await createVerifiedUser(t);
    const res = await putProfile(user.headers, { firstName: 'New', email: 'someone.else@example.in' });
    const body = expectError(res, 400, 'Email cannot be changed for security reasons');
    expect(body.fieldErrors?.email).toEqual(['Email cannot be changed for security reasons']);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.firstName).toBe('Asha');
  });

  it('refuses bad values with readable messages and writes nothing', async () => {
    const user = await createVerifiedUser(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ dob: '31-02-1990' }, 'dob'],
      [{ country: 'Atlantis' }, 'country'],
      [{ phoneCountry: '+999' }, 'phoneCountry'],
      [{ phone: 'call me' }, 'phone'],
      [{ firstName: '' }, 'firstName'],
      [{ address: 'x'.repeat(301) }, 'address'],
      [{ role: 'admin' }, ''],
      [{ firstName: 42 }, 'firstName'],
    ];
    for (const [payload, field] of cases) {
      const body = expectError(await putProfile(user.headers, payload), 400);
      expect(body.code).toBe('invalid_input');
      if (field) expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row).toMatchObject({ firstName: 'Asha', dob: null, country: null, role: 'user' });
  });

  it('acts only on the account of the token', async () => {
    const alice = await createVerifiedUser(t, { firstName: 'Alice' });
    const bob = await createVerifiedUser(t, { firstName: 'Bob' });
    await putProfile(alice.headers, { city: 'Pune' });
    expect(ProfileSchema.parse((await getProfile(bob.headers)).json())).toMatchObject({ firstName: 'Bob', city: null });
    expect(ProfileSchema.parse((await getProfile(alice.headers)).json())).toMatchObject({ firstName: 'Alice', city: 'Pune' });
  });
});

describe('POST /api/profile/upload and DELETE /api/profile/profile-picture', () => {
  it('re-encodes an image to a 200x200 JPEG under a random name and serves it', async () => {
    const user = await createVerifiedUser(t);
    const res = await upload(user.headers, multipart('profilePicture', 'my-selfie.png', 'image/png', await photo(640, 480)));
    expect(res.statusCode, res.body).toBe(200);
    const { profilePictureUrl } = ProfilePictureResponseSchema.parse(res.json());
    expect(profilePictureUrl).toMatch(/^\/api\/media\/avatars\/[A-Za-z0-9_-]{24}\.jpg$/);
    expect(profilePictureUrl).not.toContain('selfie');

    const served = await t.app.inject({ method: 'GET', url: profilePictureUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 200 });
    expect(avatarFiles()).toContain(keyOf(profilePictureUrl));

    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.profilePictureKey).toBe(keyOf(profilePictureUrl));
    expect(ProfileSchema.parse((await getProfile(user.headers)).json()).profilePicture).toBe(profilePictureUrl);
  });

  it('replaces the previous picture and deletes its file', async () => {
    const user = await createVerifiedUser(t);
    const first = ProfilePictureResponseSchema.parse(
      (await upload(user.headers, multipart('profilePicture', 'a.jpg', 'image/jpeg', await photo(300, 300, 'jpeg')))).json(),
    );
    const second = ProfilePictureResponseSchema.parse(
      (await upload(user.headers, multipart('profilePicture', 'b.webp', 'image/webp', await photo(100, 400, 'webp')))).json(),
    );
    expect(second.profilePictureUrl).not.toBe(first.profilePictureUrl);
    expect(avatarFiles()).not.toContain(keyOf(first.profilePictureUrl));
    expect((await t.app.inject({ method: 'GET', url: first.profilePictureUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.profilePictureUrl })).statusCode).toBe(200);
  });

  it('checks the file by its bytes: a non-image named and labelled as an image is refused', async () => {
    const user = await createVerifiedUser(t);
    const before = avatarFiles().length;
    const disguised = multipart('profilePicture', 'photo.png', 'image/png', Buffer.from('<?php echo "not an image"; ?>'.repeat(20)));
    expectError(await upload(user.headers, disguised), 415, 'Please select an image file');
    const pdf = multipart('profilePicture', 'scan.jpg', 'image/jpeg', Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(500)]));
    expectError(await upload(user.headers, pdf), 415, 'Please select an image file');
    const truncated = (await photo(200, 200, 'png')).subarray(0, 60);
    expectError(await upload(user.headers, multipart('profilePicture', 'x.png', 'image/png', truncated)), 400);
    expect(avatarFiles().length).toBe(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.profilePictureKey).toBeNull();
  });

  it('enforces the 5 MB limit on the server', async () => {
    const user = await createVerifiedUser(t);
    const big = Buffer.concat([await photo(50, 50, 'png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expectError(
      await upload(user.headers, multipart('profilePicture', 'big.png', 'image/png', big)),
      413,
      'Image size should be less than 5MB',
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.profilePictureKey).toBeNull();
  });

  it('refuses a request without the profilePicture file', async () => {
    const user = await createVerifiedUser(t);
    expectError(
      await upload(user.headers, multipart('avatar', 'me.png', 'image/png', await photo(50, 50))),
      400,
      'Please select an image file',
    );
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/profile/upload', headers: user.headers, payload: { profilePicture: 'x' } }),
      400,
      'Please select an image file',
    );
    expectError(await upload({}, multipart('profilePicture', 'me.png', 'image/png', await photo(50, 50))), 401, 'Authentication required');
  });

  it('removes the picture and its file', async () => {
    const user = await createVerifiedUser(t);
    const { profilePictureUrl } = ProfilePictureResponseSchema.parse(
      (await upload(user.headers, multipart('profilePicture', 'me.png', 'image/png', await photo(80, 80)))).json(),
    );
    const res = await t.app.inject({ method: 'DELETE', url: '/api/profile/profile-picture', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(MessageResponseSchema.parse(res.json()).message).toBe('Profile picture removed successfully!');
    expect(avatarFiles()).not.toContain(keyOf(profilePictureUrl));
    expect(ProfileSchema.parse((await getProfile(user.headers)).json()).profilePicture).toBeNull();
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile/profile-picture', headers: user.headers })).statusCode).toBe(200);
  });

  it('answers unknown or malformed avatar names with 404 or 400', async () => {
    expect((await t.app.inject('/api/media/avatars/AAAAAAAAAAAAAAAAAAAAAAAA.jpg')).statusCode).toBe(404);
    expect((await t.app.inject('/api/media/avatars/..%2F..%2Fsecrets.json')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/media/avatars/x.jpg', headers: bearer('x') })).statusCode).toBe(400);
  });
});
