import { CATEGORIES, CATEGORY_PATH_ALIASES } from '@dawa/shared/catalog/categories';
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
  ...CATEGORIES.map((c) => c.path).filter((path) => !path.startsWith('/category/')),
  ...Object.keys(CATEGORY_PATH_ALIASES),
];

// One chunk per route, loaded on first visit. Pages fetch their own data (TanStack Query).
const HomeRoute = lazyRoute(() => import('./routes/home'));
const CategoriesRoute = lazyRoute(() => import('./routes/categories'));
const CategoryRoute = lazyRoute(() => import('./routes/category'));
const ProductRoute = lazyRoute(() => import('./routes/product'));
const SearchRoute = lazyRoute(() => import('./routes/search'));
const FeaturedRoute = lazyRoute(() => import('./routes/featured'));
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'));
const LoginRoute = lazyRoute(() => import('./routes/login'));
const RegisterRoute = lazyRoute(() => import('./routes/register'));
const VerifyOtpRoute = lazyRoute(() => import('./routes/verify-otp'));
const VerifyEmailRoute = lazyRoute(() => import('./routes/verify-email'));
const ForgotPasswordRoute = lazyRoute(() => import('./routes/forgot-password'));
const ResetPasswordCompleteRoute = lazyRoute(() => import('./routes/reset-password-complete'));
const ProfileRoute = lazyRoute(() => import('./routes/profile'));
const CheckoutRoute = lazyRoute(() => import('./routes/checkout'));
const PaymentCallbackRoute = lazyRoute(() => import('./routes/payment-callback'));
const OrderSuccessRoute = lazyRoute(() => import('./routes/order-success'));
const OrdersRoute = lazyRoute(() => import('./routes/orders'));
const ProductsRoute = lazyRoute(() => import('./routes/products'));
const CartRoute = lazyRoute(() => import('./routes/cart'));
const WishlistRoute = lazyRoute(() => import('./routes/wishlist'));
const DealsRoute = lazyRoute(() => import('./routes/deals'));
const BlogRoute = lazyRoute(() => import('./routes/blog'));
const BlogArticleRoute = lazyRoute(() => import('./routes/blog-article'));
const ShippingRoute = lazyRoute(() => import('./routes/shipping'));
const ReturnsRoute = lazyRoute(() => import('./routes/returns'));
const FaqRoute = lazyRoute(() => import('./routes/faq'));
const PrivacyRoute = lazyRoute(() => import('./routes/privacy'));
const TermsRoute = lazyRoute(() => import('./routes/terms'));
const LegalRoute = lazyRoute(() => import('./routes/legal'));
const NewsletterConfirmRoute = lazyRoute(() => import('./routes/newsletter-confirm'));
const NewsletterUnsubscribeRoute = lazyRoute(() => import('./routes/newsletter-unsubscribe'));

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
          <Route path={paths.login()} element={<LoginRoute />} />
          <Route path={paths.register()} element={<RegisterRoute />} />
          <Route path="/verify-otp" element={<VerifyOtpRoute />} />
          <Route path={paths.verifyEmail()} element={<VerifyEmailRoute />} />
          <Route path={paths.forgotPassword()} element={<ForgotPasswordRoute />} />
          <Route path={paths.resetPassword()} element={<ForgotPasswordRoute />} />
          <Route path={paths.resetPasswordComplete()} element={<ResetPasswordCompleteRoute />} />
          <Route path="/profile" element={<ProfileRoute />} />
          <Route path={paths.checkout()} element={<CheckoutRoute />} />
          <Route path="/payment/callback/:merchantTransactionId" element={<PaymentCallbackRoute />} />
          <Route path="/payment/callback" element={<PaymentCallbackRoute />} />
          <Route path="/order-success/:orderId" element={<OrderSuccessRoute />} />
          <Route path={paths.orders()} element={<OrdersRoute />} />
          <Route path={paths.products()} element={<ProductsRoute />} />
          <Route path={paths.cart()} element={<CartRoute />} />
          <Route path={paths.wishlist()} element={<WishlistRoute />} />
          <Route path={paths.deals()} element={<DealsRoute />} />
          <Route path={paths.blog()} element={<BlogRoute />} />
          <Route path="/blog/:slug" element={<BlogArticleRoute />} />
          <Route path={paths.shipping()} element={<ShippingRoute />} />
          <Route path={paths.returns()} element={<ReturnsRoute />} />
          <Route path={paths.faq()} element={<FaqRoute />} />
          <Route path={paths.privacy()} element={<PrivacyRoute />} />
          <Route path={paths.terms()} element={<TermsRoute />} />
          <Route path={paths.legal()} element={<LegalRoute />} />
          <Route path={paths.newsletterConfirm()} element={<NewsletterConfirmRoute />} />
          <Route path={paths.newsletterUnsubscribe()} element={<NewsletterUnsubscribeRoute />} />
          {/* Routes of later issues (/cart, /appointments, ...) land here until they exist. */}
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
