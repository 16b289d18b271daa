import { formatArticleDate, readingMinutes } from '@dawa/shared/content/blog-format';
import { Link } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { ErrorPanel } from '@/components/errors/error-panel';
import { paths } from '@/config/paths';
import { useBlogList } from '../api/get-blog';

/** /blog: the health articles, newest first; each opens its article page. */
export function BlogListPage() {
  const blog = useBlogList();
  const articles = blog.data?.articles ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageMeta title="Health Blog" description="Practical health articles for Indian families from Dawa's pharmacists and doctors." />
      <h1 className="text-2xl font-bold sm:text-3xl">Health Blog</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
        Practical advice for Indian homes, written and reviewed by our pharmacists and doctors. It is general information, not a substitute for
        your own doctor&apos;s advice.
      </p>
      {blog.isPending ? (
        <p role="status" className="mt-8">
          Loading articles...
        </p>
      ) : blog.isError ? (
        <div className="mt-8">
          <ErrorPanel message="Failed to load articles. Please try again." onRetry={() => void blog.refetch()} />
        </div>
      ) : null}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug} className="flex">
            <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
              <img src={article.image} alt="" width={800} height={450} loading="lazy" className="aspect-video w-full object-cover" />
              <div className="flex flex-1 flex-col p-5">
                <h2 className="text-lg leading-snug font-bold">
                  {/* The link covers the whole card (after:absolute), so the card is one tab stop. */}
                  <Link to={paths.blogArticle(article.slug)} className="after:absolute after:inset-0 hover:underline focus-visible:underline">
                    {article.title}
                  </Link>
                </h2>
                <p className="mt-2 flex-1 text-sm text-slate-700 dark:text-slate-300">{article.summary}</p>
                <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
                  By {article.author.name} · <time dateTime={article.date}>{formatArticleDate(article.date)}</time> · {readingMinutes(article)} min
                  read
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
