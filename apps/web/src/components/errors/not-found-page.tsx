import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';

/** The real 404 page: any unknown path, an unknown category, and a product the API does not have. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Page Not Found" description="The page you were looking for does not exist on Dawa." />
      <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase dark:text-teal-300">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home()} className={buttonClasses('primary', 'mt-8')}>
        Go to Home
      </Link>
    </div>
  );
}
