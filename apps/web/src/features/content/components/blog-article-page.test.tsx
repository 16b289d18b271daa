import { screen } from '@testing-library/react';
import { findArticle } from '@dawa/shared/content/blog';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { inLanguage } from '@/test/language';
import { renderRoute } from '@/test/render';
import { BlogArticlePage } from './blog-article-page';

const renderAt = (url: string) => renderRoute(<BlogArticlePage />, { path: '/blog/:slug', url });

describe('/blog/:slug', () => {
  it('renders the article the API answers with its author, date, sections and its own title', async () => {
    const article = findArticle('heat-stroke')!;
    mockApi({ '/api/blog/heat-stroke': { body: article } });
    renderAt('/blog/heat-stroke');
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeTruthy();
    expect(screen.getByText(article.author.name)).toBeTruthy();
    expect(screen.getByText('15 April 2026')).toBeTruthy();
    for (const section of article.sections) expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
    expect(screen.getByRole('img', { name: article.imageAlt })).toBeTruthy();
    expect(document.title).toBe(`${article.title} | Dawa`);
  });

  it("shows 'Page Not Found' when the API answers 404 (an unknown or unpublished article)", async () => {
    mockApi({ '/api/blog/no-such-article': { status: 404, body: { code: 'not_found', message: 'Article not found' } } });
    renderAt('/blog/no-such-article');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});

describe('/blog/:slug in Hindi', () => {
  inLanguage('hi');

  it('words the byline, date and footer in Hindi and marks the English article as English', async () => {
    const article = findArticle('heat-stroke')!;
    mockApi({ '/api/blog/heat-stroke': { body: article } });
    renderAt('/blog/heat-stroke');
    const title = await screen.findByRole('heading', { level: 1, name: article.title });
    expect(title.getAttribute('lang')).toBe('en');
    const byline = screen.getByText('15 अप्रैल 2026').closest('p')?.textContent;
    expect(byline).toMatch(new RegExp(`^लेखक: ${article.author.name}, .+प्रकाशित 15 अप्रैल 2026 · \\d+ मिनट में पढ़ें$`));
    expect(screen.getByRole('heading', { level: 2, name: 'स्रोत' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← सभी लेख' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: /./ }).textContent).toContain('ब्लॉग');
  });
});
