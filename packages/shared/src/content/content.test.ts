import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from './blog-articles.ts';
import { formatDate } from '../i18n/format.ts';
import { findArticle, listArticles, readingMinutes } from './blog.ts';
import { dealLastMoment, dealShopTarget, isDealLive } from './deals.ts';
import { NEWSLETTER_MESSAGES, NewsletterSubscribeBodySchema, NewsletterTokenBodySchema } from './newsletter.ts';
import { STORE_TERMS } from './policies.ts';

describe('blog articles', () => {
  it('has at least six articles with unique, URL-safe slugs and an SVG picture named after the slug', () => {
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(6);
    const slugs = BLOG_ARTICLES.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const article of BLOG_ARTICLES) {
      expect(article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(article.image).toBe(`/blog/${article.slug}.svg`);
      expect(article.imageAlt.length).toBeGreaterThan(5);
    }
  });

  it.each(BLOG_ARTICLES.map((a) => [a.slug, a] as const))('%s is a complete article', (_slug, article) => {
    expect(article.title.length).toBeGreaterThan(20);
    expect(article.summary.length).toBeGreaterThan(60);
    expect(article.author.name).not.toBe('');
    expect(article.author.role).not.toBe('');
    expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(article.date))).toBe(false);
    expect(article.sections.length).toBeGreaterThanOrEqual(4);
    for (const section of article.sections) {
      expect(section.heading).not.toBe('');
      expect(section.paragraphs.length + (section.list?.length ?? 0)).toBeGreaterThan(0);
    }
    expect(article.sources.length).toBeGreaterThan(0);
    expect(readingMinutes(article)).toBeGreaterThanOrEqual(2);
  });

  it('lists newest first and finds an article by slug, nothing for an unknown one', () => {
    const dates = listArticles().map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(findArticle('heat-stroke')?.title).toMatch(/Heat stroke/);
    expect(findArticle('no-such-article')).toBeUndefined();
  });


  it('counts reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes({ sections: [{ heading: 'One', paragraphs: ['word '.repeat(599)] }] })).toBe(3);
    expect(readingMinutes({ sections: [] })).toBe(1);
  });
});

describe('deals', () => {
  it('sends a category deal to its category and a tagged deal to a search within the category', () => {
    expect(dealShopTarget({ categorySlugs: ['pain-relief'], tag: null })).toEqual({ kind: 'category', slug: 'pain-relief' });
    expect(dealShopTarget({ categorySlugs: ['vitamins-supplements'], tag: 'vitamin c' })).toEqual({
      kind: 'search',
      tag: 'vitamin c',
      category: 'vitamins-supplements',
    });
    expect(dealShopTarget({ categorySlugs: ['a', 'b'], tag: 'zinc' })).toEqual({ kind: 'search', tag: 'zinc', category: undefined });
    expect(dealShopTarget({ categorySlugs: [], tag: null })).toEqual({ kind: 'all' });
  });

  it('is live from validFrom up to, not including, validUntil', () => {
    const deal = { validFrom: '2026-01-01T00:00:00.000Z', validUntil: '2026-02-01T00:00:00.000Z' };
    expect(isDealLive(deal, new Date('2025-12-31T23:59:59Z'))).toBe(false);
    expect(isDealLive(deal, new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isDealLive(deal, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(isDealLive({ ...deal, validUntil: null }, new Date('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it("labels the last valid day in India's time zone", () => {
    // Ends at midnight IST on 16 July: the last day it works is 15 July.
    expect(formatDate(dealLastMoment('2026-07-15T18:30:00.000Z'), 'en', 'dateLong')).toBe('15 July 2026');
    expect(formatDate(dealLastMoment('2026-07-15T10:00:00.000Z'), 'en', 'dateLong')).toBe('15 July 2026');
    expect(formatDate(dealLastMoment('2026-07-15T18:30:00.000Z'), 'hi', 'dateLong')).toBe('15 जुलाई 2026');
  });
});

describe('newsletter contract', () => {
  it("keeps the spec's success text first and its failure texts verbatim", () => {
    expect(NEWSLETTER_MESSAGES.subscribed.startsWith('Subscribed successfully!')).toBe(true);
    expect(NEWSLETTER_MESSAGES.failedWith('Please enter a valid email address')).toBe('Subscription failed: Please enter a valid email address');
    expect(NEWSLETTER_MESSAGES.failed).toBe('Subscription failed. Please try again.');
    expect(NEWSLETTER_MESSAGES.offline).toBe('Subscription failed. Please check your connection.');
  });

  it('normalises the e-mail and refuses a bad one with a readable message', () => {
    expect(NewsletterSubscribeBodySchema.parse({ email: '  Asha@Example.IN ' })).toEqual({ email: 'asha@example.in' });
    const bad = NewsletterSubscribeBodySchema.safeParse({ email: 'not-an-email' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Please enter a valid email address');
    expect(NewsletterTokenBodySchema.safeParse({ token: 'short' }).success).toBe(false);
  });
});

describe('store terms', () => {
  it('match the checkout: ₹40 delivery up to ₹499', () => {
    expect(STORE_TERMS.deliveryCharge).toBe('₹40');
    expect(STORE_TERMS.freeDeliveryAbove).toBe('₹499');
  });
});
