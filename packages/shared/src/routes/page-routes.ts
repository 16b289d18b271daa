import { CATEGORY_PATH_ALIASES, CATEGORY_PATHS } from '../catalog/category-paths.ts';

/**
 * Every page of the web app, as React Router patterns. The server answers any other path with the
 * app (which shows 'Page Not Found') and the HTTP status 404; a web test holds this list equal to
 * the routes the app declares (apps/web/src/app/router.tsx and secondary-routes.tsx).
 */
export const PAGE_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/categories',
  ...Object.values(CATEGORY_PATHS).filter((path) => !path.startsWith('/category/')),
  ...Object.keys(CATEGORY_PATH_ALIASES),
  '/category/:slug',
  '/product/:id',
  '/search',
  '/fetaured-products',
  '/featured-products',
  '/cart',
  '/login',
  '/register',
  '/verify-otp',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/reset-password-complete',
  '/profile',
  '/checkout',
  '/payment/callback/:merchantTransactionId',
  '/payment/callback',
  '/order-success/:orderId',
  '/orders',
  '/prescriptions',
  '/products',
  '/wishlist',
  '/deals',
  '/blog',
  '/blog/:slug',
  '/shipping',
  '/returns',
  '/faq',
  '/privacy',
  '/terms',
  '/legal',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/appointments',
  '/appointments/book',
  '/appointments/:id/reschedule',
  '/reschedule-appointment/:id',
  '/appointments/:id/room',
  '/health-reports',
  '/ai-assistant',
  '/support',
  '/admin',
  '/admin/:section',
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const patterns = PAGE_ROUTE_PATTERNS.map(segmentsOf);

/** Whether a URL path is one of the app's pages (a trailing slash is ignored, `:param` matches one segment). */
export function isPagePath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const segments = segmentsOf(decoded);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]?.toLowerCase()),
  );
}
