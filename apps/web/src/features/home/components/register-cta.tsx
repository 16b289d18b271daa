import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { useT } from '@/lib/i18n/use-t';

/** The register link, shown only to visitors who are not logged in. */
export function RegisterCta() {
  const { user } = useSession();
  const t = useT('home');
  if (user) return null;
  return (
    <section
      aria-labelledby="register-heading"
      className="flex flex-col items-start justify-between gap-4 rounded-2xl border border-teal-200 bg-teal-50 p-6 sm:flex-row sm:items-center dark:border-teal-800 dark:bg-slate-900"
    >
      <div>
        <h2 id="register-heading" className="text-xl font-bold">
          {t('register.heading')}
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('register.text')}</p>
      </div>
      <Link to={paths.register()} className={buttonClasses('primary', 'px-6 py-3')}>
        {t('register.cta')}
      </Link>
    </section>
  );
}
