import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';

/** A chunk that no longer exists after a deploy: reloading fetches the new one. */
function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

/**
 * What a page that crashed shows instead: a calm retry screen (unknown pages, categories and
 * products have the real 404 page, rendered by their routes, not by this screen).
 */
export function RouteError({ error }: { error: unknown }) {
  const stale = isStaleChunkError(error);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title="Something went wrong" description="This page could not be shown." />
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        {stale ? 'A newer version of Dawa is available. Reload the page to continue.' : 'This page could not be shown. Please try again.'}
      </p>
      <div className="mt-8 flex gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to={paths.home()} className={buttonClasses('secondary')}>
          Go to Home
        </Link>
      </div>
    </div>
  );
}
