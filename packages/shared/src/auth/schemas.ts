import { z } from 'zod';
import { text } from '../http/primitives.ts';
import {
  COUNTRIES,
  DELETE_ACCOUNT_PHRASE,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_POLICY_MESSAGE,
  PHONE_COUNTRY_CODES,
  ROLES,
  meetsPasswordPolicy,
  normalizeDob,
  personNameProblem,
} from './rules.ts';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));
/** A person's name (personNameProblem): letters incl. Devanagari, spaces and . ' - only, since names go into mails. */
const name = (label: string) =>
  text(label)
    .trim()
    .superRefine((value, ctx) => {
      const problem = personNameProblem(value, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
/** New passwords follow the policy; the server checks it, not only the form. */
export const NewPasswordSchema = text('Password')
  .max(PASSWORD_MAX_LENGTH, PASSWORD_POLICY_MESSAGE)
  .refine(meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE);
/** A password being checked (login, delete, change): only bounded, never policy-checked, so old passwords still work. */
const currentPassword = text('Password').min(1, 'Password is required').max(PASSWORD_MAX_LENGTH, 'Password is too long');
const otp = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`);
const phone = z
  .string()
  .trim()
  .regex(/^[0-9 ]{6,15}$/, 'Phone number must be 6 to 15 digits')
  .transform((s) => s.replace(/\s+/g, ''));

export const RoleSchema = z.enum(ROLES);
export const OtpPurposeSchema = z.enum(['email-verification', 'password-reset']);
export type OtpPurpose = z.infer<typeof OtpPurposeSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const RegisterBodySchema = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email,
    password: NewPasswordSchema,
    phoneCountry: z.enum(PHONE_COUNTRY_CODES).optional(),
    phone: phone.optional(),
  })
  .strict();
export type RegisterBody = z.infer<typeof RegisterBodySchema>;
export const RegisterResponseSchema = z.object({ message: z.string(), email: z.string() });

export const VerifyEmailOtpBodySchema = z.object({ email, otp }).strict();
export const VerifyEmailQuerySchema = z
  .object({ token: text('token').min(16, 'Invalid verification link').max(200, 'Invalid verification link') })
  .strict();
export const EmailBodySchema = z.object({ email }).strict();
export const ResetPasswordBodySchema = z.object({ email, otp, newPassword: NewPasswordSchema }).strict();

export const LoginBodySchema = z.object({ email, password: currentPassword }).strict();

export const UserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: RoleSchema,
  emailVerified: z.boolean(),
  profilePicture: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** Login and refresh answer the tokens; the refresh token is also set as an httpOnly cookie. */
export const SessionResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  user: UserSchema,
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
/** The refresh token may come in the body (spec) or, from the web app, in its httpOnly cookie. */
export const RefreshBodySchema = z.object({ refreshToken: text('refreshToken').min(20).max(200).optional() }).strict();

export const ProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: RoleSchema,
  phoneCountry: z.string(),
  phone: z.string().nullable(),
  dob: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  address: z.string().nullable(),
  profilePicture: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

const optionalText = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((s) => (s === '' ? null : s))
    .nullable();

/** PUT /api/profile: e-mail is not editable ('Email cannot be changed for security reasons'); dob is normalised to yyyy-mm-dd. */
export const UpdateProfileBodySchema = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: text('Email').optional(),
    phoneCountry: z.enum(PHONE_COUNTRY_CODES),
    phone: phone.nullable().or(z.literal('').transform(() => null)),
    dob: text('Date of birth')
      .max(20)
      .transform((s, ctx) => {
        if (s.trim() === '') return null;
        const normalized = normalizeDob(s);
        if (!normalized) ctx.addIssue({ code: 'custom', message: 'Date of birth must be a real date (yyyy-mm-dd)' });
        return normalized;
      })
      .nullable(),
    country: z
      .enum(COUNTRIES.map((c) => c.code) as [string, ...string[]], { message: 'Choose a country from the list' })
      .nullable()
      .or(z.literal('').transform(() => null)),
    state: optionalText('State', 60),
    city: optionalText('City', 60),
    postalCode: optionalText('Postal code', 12),
    address: optionalText('Address', 300),
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const ProfilePictureResponseSchema = z.object({ profilePictureUrl: z.string() });

export const ChangePasswordBodySchema = z.object({ currentPassword, newPassword: NewPasswordSchema }).strict();
export const DeleteAccountBodySchema = z
  .object({
    password: currentPassword,
    confirmation: z.literal(DELETE_ACCOUNT_PHRASE, { message: `Please type "${DELETE_ACCOUNT_PHRASE}" to confirm` }),
  })
  .strict();

export const SiteLockStatusSchema = z.object({ locked: z.boolean() });
export const UnlockBodySchema = z.object({ password: text('Password').min(1, 'Password is required').max(200) }).strict();

export const OutboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** Calendar invitations and other small text attachments. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).nullable(),
  createdAt: z.string(),
});
export const OutboxResponseSchema = z.object({ mails: z.array(OutboxMailSchema) });

/** The e-mail and name fields of the account forms, for other forms on the same fields (User Management). */
export { email as EmailFieldSchema, name as personNameSchema };
