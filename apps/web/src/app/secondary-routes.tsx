import { Route, Routes } from 'react-router';
import { careRoomPaths } from '@/config/care-room-paths';
import { paths } from '@/config/paths';
import { supportPaths } from '@/config/support-paths';
import { lazyRoute } from '@/lib/route-loading';

const LoginRoute = lazyRoute(() => import('./routes/login'), ['auth', 'ui']);
const RegisterRoute = lazyRoute(() => import('./routes/register'), ['auth', 'ui']);
const VerifyOtpRoute = lazyRoute(() => import('./routes/verify-otp'), ['auth']);
const VerifyEmailRoute = lazyRoute(() => import('./routes/verify-email'), ['auth']);
const ForgotPasswordRoute = lazyRoute(() => import('./routes/forgot-password'), ['auth', 'ui']);
const ResetPasswordCompleteRoute = lazyRoute(() => import('./routes/reset-password-complete'), ['auth', 'ui']);
// Every tab's texts come with the page (Health Reports and the errors' sentences too), so opening a tab never suspends it.
const ProfileRoute = lazyRoute(() => import('./routes/profile'), ['orders', 'profile', 'settings', 'ui', 'healthReports', 'errors']);
const CheckoutRoute = lazyRoute(() => import('./routes/checkout'), ['checkout', 'cart', 'delivery']);
const PaymentCallbackRoute = lazyRoute(() => import('./routes/payment-callback'), ['payments']);
const OrderSuccessRoute = lazyRoute(() => import('./routes/order-success'), ['orders', 'checkout']);
const OrdersRoute = lazyRoute(() => import('./routes/orders'), ['orders']);
const PrescriptionsRoute = lazyRoute(() => import('./routes/prescriptions'), ['prescriptions', 'errors']);
const ProductsRoute = lazyRoute(() => import('./routes/products'), ['catalog']);
const WishlistRoute = lazyRoute(() => import('./routes/wishlist'), ['wishlist']);
const DealsRoute = lazyRoute(() => import('./routes/deals'), ['content']);
const BlogRoute = lazyRoute(() => import('./routes/blog'), ['content']);
const BlogArticleRoute = lazyRoute(() => import('./routes/blog-article'), ['content']);
const ShippingRoute = lazyRoute(() => import('./routes/shipping'), ['content', 'delivery']);
const ReturnsRoute = lazyRoute(() => import('./routes/returns'), ['content', 'delivery']);
const FaqRoute = lazyRoute(() => import('./routes/faq'), ['content', 'delivery']);
const PrivacyRoute = lazyRoute(() => import('./routes/privacy'), ['content']);
const TermsRoute = lazyRoute(() => import('./routes/terms'), ['content']);
const LegalRoute = lazyRoute(() => import('./routes/legal'), ['content']);
const NewsletterConfirmRoute = lazyRoute(() => import('./routes/newsletter-confirm'), ['account']);
const NewsletterUnsubscribeRoute = lazyRoute(() => import('./routes/newsletter-unsubscribe'), ['account']);
const AppointmentsRoute = lazyRoute(() => import('./routes/appointments'), ['appointments', 'errors']);
const AppointmentsBookRoute = lazyRoute(() => import('./routes/appointments-book'), ['appointments', 'booking', 'checkout', 'errors']);
const AppointmentRescheduleRoute = lazyRoute(() => import('./routes/appointment-reschedule'), ['appointments', 'errors']);
const AdminRoute = lazyRoute(() => import('./routes/admin/admin'));
const HealthReportsRoute = lazyRoute(() => import('./routes/health-reports'), ['healthReports', 'errors']);
const AppointmentRoomRoute = lazyRoute(() => import('./routes/appointment-room'), ['videoRoom']);
const SupportRoute = lazyRoute(() => import('./routes/support'), ['support']);
const AiAssistantRoute = lazyRoute(() => import('./routes/ai-assistant'), ['assistant']);
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'), ['ui']);

/**
 * Account, order and content pages and the not-found page, under the app's catch-all route
 * (app/router.tsx): read when a visitor first opens one of them, not by every first visit.
 */
export default function SecondaryRoutes() {
  return (
    <Routes>
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
      <Route path={paths.prescriptions()} element={<PrescriptionsRoute />} />
      <Route path={paths.products()} element={<ProductsRoute />} />
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
      <Route path={careRoomPaths.healthReports()} element={<HealthReportsRoute />} />
      <Route path="/appointments/:id/room" element={<AppointmentRoomRoute />} />
      <Route path={paths.appointments()} element={<AppointmentsRoute />} />
      <Route path="/appointments/book" element={<AppointmentsBookRoute />} />
      <Route path="/appointments/:id/reschedule" element={<AppointmentRescheduleRoute />} />
      <Route path="/reschedule-appointment/:id" element={<AppointmentRescheduleRoute />} />
      <Route path={supportPaths.support()} element={<SupportRoute />} />
      <Route path="/admin" element={<AdminRoute />} />
      <Route path="/admin/:section" element={<AdminRoute />} />
      <Route path={paths.aiAssistant()} element={<AiAssistantRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
