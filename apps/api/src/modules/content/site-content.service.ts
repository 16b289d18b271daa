import type {
  AdminBlogArticle,
  AdminBlogArticleBody,
  AdminBlogArticleListResponse,
  AdminCreatePolicyVersionBody,
  AdminCreatePromoBody,
  AdminHeroBody,
  AdminPromo,
  AdminUpdatePromoBody,
  HeroBanner,
  PolicyVersion,
} from '@dawa/shared/admin/site-content';
import { formatArticleBody, parseArticleBody, type PolicyPage } from '@dawa/shared/admin/site-content-rules';
import { pageCount } from '@dawa/shared/http/pagination';
import { inTransaction, type Database } from '../../db/client.ts';
import { AppError, invalidInput, notFound } from '../../lib/app-error.ts';
import { recordAudit, type AuditContext } from '../audit/audit.service.ts';
import * as blog from './blog.repository.ts';
import * as repo from './site-content.repository.ts';

const ADMIN_BLOG_PAGE_SIZE = 20;

export function toAdminPromo(row: repo.PromoRow): AdminPromo {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    kind: row.kind,
    percentOff: row.percentOff,
    scope: row.tag ? 'tag' : row.categorySlugs.length > 0 ? 'category' : 'all',
    categorySlugs: row.categorySlugs,
    tag: row.tag,
    scopeLabel: row.scopeLabel,
    minOrderPaise: row.minOrderPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
    timesUsed: row.timesUsed,
    active: row.active,
    showAsDeal: row.showAsDeal,
  };
}

function promoWrite(body: AdminUpdatePromoBody): repo.PromoWrite {
  return {
    title: body.title,
    description: body.description,
    kind: body.kind,
    percentOff: body.kind === 'percent' ? body.percentOff : null,
    categorySlugs: body.scope === 'all' ? [] : body.categorySlugs,
    tag: body.scope === 'tag' ? body.tag : null,
    scopeLabel: body.scopeLabel,
    minOrderPaise: body.minOrderPaise,
    maxDiscountPaise: body.maxDiscountPaise,
    validFrom: new Date(body.validFrom),
    validUntil: body.validUntil === null ? null : new Date(body.validUntil),
    usageLimit: body.usageLimit,
    perUserLimit: body.perUserLimit,
    active: body.active,
    showAsDeal: body.showAsDeal,
  };
}

export function toAdminArticle(row: blog.BlogRow): AdminBlogArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: row.image,
    imageAlt: row.imageAlt,
    authorName: row.authorName,
    authorRole: row.authorRole,
    body: formatArticleBody(row.sections),
    sources: row.sources,
    publishedOn: row.publishedOn,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function articleWrite(body: AdminBlogArticleBody): blog.BlogWrite {
  const { body: text, ...rest } = body;
  return { ...rest, sections: parseArticleBody(text) };
}

