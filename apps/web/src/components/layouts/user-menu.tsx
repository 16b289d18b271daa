import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { useT } from '@/lib/i18n/use-t';

// The signed-in menu (greeting, My Account, Logout) is its own chunk: visitors' pages never need it.
const SignedInMenu = lazy(() => import('./signed-in-menu').then((m) => ({ default: m.SignedInMenu })));

/**
 * The header's account control: a Login link for visitors; for a logged-in user a greeting by
 * first name that opens My Account and Logout.
 */
export function UserMenu() {
  const { user } = useSession();
  const t = useT('common');
  if (!user) {
    return (
      <Link
        to={paths.login()}
        className="hidden rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 sm:inline-flex dark:bg-teal-400 dark:text-slate-950 dark:hover:bg-teal-300"
      >
        {t('header.login')}
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInMenu firstName={user.firstName} />
    </Suspense>
  );
}
