/**
 * Every URL the web app builds, in one place: storefront pages (`paths`) and API endpoints
 * (`apiPaths`). Components never concatenate URLs themselves.
 */

type QueryValue = string | number | boolean | null | undefined | readonly string[];

/** `?a=1&b=x` from an object; empty strings, null and undefined are left out; arrays become comma lists. */
export function toQueryString(params: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text === '') continue;
    search.set(key, text);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Query parameters of the /search page. Prices are in rupees here (the page converts them to paise). */
export interface SearchPageParams {
  query?: string | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  tag?: string | undefined;
  minPrice?: number | string | undefined;
  maxPrice?: number | string | undefined;
  minRating?: number | string | undefined;
  sort?: string | undefined;
  page?: number | undefined;
}

export const paths = {
  home: () => '/',
  /** Home page in results mode (products searched by name). */
  homeResults: (q: string, page?: number) => `/${toQueryString({ q, page: page && page > 1 ? page : undefined })}`,
  categories: () => '/categories',
  /** A category without its own storefront path. */
  categoryBySlug: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  product: (idOrSlug: number | string) => `/product/${encodeURIComponent(String(idOrSlug))}`,
  search: (params: SearchPageParams = {}) => `/search${toQueryString({ ...params })}`,
  /** Spelled so in the spec; /featured-products is the corrected alias. */
  featured: () => '/fetaured-products',
  featuredAlias: () => '/featured-products',
  cart: () => '/cart',
  checkout: () => '/checkout',
  wishlist: () => '/wishlist',
  orders: () => '/orders',
  orderSuccess: (orderId: number | string) => `/order-success/${encodeURIComponent(String(orderId))}`,
  paymentCallback: (merchantTransactionId: string) => `/payment/callback/${encodeURIComponent(merchantTransactionId)}`,
  /** Linked from the empty-checkout page (spec); shows the whole catalogue. */
  products: () => '/products',
  login: () => '/login',
  register: () => '/register',
  forgotPassword: () => '/forgot-password',
  /** The spec's second name of the forgot-password page. */
  resetPassword: () => '/reset-password',
  resetPasswordComplete: () => '/reset-password-complete',
  /** The code screen; `type` is 'email-verification' (default, left out) or 'password-reset'. */
  verifyOtp: (email: string, type?: 'email-verification' | 'password-reset') =>
    `/verify-otp${toQueryString({ email, type: type === 'password-reset' ? type : undefined })}`,
  verifyEmail: () => '/verify-email',
  /** /profile, optionally on a section (`?tab=orders&orderId=...`). */
  profile: (tab?: string, orderId?: string) => `/profile${toQueryString({ tab, orderId })}`,
  appointments: () => '/appointments',
  aiAssistant: () => '/ai-assistant',
  deals: () => '/deals',
  blog: () => '/blog',
  blogArticle: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  shipping: () => '/shipping',
  returns: () => '/returns',
  faq: () => '/faq',
  privacy: () => '/privacy',
  terms: () => '/terms',
  legal: () => '/legal',
  prescriptions: () => '/prescriptions',
  /** Pages the newsletter mails link to (?token=...). */
  newsletterConfirm: () => '/newsletter/confirm',
  newsletterUnsubscribe: () => '/newsletter/unsubscribe',
} as const;

export const SUPPORT_EMAIL = 'support@dawa.in';
export const SUPPORT_PHONE_DISPLAY = '+91 80 4567 8900';
export const SUPPORT_PHONE_TEL = 'tel:+918045678900';

export const apiPaths = {
  categories: () => '/api/categories',
  /** Listing (GET /api/products) and search (GET /api/products/search) share one query schema. */
  products: (query: string) => `/api/products${query}`,
  productSearch: (query: string) => `/api/products/search${query}`,
  suggestions: (q: string, limit: number) => `/api/products/suggestions${toQueryString({ q, limit })}`,
  featured: (limit: number) => `/api/products/featured${toQueryString({ limit })}`,
  brands: (category?: string) => `/api/products/brands${toQueryString({ category })}`,
  product: (idOrSlug: string) => `/api/products/${encodeURIComponent(idOrSlug)}`,
  related: (idOrSlug: string, limit: number) => `/api/products/${encodeURIComponent(idOrSlug)}/related${toQueryString({ limit })}`,
  register: () => '/api/register',
  verifyEmailOtp: () => '/api/verify-email-otp',
  verifyEmail: (token: string) => `/api/verify-email${toQueryString({ token })}`,
  resendVerificationOtp: () => '/api/resend-verification-otp',
  forgotPasswordOtp: () => '/api/forgot-password-otp',
  resetPassword: () => '/api/reset-password',
  login: () => '/api/login',
  refreshToken: () => '/api/refresh-token',
  logout: () => '/api/logout',
  profile: () => '/api/profile',
  profileUpload: () => '/api/profile/upload',
  profilePicture: () => '/api/profile/profile-picture',
  settings: () => '/api/settings',
  changePassword: () => '/api/settings/change-password',
  deleteAccount: () => '/api/settings/delete-account',
  downloadData: () => '/api/settings/download-data',
  siteLockStatus: () => '/api/site-lock/status',
  siteLockUnlock: () => '/api/site-lock/unlock',
  /** The footer's form, on every page. */
  newsletterSubscribe: () => '/api/newsletter/subscribe',
} as const;

/** The query parameter of /checkout naming a prescription to start attached (ordering from My Prescriptions). */
export const CHECKOUT_PRESCRIPTION_PARAM = 'prescription';
export const checkoutWithPrescription = (prescriptionId: number) => `/checkout${toQueryString({ [CHECKOUT_PRESCRIPTION_PARAM]: prescriptionId })}`;
