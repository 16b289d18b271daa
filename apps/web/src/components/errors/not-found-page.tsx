import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { useUiT } from '@/components/ui/ui-texts';
import { paths } from '@/config/paths';

/** The real 404 page: any unknown path, an unknown category, and a product the API does not have. */
export function NotFoundPage() {
  const t = useUiT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title={t('notFound.title')} description={t('notFound.description')} />
      <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase dark:text-teal-300">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('notFound.text')}</p>
      <Link to={paths.home()} className={buttonClasses('primary', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
