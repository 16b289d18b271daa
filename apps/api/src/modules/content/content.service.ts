import type { CurrentHeroResponse } from '@dawa/shared/admin/site-content';
import type { PolicyPage } from '@dawa/shared/admin/site-content-rules';
import type { BlogArticleResponse, BlogListResponse, PublicPolicyResponse } from '@dawa/shared/content/blog-api';
import type { DealListResponse } from '@dawa/shared/content/deals';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import * as blog from './blog.repository.ts';
import { listLiveDeals } from './deals.repository.ts';
import * as repo from './site-content.repository.ts';
import { toHero } from './site-content.service.ts';

const ARTICLE_NOT_FOUND = 'Article not found';

function toPublicArticle(row: blog.BlogRow): BlogArticleResponse {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: row.image,
    imageAlt: row.imageAlt,
    date: row.publishedOn,
    author: { name: row.authorName, role: row.authorRole },
    sections: row.sections,
    sources: row.sources,
  };
}

/** The storefront's content that lives in the database: deals, blog articles, policy versions and the hero banner. */
export function createContentService(db: Database, now: () => Date = () => new Date()) {
  return {
    /** The deals a customer can use at this moment, in the operator's order. */
    async listDeals(): Promise<DealListResponse> {
      const rows = await listLiveDeals(db, now());
      return {
        deals: rows.map((row) => ({
          ...row,
          validFrom: row.validFrom.toISOString(),
          validUntil: row.validUntil?.toISOString() ?? null,
        })),
      };
    },

    async listArticles(): Promise<BlogListResponse> {
      return { articles: (await blog.listPublishedArticles(db)).map(toPublicArticle) };
    },

    /** A published article; a draft or unknown slug is a 404 (the page shows 'Page Not Found'). */
    async findArticle(slug: string): Promise<BlogArticleResponse> {
      const row = await blog.findPublishedArticle(db, slug);
      if (!row) throw notFound(ARTICLE_NOT_FOUND);
      return toPublicArticle(row);
    },

    /** The newest published version of a policy page; null while only the built-in text exists. */
    async currentPolicy(page: PolicyPage): Promise<PublicPolicyResponse> {
      const row = await repo.latestPublishedPolicy(db, page);
      if (!row?.publishedAt) return { policy: null };
      return { policy: { page: row.page, version: row.version, title: row.title, body: row.body, publishedAt: row.publishedAt.toISOString() } };
    },

    async currentHero(): Promise<CurrentHeroResponse> {
      const row = await repo.currentHero(db, now());
      return { hero: row ? toHero(row) : null };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
