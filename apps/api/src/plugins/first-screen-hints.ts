import { findCategory } from '@dawa/shared/catalog/categories';
import { ProductSearchQuerySchema, type ProductDetail, type ProductListResponse, type ProductSearchQuery } from '@dawa/shared/catalog/schemas';
import { AppError } from '../lib/app-error.ts';
import type { FirstScreen } from './first-screen-markup.ts';

/** Something the landing page will ask for as soon as its code runs, fetched with the HTML instead. */
export interface PreloadHint {
  href: string;
  as: 'fetch' | 'image';
}

/**
 * What the server does for a page a phone lands on: the requests it starts with the HTML, and the
 * first screen it paints before the app runs (first-screen-markup.ts; the home hero's words come from
 * the served settings, so the plan only names it).
 */
export interface FirstScreenPlan {
  hints: PreloadHint[];
  screen: Exclude<FirstScreen, { page: 'home' }> | { page: 'home' } | null;
  /** The page names something the shop does not have (a product page of an unknown slug): answered 404, not a soft 404. */
  notFound?: boolean;
}

export const NOTHING: FirstScreenPlan = { hints: [], screen: null };

/** Products per page of every list (the web's PAGE_SIZE, DEFAULT_PAGE_SIZE of the shared pagination). */
const PAGE_SIZE = '24';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The <link rel=preload> tags of the hints. `crossorigin` makes a fetch preload match the app's own
 * fetch (same-origin credentials), so the app takes the answer that is already on its way; the
 * product picture is the page's largest paint, hence its priority.
 */
export function preloadTags(hints: readonly PreloadHint[]): string {
  return hints
    .map(({ href, as }) =>
      as === 'fetch'
        ? `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous">`
        : `<link rel="preload" href="${escapeAttribute(href)}" as="image" fetchpriority="high">`,
    )
    .join('');
}

/**
 * The data the first screen of a page a phone lands on waits for, by the page's URL: the product
 * (and its first picture) of /product/{slug}, the results of /search?query=..., the listing of
 * /category/{slug}. Without these the request starts only after the app's code has downloaded and
 * run, and the page's largest picture after that (decision 041). The addresses are the ones the
 * web app asks for (its journeys check that each page asks the API once: a drift would show as a
 * second request). Only the plain forms of the pages: filters and paging leave the page to itself.
 */
export function createFirstScreenHints(catalog: {
  productDetail: (idOrSlug: string) => Promise<ProductDetail>;
  searchProducts: (query: ProductSearchQuery) => Promise<ProductListResponse>;
}) {
  /**
   * The listing the page's own request will get, read as the API route reads it (the same parsed query,
   * so the catalogue's response cache answers that request), for the first cards the server draws.
   */
  const firstCards = async (apiQuery: URLSearchParams) => {
    const parsed = ProductSearchQuerySchema.safeParse(Object.fromEntries(apiQuery));
    if (!parsed.success) return [];
    return (await catalog.searchProducts(parsed.data).catch(() => null))?.items ?? [];
  };

  return async (pathname: string, params: URLSearchParams): Promise<FirstScreenPlan> => {
    if (pathname === '/' && [...params.keys()].length === 0) return { hints: [], screen: { page: 'home' } };
    const product = /^\/product\/([^/]+)$/.exec(pathname);
    if (product?.[1]) {
      let idOrSlug: string;
      try {
        idOrSlug = decodeURIComponent(product[1]);
      } catch {
        return NOTHING;
      }
      let missing = false;
      const detail = await catalog.productDetail(idOrSlug).catch((error: unknown) => {
        missing = error instanceof AppError && error.code === 'not_found';
        return null;
      });
      if (!detail) return missing ? { ...NOTHING, notFound: true } : NOTHING;
      const picture = detail.images[0] ?? detail.image;
      return {
        hints: [
          { href: `/api/products/${encodeURIComponent(idOrSlug)}`, as: 'fetch' },
          ...(picture ? [{ href: picture, as: 'image' as const }] : []),
        ],
        screen: { page: 'product', product: detail },
      };
    }
    const keys = [...params.keys()];
    const query = params.get('query')?.trim();
    if (pathname === '/search' && query && keys.length === 1) {
      const apiQuery = new URLSearchParams({ q: query, pageSize: PAGE_SIZE });
      const products = await firstCards(apiQuery);
      return {
        hints: [{ href: `/api/products/search?${apiQuery.toString()}`, as: 'fetch' }],
        // No results: the page shows its empty state, which the server does not draw.
        screen: products.length > 0 ? { page: 'search', query, products } : null,
      };
    }
    const category = /^\/category\/([a-z0-9-]+)$/.exec(pathname)?.[1];
    if (category && keys.length === 0) {
      const apiQuery = new URLSearchParams({ category, sort: 'popularity', pageSize: PAGE_SIZE });
      const definition = findCategory(category);
      const products = definition ? await firstCards(apiQuery) : [];
      return {
        hints: [{ href: `/api/products?${apiQuery.toString()}`, as: 'fetch' }],
        screen: definition && products.length > 0 ? { page: 'category', category: definition, products } : null,
      };
    }
    return NOTHING;
  };
}
