/** How an article is shown: reading time and date. Apart from blog.ts so that pages do not carry the built-in articles. */

/** Average adult reading speed used for 'N min read'. */
const WORDS_PER_MINUTE = 200;

interface SectionWords {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[] | undefined;
}

/** Minutes to read the body, at least 1. */
export function readingMinutes(article: { sections: readonly SectionWords[] }): number {
  const words = article.sections
    .flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
