/** Account rules shared by the forms and the API (the API enforces them; the forms explain them early). */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The spec's policy: 8+ characters with a lowercase, an uppercase, a digit and one of @$!%*?&. */
export const PASSWORD_POLICY_MESSAGE =
  'Password must be at least 8 characters and contain uppercase, lowercase, number, and special character.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[@$!%*?&]/.test(password)
  );
}

/**
 * A person's name as typed at registration or in the profile: letters of any script (Devanagari with its
 * vowel signs included), spaces, and . ' - between them. Names are put into mails, so nothing that can
 * carry a link or markup gets in: no digits, no '<>', ':' or '/', and no 'word.word' that reads as a domain.
 */
export const PERSON_NAME_MAX_LENGTH = 60;
const PERSON_NAME_CHARACTERS = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
const DOMAIN_LIKE = /\p{L}{2,}\.\p{L}{2,}/u;

/** Why a (trimmed) name is refused, or null when it is a name; `label` is e.g. 'First name'. */
export function personNameProblem(name: string, label: string): string | null {
  if (name.length === 0) return `${label} is required`;
  if (name.length > PERSON_NAME_MAX_LENGTH) return `${label} must be at most ${PERSON_NAME_MAX_LENGTH} characters`;
  if (!PERSON_NAME_CHARACTERS.test(name)) return `${label} can only contain letters, spaces and . ' -`;
  if (DOMAIN_LIKE.test(name)) return `${label} cannot be a web address`;
  return null;
}

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

export const DELETE_ACCOUNT_PHRASE = 'DELETE MY ACCOUNT';

/** Ordinary customers (`user`) and the three staff roles; the server enforces them on every route. */
export const ROLES = ['user', 'doctor', 'pharmacist', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that work in the /admin dashboard (each sees only the sections of its role). */
export const STAFF_ROLES = ['doctor', 'pharmacist', 'admin'] as const satisfies readonly Role[];
export const isStaffRole = (role: Role): boolean => (STAFF_ROLES as readonly Role[]).includes(role);

/** The spec's refusal of /admin, in the browser and as the API's 403 on admin-only routes. */
export const ADMIN_ACCESS_DENIED = 'Access denied. Admins only.';
/** The API's 403 on a staff route open to other staff roles too. */
export const STAFF_ACCESS_DENIED = 'Access denied. This part of the dashboard is not open to your role.';

/** Phone dial codes offered (spec: +1, +44, +91, +49, +33, +81, +86, +61); +91 is the default for this Indian store. */
export const PHONE_COUNTRY_CODES = ['+91', '+1', '+44', '+49', '+33', '+81', '+86', '+61'] as const;
export const DEFAULT_PHONE_COUNTRY = '+91';

/** The 15 countries of the profile form. */
export const COUNTRIES = [
  { code: 'IN', name: 'India' },
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'UK', name: 'United Kingdom' },
  { code: 'AU', name: 'Australia' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'JP', name: 'Japan' },
  { code: 'BR', name: 'Brazil' },
  { code: 'MX', name: 'Mexico' },
  { code: 'CN', name: 'China' },
  { code: 'RU', name: 'Russia' },
  { code: 'IT', name: 'Italy' },
  { code: 'ES', name: 'Spain' },
  { code: 'KR', name: 'South Korea' },
] as const;

/**
 * Normalises a date of birth typed in dd-mm-yyyy, dd/mm/yyyy, yyyy-mm-dd or yyyy/mm/dd to
 * yyyy-mm-dd; null when it is not a real calendar date.
 */
export function normalizeDob(input: string): string | null {
  const text = input.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
    if (!match) return null;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_SIZE_PX = 200;
