import type { ProductDetail } from '@dawa/shared/catalog/schemas';

/** Something the landing page will ask for as soon as its code runs, fetched with the HTML instead. */
export interface PreloadHint {
  href: string;
  as: 'fetch' | 'image';
}

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
export function createFirstScreenHints(catalog: { productDetail: (idOrSlug: string) => Promise<ProductDetail> }) {
  return async (pathname: string, params: URLSearchParams): Promise<PreloadHint[]> => {
    const product = /^\/product\/([^/]+)$/.exec(pathname);
    if (product?.[1]) {
      let idOrSlug: string;
      try {
        idOrSlug = decodeURIComponent(product[1]);
      } catch {
        return [];
      }
      const detail = await catalog.productDetail(idOrSlug).catch(() => null);
      if (!detail) return [];
      const picture = detail.images[0] ?? detail.image;
      return [
        { href: `/api/products/${encodeURIComponent(idOrSlug)}`, as: 'fetch' },
        ...(picture ? [{ href: picture, as: 'image' as const }] : []),
      ];
    }
    const keys = [...params.keys()];
    const query = params.get('query')?.trim();
    if (pathname === '/search' && query && keys.length === 1) {
      return [{ href: `/api/products/search?${new URLSearchParams({ q: query, pageSize: PAGE_SIZE }).toString()}`, as: 'fetch' }];
    }
    const category = /^\/category\/([a-z0-9-]+)$/.exec(pathname)?.[1];
    if (category && keys.length === 0) {
      return [
        { href: `/api/products?${new URLSearchParams({ category, sort: 'popularity', pageSize: PAGE_SIZE }).toString()}`, as: 'fetch' },
      ];
    }
    return [];
  };
}
