import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useT } from '@/lib/i18n/use-t';
import { servedSettings } from '@/lib/served-settings';

export default function RegisterRoute() {
  const t = useT('auth');
  // New registrations switched off in System Settings: say so instead of a form the API would refuse.
  if (!servedSettings().features.registrations) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('register.title')}</h1>
        <p role="status" className="mt-4">
          {t('registerOff.closed')}
        </p>
        <Link to={paths.login()} className="mt-6 inline-block font-semibold text-teal-700 underline dark:text-teal-300">
          {t('registerOff.goLogin')}
        </Link>
      </div>
    );
  }
  return <RegisterForm />;
}
