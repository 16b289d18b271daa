import { CATEGORIES, CATEGORY_PATH_ALIASES } from '@dawa/shared/catalog/categories';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { PageFallback, RootLayout, RouteErrorFallback } from './root-layout';

const categoryRoute = () => import('./routes/category');

/**
 * Storefront paths of the category pages, generated from the shared category list: each category's
 * own path (those under /category/ are served by /category/:slug) and the aliases.
 */
export const categoryPaths: readonly string[] = [
  ...CATEGORIES.map((c) => c.path).filter((path) => !path.startsWith('/category/')),
  ...Object.keys(CATEGORY_PATH_ALIASES),
];

/** Every page. Route modules load lazily; their loaders start the data requests in parallel. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteErrorFallback />,
    children: [
      {
        // Errors and first-load fallbacks render inside the layout, so header and footer stay.
        errorElement: <RouteErrorFallback />,
        HydrateFallback: PageFallback,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          { path: paths.categories(), lazy: () => import('./routes/categories') },
          ...categoryPaths.map((path): RouteObject => ({ path, lazy: categoryRoute })),
          { path: '/category/:slug', lazy: categoryRoute },
          { path: '/product/:id', lazy: () => import('./routes/product') },
          { path: '/search', lazy: () => import('./routes/search') },
          { path: paths.featured(), lazy: () => import('./routes/featured') },
          { path: paths.featuredAlias(), lazy: () => import('./routes/featured') },
          // Routes of later issues (/cart, /login, /profile, ...) land here until they exist.
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
