import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, normalizeDob, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, personNameProblem } from './rules.ts';
import { NewPasswordSchema, RegisterBodySchema, UpdateProfileBodySchema } from './schemas.ts';

describe('meetsPasswordPolicy (8+ characters with a lowercase, an uppercase, a digit and one of @$!%*?&)', () => {
  it.each([
    ['Secure@123', true],
    ['Dawa@2026', true],
    ['Aa1@aaaa', true],
    ['Aa1$bbbb', true],
    ['Aa1!cccc', true],
    ['Aa1%dddd', true],
    ['Aa1*eeee', true],
    ['Aa1?ffff', true],
    ['Aa1&gggg', true],
    ['Aa1@aaa', false], // 7 characters
    ['aa1@aaaa', false], // no uppercase
    ['AA1@AAAA', false], // no lowercase
    ['Aaa@aaaa', false], // no digit
    ['Aa1aaaaa', false], // no special character
    ['Aa1#aaaa', false], // '#' is not one of the spec's specials
    ['Aa1 aaaa', false],
    ['', false],
    [`Aa1@${'a'.repeat(PASSWORD_MAX_LENGTH - 4)}`, true],
    [`Aa1@${'a'.repeat(PASSWORD_MAX_LENGTH - 3)}`, false], // over the maximum
  ])('%j → %s', (password, expected) => {
    expect(meetsPasswordPolicy(password)).toBe(expected);
  });

  it('agrees with NewPasswordSchema and its message', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(NewPasswordSchema.safeParse('Secure@123').success).toBe(true);
    const result = NewPasswordSchema.safeParse('password');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Password must be at least 8 characters and contain uppercase, lowercase, number, and special character.',
    );
  });
});

describe('normalizeDob (to yyyy-mm-dd; null when not a real date)', () => {
  it.each([
    ['1990-03-07', '1990-03-07'],
    ['1990/3/7', '1990-03-07'],
    ['1990.03.07', '1990-03-07'],
    ['07-03-1990', '1990-03-07'],
    ['7/3/1990', '1990-03-07'],
    ['07.03.1990', '1990-03-07'],
    [' 31-12-1999 ', '1999-12-31'],
    ['29-02-2000', '2000-02-29'], // leap year
    ['29-02-1900', null], // not a leap year
    ['29-02-2023', null],
    ['31-04-2001', null],
    ['2001-13-01', null],
    ['00-01-2001', null],
    ['2001-01-00', null],
    ['1990-3', null],
    ['07-03-90', null],
    ['March 7, 1990', null],
    ['', null],
    ['1990-03-07T00:00:00Z', null],
  ])('%j → %s', (input, expected) => {
    expect(normalizeDob(input)).toBe(expected);
  });

  it('is applied by the profile schema, which says what is wrong', () => {
    expect(UpdateProfileBodySchema.parse({ dob: '07-03-1990' }).dob).toBe('1990-03-07');
    expect(UpdateProfileBodySchema.parse({ dob: '' }).dob).toBeNull();
    const bad = UpdateProfileBodySchema.safeParse({ dob: '31-02-1990' });
    expect(bad.error?.issues[0]?.message).toBe('Date of birth must be a real date (yyyy-mm-dd)');
  });
});

describe("personNameProblem (letters of any script, spaces and . ' -; nothing that carries a link)", () => {
  it.each([
    ['Asha', null],
    ['Mary-Jane', null],
    ["O'Brien", null],
    ['D’Souza', null],
    ['J. R. R.', null],
    ['Jr.', null],
    ['Anne Marie', null],
    ['आशा', null],
    ['राजेश कुमार', null],
    ['प्रिया', null],
    ['Zoë', null],
    ['', 'First name is required'],
    ['A'.repeat(61), 'First name must be at most 60 characters'],
    ['A'.repeat(60), null],
    ['Asha2', "First name can only contain letters, spaces and . ' -"],
    ['आशा१', "First name can only contain letters, spaces and . ' -"],
    ['http://evil.example', "First name can only contain letters, spaces and . ' -"],
    ['<b>Asha</b>', "First name can only contain letters, spaces and . ' -"],
    ['Asha&co', "First name can only contain letters, spaces and . ' -"],
    ['-Asha', "First name can only contain letters, spaces and . ' -"],
    ['evil.example', 'First name cannot be a web address'],
    ['Visit www.evil.in now', 'First name cannot be a web address'],
  ])('%j → %s', (name, expected) => {
    expect(personNameProblem(name, 'First name')).toBe(expected);
  });

  it('is what the registration and profile schemas check, after trimming', () => {
    const body = { firstName: '  आशा  ', lastName: 'evil.example', email: 'a@example.in', password: 'Secure@123' };
    const result = RegisterBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['lastName', 'Last name cannot be a web address']]);
    expect(RegisterBodySchema.parse({ ...body, lastName: 'Verma' }).firstName).toBe('आशा');
  });
});
