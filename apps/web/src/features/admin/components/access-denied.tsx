import ShieldAlert from 'lucide-react/icons/shield-alert';
import { ADMIN_ACCESS_DENIED } from '@dawa/shared/auth/rules';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** What a visitor, a customer, or staff without a section of their role see on /admin (the spec's text). */
export function AccessDenied({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-red-700 dark:text-red-400" />
      <h1 className="mt-4 text-2xl font-bold">{ADMIN_ACCESS_DENIED}</h1>
      <div className="mt-6 flex justify-center gap-3">
        <Link to={paths.home()} className={buttonClasses('secondary')}>
          Go to Home
        </Link>
        {signedIn ? null : (
          <Link to={paths.login()} state={{ from: '/admin' }} className={buttonClasses('primary')}>
            Log in
          </Link>
        )}
      </div>
    </div>
  );
}