export function toPolicyVersion(row: repo.PolicyVersionRow): PolicyVersion {
  return {
    page: row.page,
    version: row.version,
    title: row.title,
    body: row.body,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toHero(row: repo.HeroRow): HeroBanner {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    ctaLabel: row.ctaLabel,
    ctaHref: row.ctaHref,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    active: row.active,
  };
}

const heroWrite = (body: AdminHeroBody): repo.HeroWrite => ({
  ...body,
  startsAt: new Date(body.startsAt),
  endsAt: body.endsAt === null ? null : new Date(body.endsAt),
});

/**
 * Site Content (admins): promo codes, blog articles, policy versions and the hero banner. Every
 * write is one transaction with its audit row (entity type 'content', id prefixed by the kind).
 */
export function createSiteContentService(db: Database, now: () => Date = () => new Date()) {
  /** Categories must exist: a code scoped to a typo would never apply. */
  async function checkCategories(slugs: readonly string[]): Promise<void> {
    const known = new Set(await repo.existingCategorySlugs(db, slugs));
    const unknown = slugs.filter((s) => !known.has(s));
    if (unknown.length > 0) {
      const message = `Unknown category: ${unknown.join(', ')}`;
      throw invalidInput(message, { categorySlugs: [message] });
    }
  }

  return {
    async listPromos(): Promise<{ items: AdminPromo[] }> {
      return { items: (await repo.listPromos(db)).map(toAdminPromo) };
    },

    async createPromo(context: AuditContext, body: AdminCreatePromoBody): Promise<AdminPromo> {
      await checkCategories(body.categorySlugs);
      const { code, ...fields } = body;
      return inTransaction(db, async (tx) => {
        const row = await repo.insertPromo(tx, code, promoWrite(fields));
        if (!row) throw new AppError('conflict', `${code} already exists.`, { code: [`${code} already exists.`] });
        const after = toAdminPromo(row);
        await recordAudit(tx, { ...context, action: 'create', entityType: 'content', entityId: `promo:${code}`, before: null, after });
        return after;
      });
    },

    async updatePromo(context: AuditContext, code: string, body: AdminUpdatePromoBody): Promise<AdminPromo> {
      await checkCategories(body.categorySlugs);
      return inTransaction(db, async (tx) => {
        const current = await repo.findPromoForUpdate(tx, code.toUpperCase());
        if (!current) throw notFound('Promo code not found');
        if (body.usageLimit !== null && body.usageLimit < current.timesUsed) {
          const message = `Usage limit cannot be below the ${current.timesUsed} uses so far`;
          throw invalidInput(message, { usageLimit: [message] });
        }
        const before = toAdminPromo(current);
        const after = toAdminPromo(await repo.updatePromo(tx, current.code, promoWrite(body)));
        await recordAudit(tx, { ...context, action: 'update', entityType: 'content', entityId: `promo:${current.code}`, before, after });
        return after;
      });
    },

    async listArticles(page: number): Promise<AdminBlogArticleListResponse> {
      const { rows, total } = await blog.findArticlePage(db, ADMIN_BLOG_PAGE_SIZE, (page - 1) * ADMIN_BLOG_PAGE_SIZE);
      return { items: rows.map(toAdminArticle), total, page, pageSize: ADMIN_BLOG_PAGE_SIZE, pageCount: pageCount(total, ADMIN_BLOG_PAGE_SIZE) };
    },

    async createArticle(context: AuditContext, body: AdminBlogArticleBody): Promise<AdminBlogArticle> {
      return inTransaction(db, async (tx) => {
        const row = await blog.insertArticle(tx, articleWrite(body));
        if (!row) throw new AppError('conflict', 'An article with this slug already exists', { slug: ['An article with this slug already exists'] });
        const after = toAdminArticle(row);
        await recordAudit(tx, { ...context, action: 'create', entityType: 'content', entityId: `blog:${row.id}`, before: null, after });
        return after;
      });
    },

    async updateArticle(context: AuditContext, id: number, body: AdminBlogArticleBody): Promise<AdminBlogArticle> {
      return inTransaction(db, async (tx) => {
        const current = await blog.findArticleForUpdate(tx, id);
        if (!current) throw notFound('Article not found');
        const before = toAdminArticle(current);
        const after = toAdminArticle(await blog.updateArticle(tx, id, articleWrite(body)));
        await recordAudit(tx, { ...context, action: 'update', entityType: 'content', entityId: `blog:${id}`, before, after });
        return after;
      });
    },

    async listPolicyVersions(page: PolicyPage): Promise<{ items: PolicyVersion[] }> {
      return { items: (await repo.listPolicyVersions(db, page)).map(toPolicyVersion) };
    },

    async createPolicyVersion(context: AuditContext, page: PolicyPage, body: AdminCreatePolicyVersionBody): Promise<PolicyVersion> {
      return inTransaction(db, async (tx) => {
        const row = await repo.insertPolicyVersion(tx, {
          page,
          title: body.title,
          body: body.body,
          publishedAt: body.publish ? now() : null,
          createdBy: context.actor.id,
        });
        const after = toPolicyVersion(row);
        await recordAudit(tx, { ...context, action: 'create', entityType: 'content', entityId: `policy:${page}:${row.version}`, before: null, after });
        return after;
      });
    },

    async publishPolicyVersion(context: AuditContext, page: PolicyPage, version: number): Promise<PolicyVersion> {
      return inTransaction(db, async (tx) => {
        const current = await repo.findPolicyVersion(tx, page, version);
        if (!current) throw notFound('Policy version not found');
        if (current.publishedAt) throw new AppError('conflict', `Version ${version} is already published`);
        const row = await repo.publishPolicyVersion(tx, page, version, now());
        if (!row) throw new AppError('conflict', `Version ${version} is already published`);
        const after = toPolicyVersion(row);
        await recordAudit(tx, {
          ...context,
          action: 'update',
          entityType: 'content',
          entityId: `policy:${page}:${version}`,
          before: { publishedAt: null },
          after: { publishedAt: after.publishedAt },
        });
        return after;
      });
    },

    async listHeroes(): Promise<{ items: HeroBanner[] }> {
      return { items: (await repo.listHeroes(db)).map(toHero) };
    },

    async createHero(context: AuditContext, body: AdminHeroBody): Promise<HeroBanner> {
      return inTransaction(db, async (tx) => {
        const after = toHero(await repo.insertHero(tx, heroWrite(body)));
        await recordAudit(tx, { ...context, action: 'create', entityType: 'content', entityId: `hero:${after.id}`, before: null, after });
        return after;
      });
    },

    async updateHero(context: AuditContext, id: number, body: AdminHeroBody): Promise<HeroBanner> {
      return inTransaction(db, async (tx) => {
        const current = await repo.findHeroForUpdate(tx, id);
        if (!current) throw notFound('Hero banner not found');
        const before = toHero(current);
        const after = toHero(await repo.updateHero(tx, id, heroWrite(body)));
        await recordAudit(tx, { ...context, action: 'update', entityType: 'content', entityId: `hero:${id}`, before, after });
        return after;
      });
    },
  };
}
export type SiteContentService = ReturnType<typeof createSiteContentService>;
