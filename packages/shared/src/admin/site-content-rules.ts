/** Site Content's vocabulary, free of zod so that pages and the dashboard can import it cheaply. */

/** The static policy pages whose text is versioned in the database. */
export const POLICY_PAGES = ['shipping', 'returns', 'privacy', 'terms', 'legal', 'faq'] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

export const POLICY_PAGE_TITLES: Record<PolicyPage, string> = {
  shipping: 'Shipping Policy',
  returns: 'Returns & Refunds',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  legal: 'Legal',
  faq: 'Frequently Asked Questions',
};

/** What a promo code applies to: everything, some categories, or a tag (optionally within one category). */
export const PROMO_SCOPES = ['all', 'category', 'tag'] as const;
export type PromoScope = (typeof PROMO_SCOPES)[number];

/** Codes customers type: capitals and digits, 3 to 20 of them. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
export const PROMO_PERCENT_MIN = 1;
export const PROMO_PERCENT_MAX = 90;

/** Blog slugs: lower-case words joined by single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const SITE_CONTENT_MESSAGES = {
  promoSaved: 'Promo code saved',
  promoFailed: 'Failed to save promo code',
  articleSaved: 'Article saved',
  articleFailed: 'Failed to save article',
  policySaved: 'New policy version saved',
  policyFailed: 'Failed to save policy',
  heroSaved: 'Hero banner saved',
  heroFailed: 'Failed to save hero banner',
  fetchFailed: 'Failed to fetch site content',
} as const;

export interface ArticleSectionText {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

/**
 * The editor's text of an article body: '## Heading' starts a section, blank lines separate
 * paragraphs, '- item' lines make the section's bulleted list. Both directions, so an edit round-trips.
 */
export function parseArticleBody(text: string): ArticleSectionText[] {
  const sections: ArticleSectionText[] = [];
  let current: ArticleSectionText | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    if (current && paragraph.length > 0) current.paragraphs.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('## ')) {
      flush();
      current = { heading: line.slice(3).trim(), paragraphs: [] };
      sections.push(current);
    } else if (line.startsWith('- ') && current) {
      flush();
      (current.list ??= []).push(line.slice(2).trim());
    } else if (line === '') {
      flush();
    } else if (current) {
      paragraph.push(line);
    }
  }
  flush();
  return sections;
}

export function formatArticleBody(sections: readonly ArticleSectionText[]): string {
  return sections
    .map((s) => [`## ${s.heading}`, ...s.paragraphs, ...(s.list && s.list.length > 0 ? [s.list.map((item) => `- ${item}`).join('\n')] : [])].join('\n\n'))
    .join('\n\n');
}
