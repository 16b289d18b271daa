import { BLOG_ARTICLES } from './blog-articles.ts';

// The built-in articles: since decision 020 the seed of blog_articles; the pages read /api/blog.

/** One part of an article: a heading, its paragraphs, and optionally a bulleted list after them. */
export interface BlogSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface BlogAuthor {
  name: string;
  /** Qualification and role, shown under the name. */
  role: string;
}

/** A health article of /blog: content data, rendered by the web's blog pages. */
export interface BlogArticle {
  /** The URL part: /blog/{slug}. */
  slug: string;
  title: string;
  /** One or two sentences for the list and the page description. */
  summary: string;
  /** A public path (/blog/{slug}.svg) and what the picture shows. */
  image: string;
  imageAlt: string;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  author: BlogAuthor;
  sections: readonly BlogSection[];
  /** Where the facts come from, for readers who want more. */
  sources: readonly string[];
}

/** Every article, newest first. */
export function listArticles(): readonly BlogArticle[] {
  return [...BLOG_ARTICLES].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** The article at /blog/{slug}, or undefined (the page then shows 'Page Not Found'). */
export function findArticle(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}

export { readingMinutes } from './blog-format.ts';
