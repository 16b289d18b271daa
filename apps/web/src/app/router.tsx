import { CATEGORY_PATH_ALIASES, CATEGORY_PATHS } from '@dawa/shared/catalog/category-paths';
import { Route, Routes } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/route-loading';
import { RootLayout } from './root-layout';

/**
 * Storefront paths of the category pages, generated from the shared category list: each category's
 * own path (those under /category/ are served by /category/:slug) and the aliases.
 */
export const categoryPaths: readonly string[] = [
  ...Object.values(CATEGORY_PATHS).filter((path) => !path.startsWith('/category/')),
  ...Object.keys(CATEGORY_PATH_ALIASES),
];

// One chunk per route, loaded on first visit. Pages fetch their own data (TanStack Query, whose client
// and provider lazyRoute loads beside the page: decision 067).
// The home hero fetches nothing: its first screen needs no query client (its lazy parts bring it, decision 067).
const HomeRoute = lazyRoute(() => import('./routes/home'), ['home'], { queryClient: false });
const CategoriesRoute = lazyRoute(() => import('./routes/categories'), ['catalog']);
const CategoryRoute = lazyRoute(() => import('./routes/category'), ['search', 'catalog']);
const ProductRoute = lazyRoute(() => import('./routes/product'), ['product', 'reviews', 'catalog']);
const SearchRoute = lazyRoute(() => import('./routes/search'), ['search']);
const FeaturedRoute = lazyRoute(() => import('./routes/featured'), ['catalog']);
const CartRoute = lazyRoute(() => import('./routes/cart'), ['cart', 'delivery']);
// The other pages' route table is a chunk of its own: the app shell every first visit downloads
// keeps only the shopping pages (home, categories, product, search, cart).
const SecondaryRoutes = lazyRoute(() => import('./secondary-routes'));

/**
 * Every page, in React Router's declarative mode (inside `BrowserRouter`): its data router would
 * cost about 17 kB gzip more on the home page (docs/decisions/006-declarative-routing.md).
 */
export function AppRoutes() {
  return (
    // A crash of the layout itself (header, footer) still shows the retry screen.
    <RouteErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path={paths.categories()} element={<CategoriesRoute />} />
          {categoryPaths.map((path) => (
            <Route key={path} path={path} element={<CategoryRoute />} />
          ))}
          <Route path="/category/:slug" element={<CategoryRoute />} />
          <Route path="/product/:id" element={<ProductRoute />} />
          <Route path="/search" element={<SearchRoute />} />
          <Route path={paths.featured()} element={<FeaturedRoute />} />
          <Route path={paths.featuredAlias()} element={<FeaturedRoute />} />
          <Route path={paths.cart()} element={<CartRoute />} />
          {/* Account, order and content pages, and 'Page Not Found'. */}
          <Route path="*" element={<SecondaryRoutes />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
