import { screen } from '@testing-library/react';
import { findArticle } from '@dawa/shared/content/blog';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
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
