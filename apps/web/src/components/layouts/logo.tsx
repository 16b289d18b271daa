import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

export function Logo() {
  const t = useT('common');
  return (
    <Link to={paths.home()} className="flex shrink-0 items-center gap-2 rounded-lg" aria-label={t('header.home')}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" className="fill-teal-700 dark:fill-teal-400" />
        <path d="M14 8h4v6h6v4h-6v6h-4v-6H8v-4h6z" className="fill-white dark:fill-slate-950" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">Dawa</span>
    </Link>
  );
}
