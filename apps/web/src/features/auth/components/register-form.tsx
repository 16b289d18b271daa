import { DEFAULT_PHONE_COUNTRY, PASSWORDS_DO_NOT_MATCH, PHONE_COUNTRY_CODES } from '@dawa/shared/auth/rules';
import { RegisterBodySchema } from '@dawa/shared/auth/schemas';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorTextClasses, FormMessage, TextField } from '@/components/ui/field';
import { inputClasses, labelClasses, narrowSelectClasses } from '@/components/ui/form-styles';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf, firstFieldErrors, type FieldErrors } from '@/lib/form';
import { register } from '../api/register';
import { AuthCard, textLinkClasses } from './auth-card';
import { NewPasswordFields } from './password-fields';
import type { OtpNavigationState } from './verify-otp-page';
import { useT } from '@/lib/i18n/use-t';
import { useApiErrorText } from '@/lib/i18n/api-error-text';
import { useFieldErrorText } from '@/lib/field-error-text';


const empty = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', phoneCountry: DEFAULT_PHONE_COUNTRY as string, phone: '' };

/** /register: the account form; on success the code screen opens for the address. */
export function RegisterForm() {
  const t = useT('auth');
  const errorText = useApiErrorText();
  const fieldText = useFieldErrorText();
  const navigate = useNavigate();
  const phoneId = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const { confirmPassword, phone, phoneCountry, ...rest } = values;
    const parsed = RegisterBodySchema.safeParse({ ...rest, ...(phone.trim() ? { phone, phoneCountry } : { phoneCountry }) });
    const nextErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    if (confirmPassword !== values.password) nextErrors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
    setErrors(nextErrors);
    if (!parsed.success || nextErrors.confirmPassword) return;
    setBusy(true);
    try {
      const { email } = await register(parsed.data);
      const state: OtpNavigationState = { codeSent: true };
      await navigate(paths.verifyOtp(email), { state });
    } catch (err) {
      if (err instanceof ApiError) setErrors(firstFieldErrors(err.fieldErrors));
      setError(errorText(err, t('register.failed')));
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('register.title')} description={t('register.description')} subtitle={t('register.subtitle')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('register.firstName')} name="firstName" autoComplete="given-name" value={values.firstName} onChange={(e) => set('firstName')(e.target.value)} error={fieldText(errors.firstName)} />
          <TextField label={t('register.lastName')} name="lastName" autoComplete="family-name" value={values.lastName} onChange={(e) => set('lastName')(e.target.value)} error={fieldText(errors.lastName)} />
        </div>
        <TextField label={t('register.email')} type="email" name="email" autoComplete="email" value={values.email} onChange={(e) => set('email')(e.target.value)} error={fieldText(errors.email)} />
        <NewPasswordFields
          password={values.password}
          confirm={values.confirmPassword}
          onPassword={set('password')}
          onConfirm={set('confirmPassword')}
          passwordError={errors.password}
          confirmError={errors.confirmPassword}
        />
        <fieldset>
          <legend className={labelClasses}>{t('register.phone')}</legend>
          <div className="flex gap-2">
            <label htmlFor={`${phoneId}-country`} className="sr-only">
              {t('register.countryCode')}
            </label>
            <select
              id={`${phoneId}-country`}
              name="phoneCountry"
              value={values.phoneCountry}
              onChange={(e) => set('phoneCountry')(e.target.value)}
              className={narrowSelectClasses}
            >
              {PHONE_COUNTRY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
            <label htmlFor={`${phoneId}-number`} className="sr-only">
              {t('register.phoneNumber')}
            </label>
            <input
              id={`${phoneId}-number`}
              type="tel"
              name="phone"
              inputMode="tel"
              autoComplete="tel-national"
              value={values.phone}
              onChange={(e) => set('phone')(e.target.value)}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? `${phoneId}-error` : undefined}
              className={inputClasses}
            />
          </div>
          {errors.phone ? (
            <p id={`${phoneId}-error`} className={errorTextClasses}>
              {fieldText(errors.phone)}
            </p>
          ) : null}
        </fieldset>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? t('register.busy') : t('register.submit')}
        </Button>
        <p className="text-center text-sm text-slate-600 dark:text-slate-300">
          {t('register.haveAccount')}{' '}
          <Link to={paths.login()} className={textLinkClasses}>
            {t('register.login')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
