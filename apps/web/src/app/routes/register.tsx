import { FEATURE_OFF_MESSAGES } from '@dawa/shared/system/settings';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { servedSettings } from '@/lib/served-settings';

export default function RegisterRoute() {
  // New registrations switched off in System Settings: say so instead of a form the API would refuse.
  if (!servedSettings().features.registrations) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Create Account</h1>
        <p role="status" className="mt-4">
          {FEATURE_OFF_MESSAGES.registrations}
        </p>
        <Link to={paths.login()} className="mt-6 inline-block font-semibold text-teal-700 underline dark:text-teal-300">
          Go to Login
        </Link>
      </div>
    );
  }
  return <RegisterForm />;
}
