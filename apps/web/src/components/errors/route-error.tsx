import { Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { SectionErrorBoundary } from './section-error-boundary';
import { useFirstScreenReady } from '@/lib/first-screen';

/** A chunk that no longer exists after a deploy: reloading fetches the new one. */
function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

interface Texts {
  title: string;
  description: string;
  stale: string;
  text: string;
  reload: string;
  home: string;
}

/**
 * The screen's English, kept here as well as in the 'ui' catalogue: this screen must show even when
 * no text chunk can be fetched (a deploy removed them, or the network is gone), and it stays out of
 * the first page's chunks of texts until a page crashes.
 */
const ENGLISH: Texts = {
  title: 'Something went wrong',
  description: 'This page could not be shown.',
  stale: 'A newer version of Dawa is available. Reload the page to continue.',
  text: 'This page could not be shown. Please try again.',
  reload: 'Reload page',
  home: 'Go to Home',
};

function ErrorScreen({ texts, stale }: { texts: Texts; stale: boolean }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta title={texts.title} description={texts.description} />
      <h1 className="text-3xl font-bold">{texts.title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{stale ? texts.stale : texts.text}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          {texts.reload}
        </button>
        <Link to={paths.home()} className={buttonClasses('secondary')}>
          {texts.home}
        </Link>
      </div>
    </div>
  );
}

function TranslatedErrorScreen({ stale }: { stale: boolean }) {
  const t = useT('ui');
  const texts: Texts = {
    title: t('routeError.title'),
    description: t('routeError.description'),
    stale: t('routeError.stale'),
    text: t('routeError.text'),
    reload: t('routeError.reload'),
    home: t('notFound.home'),
  };
  return <ErrorScreen texts={texts} stale={stale} />;
}

/**
 * What a page that crashed shows instead: a calm retry screen (unknown pages, categories and
 * products have the real 404 page, rendered by their routes, not by this screen). In the page's
 * language once its texts are there; in English while they load or when they cannot.
 */
export function RouteError({ error }: { error: unknown }) {
  const stale = isStaleChunkError(error);
  // A page that crashed shows this screen, not the picture of the page the server painted.
  useFirstScreenReady();
  const english = <ErrorScreen texts={ENGLISH} stale={stale} />;
  return (
    <SectionErrorBoundary fallback={english}>
      <Suspense fallback={english}>
        <TranslatedErrorScreen stale={stale} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
