import { readingMinutes } from '@dawa/shared/content/blog-format';
import { Link } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { ErrorPanel } from '@/components/errors/error-panel';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/use-format';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useBlogList } from '../api/get-blog';
import { fill } from './static-page';

/** /blog: the health articles, newest first; each opens its article page. */
export function BlogListPage() {
  const blog = useBlogList();
  const articles = blog.data?.articles ?? [];
  const t = useT('content');
  const format = useFormat();
  // Articles are written in English: on a Hindi page their titles and summaries are marked so.
  const articleLang = useLanguage() === 'en' ? undefined : 'en';
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title={t('blog.title')} description={t('blog.meta')} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('blog.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
        {t('blog.intro')}
      </p>
      {blog.isPending ? (
        <p role="status" className="mt-8">
          {t('blog.loading')}
        </p>
      ) : blog.isError ? (
        <div className="mt-8">
          <ErrorPanel message={t('blog.failed')} onRetry={() => void blog.refetch()} />
        </div>
      ) : null}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug} className="flex">
            <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
              <img src={article.image} alt="" width={800} height={450} loading="lazy" className="aspect-video w-full object-cover" />
              <div className="flex flex-1 flex-col p-5">
                <h2 lang={articleLang} className="text-lg leading-snug font-bold">
                  {/* The link covers the whole card (after:absolute), so the card is one tab stop. */}
                  <Link to={paths.blogArticle(article.slug)} className="after:absolute after:inset-0 hover:underline focus-visible:underline">
                    {article.title}
                  </Link>
                </h2>
                <p lang={articleLang} className="mt-2 flex-1 text-sm text-slate-700 dark:text-slate-300">
                  {article.summary}
                </p>
                <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
                  {fill(t('blog.byline', { author: article.author.name, date: '{date}', minutes: readingMinutes(article) }), {
                    date: <time dateTime={article.date}>{format.date(`${article.date}T00:00:00Z`, 'dateLong', 'UTC')}</time>,
                  })}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
