import type { BlogArticleResponse as BlogArticle } from '@dawa/shared/content/blog-api';
import { readingMinutes } from '@dawa/shared/content/blog-format';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '@/components/errors/not-found-page';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageMeta } from '@/components/ui/page-meta';
import { ErrorPanel } from '@/components/errors/error-panel';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/use-format';
import { useLanguage, useT } from '@/lib/i18n/use-t';
import { useBlogArticle } from '../api/get-blog';
import { fill } from './static-page';

/** /blog/:slug: one article; an unknown slug is the app's 'Page Not Found'. */
export function BlogArticlePage() {
  const { slug = '' } = useParams();
  const article = useBlogArticle(slug);
  const t = useT('content');
  if (article.isPending) return <p role="status" className="mx-auto max-w-3xl px-4 py-8">{t('blog.loadingArticle')}</p>;
  if (article.isError) {
    if (article.error instanceof ApiError && article.error.status === 404) return <NotFoundPage />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ErrorPanel message={t('blog.articleFailed')} onRetry={() => void article.refetch()} />
      </div>
    );
  }
  return <ArticleView article={article.data} />;
}

function ArticleView({ article }: { article: BlogArticle }) {
  const t = useT('content');
  const format = useFormat();
  const minutes = readingMinutes(article);
  // Articles are written in English: on a Hindi page their text is marked so (screen readers switch voice).
  const articleLang = useLanguage() === 'en' ? undefined : 'en';
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageMeta title={article.title} description={article.summary} />
      <Breadcrumbs items={[{ label: t('page.home'), to: paths.home() }, { label: t('blog.breadcrumb'), to: paths.blog() }, { label: article.title }]} />
      <article>
        <header>
          <h1 lang={articleLang} className="text-2xl leading-tight font-bold sm:text-3xl">
            {article.title}
          </h1>
          <p lang={articleLang} className="mt-3 text-lg text-slate-700 dark:text-slate-300">
            {article.summary}
          </p>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            {fill(t('blog.author', { author: '{author}', role: article.author.role }), {
              author: <span className="font-semibold text-slate-800 dark:text-slate-200">{article.author.name}</span>,
            })}
            <br />
            {fill(t('blog.published', { date: '{date}', minutes }), {
              date: <time dateTime={article.date}>{format.date(`${article.date}T00:00:00Z`, 'dateLong', 'UTC')}</time>,
            })}
          </p>
        </header>
        <img src={article.image} alt={article.imageAlt} width={800} height={450} className="mt-6 aspect-video w-full rounded-2xl object-cover" />
        <div lang={articleLang} className="mt-8 space-y-8 leading-relaxed">
          {article.sections.map((section) => (
            <section key={section.heading} aria-labelledby={headingId(section.heading)}>
              <h2 id={headingId(section.heading)} className="text-xl font-bold">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-slate-800 dark:text-slate-200">
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800 dark:text-slate-200">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
        <footer className="mt-10 space-y-4 border-t border-slate-200 pt-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <div>
            <h2 className="font-semibold text-slate-800 dark:text-slate-200">{t('blog.sources')}</h2>
            <ul lang={articleLang} className="mt-2 list-disc space-y-1 pl-5">
              {article.sources.map((source) => (
                <li key={source}>{source}</li>
              ))}
            </ul>
          </div>
          <p>
            {t('blog.disclaimer')}
          </p>
          <Link to={paths.blog()} className="inline-block font-medium text-teal-800 hover:underline dark:text-teal-300">
            {t('blog.all')}
          </Link>
        </footer>
      </article>
    </div>
  );
}

const headingId = (heading: string) => `section-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
