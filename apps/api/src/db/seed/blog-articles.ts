import { BLOG_ARTICLES } from '@dawa/shared/content/blog-articles';
import type { Database } from '../client.ts';
import { blogArticles } from '../schema/index.ts';

/**
 * The built-in health articles, published, into an empty blog_articles table: every fresh database
 * starts with them; once there are articles, the editors' changes are the truth and nothing is re-added.
 */
export async function seedBlogArticles(db: Database): Promise<number> {
  const [existing] = await db.select({ id: blogArticles.id }).from(blogArticles).limit(1);
  if (existing) return 0;
  const rows = BLOG_ARTICLES.map((a) => ({
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    image: a.image,
    imageAlt: a.imageAlt,
    authorName: a.author.name,
    authorRole: a.author.role,
    sections: a.sections.map((s) => ({ heading: s.heading, paragraphs: [...s.paragraphs], ...(s.list ? { list: [...s.list] } : {}) })),
    sources: [...a.sources],
    publishedOn: a.date,
    published: true,
  }));
  await db.insert(blogArticles).values(rows).onConflictDoNothing();
  return rows.length;
}
