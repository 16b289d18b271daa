import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { NavigationProgress } from '@/components/layouts/navigation-progress';
import { ScrollToTop } from '@/components/layouts/scroll-to-top';
import { LanguageSwitch } from '@/components/layouts/language-switch';
import { SiteHeader } from '@/components/layouts/site-header';
import { toast, Toaster } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { HeaderCartLink } from '@/features/cart/components/header-cart-link';
import { HeaderSearch } from '@/features/search/components/header-search';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { HeaderWishlistLink } from '@/features/wishlist/components/header-wishlist-link';
import { AUTHENTICATION_FAILED } from '@/lib/api-client';
import { onAuthFailure } from '@/lib/auth/session';
import { releaseFirstScreen } from '@/lib/first-screen';
import { useT } from '@/lib/i18n/use-t';
import { withQueryClient } from '@/lib/query-loading';
import { CartSyncLoader } from './cart-sync-loader';
import { AppProductActions } from './product-actions';
import { useHeaderPreferences } from './use-header-preferences';

// The footer is below the fold (main is at least a screen high), so its code comes after the first
// page's: a chunk of its own, with the chat launcher, keeps the home page's JavaScript within its budget
// (decisions 037, 038).
const PageEnd = lazy(() => import('./page-end'));

// What the layout needs from the server (categories, a logged-in user's theme and language) and the
// header's advanced search read TanStack Query, which is not in the shell: lazy parts beside it (decision 067).
const LayoutQueries = lazy(withQueryClient(() => import('./layout-queries')));
const HeaderAdvancedSearch = lazy(withQueryClient(() => import('./header-advanced-search')));

/** A session that can no longer be renewed: say so and open /login (spec: 'Authentication failed'). */
function useAuthFailureRedirect(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onAuthFailure(() => {
        toast(AUTHENTICATION_FAILED, 'error');
        void navigate(paths.login(), { state: { from: `${window.location.pathname}${window.location.search}` } });
      }),
    [navigate],
  );
}

/** The server's first screen shows the page landed on: a navigation before that page has shown ends it. */
function useReleaseFirstScreenOnNavigation(): void {
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') releaseFirstScreen();
  }, [key]);
}

/** Header, main and footer around every page. Composes the features the shared layout cannot import. */
export function RootLayout() {
  const { language, chooseLanguage, saveTheme } = useHeaderPreferences();
  useAuthFailureRedirect();
  useReleaseFirstScreenOnNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <CartSyncLoader />
      <Suspense fallback={null}>
        <LayoutQueries />
      </Suspense>
      <NavigationProgress />
      <ScrollToTop />
      <Toaster />
      <SiteHeader
        search={<HeaderSearch advancedSearch={HeaderAdvancedSearch} />}
        languageSwitch={<LanguageSwitch language={language} onChange={chooseLanguage} />}
        themeToggle={<ThemeToggle onToggle={saveTheme} />}
        wishlistLink={<HeaderWishlistLink />}
        cartLink={<HeaderCartLink />}
      />
      {/* At least a screen high: the footer starts below the fold, so the page arriving does not push it (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        {/* Errors and the first page's loading state render inside the layout, so header and footer stay. */}
        <RouteErrorBoundary>
          {/* Later navigations keep the current page until the next one's code arrives (they run in a transition). */}
          <Suspense fallback={<PageFallback />}>
            {/* Product cards and the product page get their cart and wishlist controls from here. */}
            <AppProductActions>
              <Outlet />
            </AppProductActions>
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <PageEnd />
      </Suspense>
    </div>
  );
}

/** What the page area shows while the first route's code loads. */
export function PageFallback() {
  const t = useT('common');
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-16">
      <span className="sr-only">{t('page.loading')}</span>
      <div aria-hidden="true" className="h-8 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <div aria-hidden="true" className="mt-4 h-4 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}
