import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import type { Redis } from 'ioredis';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServedHero } from '@dawa/shared/system/settings';
import type { Env } from './config/env.ts';
import { createTtlCache } from './lib/ttl-cache.ts';
import { loadSecrets } from './config/secrets.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { createMemoryFailureLimiter, type FailureLimiter } from './lib/failure-limiter.ts';
import { createRedisFailureLimiter } from './lib/failure-limiter-redis.ts';
import { createSessionStatusCache } from './modules/accounts/session-status.ts';
import { createAccessTokens } from './modules/accounts/access-token.ts';
import { createAccountErasure } from './modules/accounts/account-erasure.ts';
import { createAuthService, type AuthService } from './modules/accounts/auth.service.ts';
import type { AccountsContext } from './modules/accounts/context.ts';
import { createProfileService, type ProfileService } from './modules/accounts/profile.service.ts';
import { createSessionService, type SessionService } from './modules/accounts/sessions.service.ts';
import { createSettingsService, type SettingsService } from './modules/accounts/settings.service.ts';
import { createUserManagementService, type UserManagementService } from './modules/accounts/user-management.service.ts';
import { createAnalyticsService, type AnalyticsService } from './modules/analytics/analytics.service.ts';
import { createAuditService, type AuditService } from './modules/audit/audit.service.ts';
import { createDoctorsService, type DoctorsService } from './modules/doctors/doctors.service.ts';
import { createTwoFactorService, type TwoFactorService } from './modules/accounts/two-factor.service.ts';
import { mailRecipientOf } from './modules/accounts/mail-preferences.ts';
import { uiLanguageOf } from '@dawa/shared/i18n/languages';
import { createAddressService, type AddressService } from './modules/addresses/addresses.service.ts';
import { createCartService, type CartService } from './modules/cart/cart.service.ts';
import { createAdminProductsService, type AdminProductsService } from './modules/catalog/admin-products.service.ts';
import { createCatalogService, type CatalogService } from './modules/catalog/catalog.service.ts';
import { createContentService, type ContentService } from './modules/content/content.service.ts';
import { createSiteContentService, type SiteContentService } from './modules/content/site-content.service.ts';
import { createDocumentsService, type DocumentsService } from './modules/documents/documents.service.ts';
import { createHealthReportsService, type HealthReportsService } from './modules/health-reports/health-reports.service.ts';
import { createSupportService, type SupportService } from './modules/support/support.service.ts';
import { createStockReceivingService, type StockReceivingService } from './modules/catalog/stock-receiving.service.ts';
import { createVideoRoomService, type VideoRoomService } from './modules/video-room/room.service.ts';
import { createDoctorScheduleService, type DoctorScheduleService } from './modules/doctor-schedule/schedule.service.ts';
import { createNewsletterService, type NewsletterService } from './modules/newsletter/newsletter.service.ts';
import { runMaintenance } from './modules/maintenance/maintenance.service.ts';
import { PHONEPE_POLL_SECONDS } from './flows/phonepe-status-poll.ts';
import { createJobScheduler, type JobScheduler } from './modules/jobs/scheduler.ts';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service.ts';
import { sellerOf } from './modules/orders/invoice-document.ts';
import { createCustomerDataFlow } from './flows/customer-data.ts';
import { createAdminOrdersFlow, type AdminOrdersFlow } from './flows/admin-order-steps.ts';
import { createAdminPaymentsFlow, type AdminPaymentsFlow } from './flows/admin-payments.ts';
import { createPrescriptionReviewFlow, type PrescriptionReviewFlow } from './flows/prescription-review.ts';
import { createOrderChangesService, type OrderChangesService } from './flows/order-changes.ts';
import { createPaymentsService, type PaymentsService } from './flows/payments.ts';
import { createAppointmentFlows, type AppointmentFlows } from './flows/appointment-changes.ts';
import { createAppointmentsService, type AppointmentsService } from './modules/appointments/appointments.service.ts';
import { createCheckoutService, type CheckoutService } from './flows/place-order.ts';
import { createMailRelay, createOutboxService, MAIL_RELAY_SECONDS, type OutboxService } from './modules/outbox/outbox.service.ts';
import { createAnalysisRunner, type AnalysisRunner, type AnalyzeDocument } from './modules/prescriptions/analysis-runner.ts';
import { closeDocumentAnalyzer, createDocumentAnalyzer } from './modules/prescriptions/document-analyzer.ts';
import { createPrescriptionsService, type PrescriptionsService } from './modules/prescriptions/prescriptions.service.ts';
import { createReviewsService, type ReviewsService } from './modules/reviews/reviews.service.ts';
import { createSiteLockService, type SiteLockService } from './modules/site-lock/site-lock.service.ts';
import { createSystemSettingsService, type SystemSettingsService } from './modules/system-settings/system-settings.service.ts';
import { createOutboxMailer } from './providers/mail/outbox.ts';
import { createSmtpMailer } from './providers/mail/smtp.ts';
import type { PaymentAvailability } from './providers/payments/availability.ts';
import { SANDBOX_MERCHANT_ID, SANDBOX_PATH, WEBHOOK_PATH } from './providers/payments/phonepe-config.ts';
import { createPhonePeSandbox, type PhonePeSandbox } from './providers/payments/phonepe-sandbox.ts';
import { createRazorpaySandbox, type RazorpaySandbox } from './providers/payments/razorpay-sandbox.ts';
import { selectPaymentProviders } from './providers/payments/select-providers.ts';
import type { Fetch } from './providers/payments/types.ts';
import { createFallbackRateLimitStore } from './providers/redis/rate-limit-store.ts';
import { createChangeBroadcast } from './providers/redis/change-broadcast.ts';
import { createRedisRoomSignals } from './providers/room-signals/redis.ts';
import { connectRedis } from './providers/redis/redis-client.ts';
import { createConfiguredStorage } from './db/configured-storage.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler, sendFrameworkError } from './plugins/error-handler.ts';
import { guardFeatureSwitches } from './plugins/feature-switches.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { guardPaymentMethods } from './plugins/payment-availability.ts';
import { refuseCardData } from './plugins/refuse-card-data.ts';
import { registerNulGuard } from './plugins/refuse-nul.ts';
import { registerPublicUrlCheck } from './plugins/public-url.ts';
import { createZodFastSerializer, serializerFor } from './plugins/serializer.ts';
import { listenToProductChanges } from './db/product-changes.ts';
import { ProductDetailSchema } from '@dawa/shared/catalog/schemas';
import { registerSiteLock } from './plugins/site-lock.ts';
import { createFirstScreenHints } from './plugins/first-screen-hints.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerLifecycle } from './plugins/lifecycle.ts';
import { createMetrics, registerMetrics } from './plugins/metrics.ts';
import { registerInstanceName } from './plugins/instance-name.ts';
import { registerRequestId, requestIdMixin, requestIdOf } from './plugins/request-id.ts';
import { addressRoutes } from './routes/addresses/addresses.routes.ts';
import { aiModule } from './routes/ai/ai.plugin.ts';
import { adminRoutes } from './routes/admin/admin.routes.ts';
import { devTestPrescriptionRoutes } from './routes/dev/test-prescriptions.routes.ts';
import { checkoutPrescriptionRoutes } from './routes/checkout-prescriptions/checkout-prescriptions.routes.ts';
import { authRoutes } from './routes/auth/auth.routes.ts';
import { cartRoutes } from './routes/cart/cart.routes.ts';
import { deliveryRoutes } from './routes/delivery/delivery.routes.ts';
import { drugKnowledgeRoutes } from './routes/ai/drug-knowledge.routes.ts';
import type { AccountRouteOptions } from './routes/auth/route-options.ts';
import { sessionRoutes } from './routes/auth/session.routes.ts';
import { benchRoutes } from './routes/bench.routes.ts';
import { categoryRoutes } from './routes/catalog/categories.routes.ts';
import { mediaRoutes } from './routes/catalog/media.routes.ts';
import { siteContentRoutes } from './routes/content/site-content.routes.ts';
import { dealRoutes } from './routes/content/deals.routes.ts';
import { productRoutes } from './routes/catalog/products.routes.ts';
import { configRoutes } from './routes/config.routes.ts';
import { devOutboxRoutes } from './routes/dev/outbox.routes.ts';
import { orderRoutes } from './routes/orders/orders.routes.ts';
import { healthRoutes } from './routes/health.routes.ts';
import { newsletterRoutes } from './routes/newsletter/newsletter.routes.ts';
import { paymentRoutes } from './routes/payments/payments.routes.ts';
import { phonePeSandboxRoutes } from './routes/payments/phonepe-sandbox.routes.ts';
import { razorpayRoutes } from './routes/payments/razorpay.routes.ts';
import { razorpaySandboxRoutes } from './routes/payments/razorpay-sandbox.routes.ts';
import { avatarMediaRoutes } from './routes/media/avatars.routes.ts';
import { productImageMediaRoutes } from './routes/media/product-images.routes.ts';
import { doctorPhotoMediaRoutes } from './routes/media/doctor-photos.routes.ts';
import { doctorRoutes } from './routes/doctors/doctors.routes.ts';
import { healthReportRoutes } from './routes/health-reports/health-reports.routes.ts';
import { roomRoutes, roomSocketRoutes } from './routes/video-room/room.routes.ts';
import { prescriptionRoutes } from './routes/prescriptions/prescriptions.routes.ts';
import { appointmentRoutes } from './routes/appointments/appointments.routes.ts';
import { profileRoutes } from './routes/profile/profile.routes.ts';
import { reviewRoutes } from './routes/reviews/reviews.routes.ts';
import { settingsRoutes } from './routes/settings/settings.routes.ts';
import { siteLockRoutes } from './routes/site-lock.routes.ts';
import { supportRoutes } from './routes/support/support.routes.ts';

export interface Services {
  catalog: CatalogService;
  adminProducts: AdminProductsService;
  auth: AuthService;
  sessions: SessionService;
  profile: ProfileService;
  settings: SettingsService;
  twoFactor: TwoFactorService;
  outbox: OutboxService;
  siteLock: SiteLockService;
  content: ContentService;
  siteContent: SiteContentService;
  documents: DocumentsService;
  /** A patient's health reports, and what doctors and admins may read of them. */
  healthReports: HealthReportsService;
  /** Online consultations' video rooms: access, tickets and the signalling relay. */
  videoRooms: VideoRoomService;
  /** My Schedule: a doctor's appointments, their outcome, notes and e-prescriptions. */
  doctorSchedule: DoctorScheduleService;
  newsletter: NewsletterService;
  cart: CartService;
  addresses: AddressService;
  checkout: CheckoutService;
  orders: OrdersService;
  /** Cancelling (with its refund) and paying again: order changes that span modules. */
  orderChanges: OrderChangesService;
  /** Orders/Prescriptions: every order for staff, and its fulfilment steps (with refunds and mails). */
  adminOrders: AdminOrdersFlow;
  /** Admin → Payments: attempts with provider ids, mismatches, the sweep on demand, the CSV (decision 060). */
  adminPayments: AdminPaymentsFlow;
  /** The pharmacist's prescription queue, checkout's prescription choice and the Schedule H1 register (decision 026). */
  prescriptionReview: PrescriptionReviewFlow;
  payments: PaymentsService;
  /** The built-in PhonePe sandbox; null outside demo mode and when real PhonePe credentials are configured. */
  phonePeSandbox: PhonePeSandbox | null;
  /** The payment methods usable now (decision 013). */
  paymentAvailability: PaymentAvailability;
  /** The built-in Razorpay sandbox; null outside demo mode and when Razorpay keys are configured (decision 050). */
  razorpaySandbox: RazorpaySandbox | null;
  reviews: ReviewsService;
  /** User Management, and who is acting on a staff route. */
  userManagement: UserManagementService;
  audit: AuditService;
  analytics: AnalyticsService;
  /** Doctor Management and the doctors patients read. */
  doctors: DoctorsService;
  /** Slots, booking, lists and the admin list of appointments (decision 027). */
  appointments: AppointmentsService;
  /** Paying, moving and cancelling appointments, their mails and the sweep. */
  appointmentFlows: AppointmentFlows;
  /** System Settings: delivery, support contacts, site lock, cancellation window, feature switches. */
  systemSettings: SystemSettingsService;
  /** My Prescriptions: upload, analysis queue, the authorised file (decision 025). */
  prescriptions: PrescriptionsService;
  /** The prescription analysis queue's worker (tests drive it with runDueAnalysisJobs). */
  prescriptionAnalysis: AnalysisRunner;
  /** The support inbox: customers' conversations with staff ('connect to agent', decision 039). */
  support: SupportService;
  /** Stock Receiving: a product's batches, and receiving one (raises the stock; decision 039). */
  stockReceiving: StockReceivingService;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    services: Services;
    /** The periodic background jobs (tests run one with `app.jobs.runDue(name)`). */
    jobs: JobScheduler;
  }
}

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Outbound HTTP of the payment providers (tests route it through the app itself). Default: global fetch. */
  fetch?: Fetch;
  /** Where log lines go (tests capture them). Default: stdout. */
  logStream?: NodeJS.WritableStream;
  /** Put before every key the app writes to Redis (REDIS_URL). Default REDIS_KEY_PREFIX ('dawa:'); tests use their own. */
  redisKeyPrefix?: string;
  /** Reads a prescription document (default: the OCR pipeline); tests may pass one that fails or hangs. */
  prescriptionAnalyzer?: AnalyzeDocument;
  /** The HTTP server to serve on (server.ts passes the one that answered 503 while migrations ran). Default: Fastify's own. */
  serverFactory?: FastifyServerFactory;
}

/**
 * The development mailbox (a newcomer reads their codes there) exists only in demo mode and while mail
 * goes to the outbox; in demo mode also under NODE_ENV=production, as `npm start` runs (decision 013).
 */
export const devMailboxEnabled = (env: Env) => env.DEMO_MODE && !env.SMTP_URL;

/** Redis of REDIS_URL and the key prefix of @fastify/rate-limit's counters there. */
interface RateLimitRedis {
  redis: Redis;
  nameSpace: string;
}

const apiRoutes: FastifyPluginAsyncZod<{ env: Env; rateLimitRedis: RateLimitRedis | null }> = async (api, { env, rateLimitRedis }) => {
  api.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'not_found', message: `No API route for ${request.method} ${request.url.split('?')[0]}` });
  });
  // Only routes that opt in are limited (config.rateLimit); the counters live in Redis when REDIS_URL
  // is set (shared by every instance; in this process while Redis is briefly gone), else in this process.
  await api.register(rateLimit, {
    global: false,
    ...(rateLimitRedis ? { store: createFallbackRateLimitStore(rateLimitRedis.redis, rateLimitRedis.nameSpace) } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => new AppError('rate_limited', `Too many requests. Please try again in ${context.after}.`),
  });
  // Before the order and payment routes: they refuse a method this shop cannot take now.
  guardPaymentMethods(api, api.services.paymentAvailability);
  // Card data never reaches us (deviation 97): a payment body carrying any is refused before it is read.
  refuseCardData(api);
  guardFeatureSwitches(api, api.services.systemSettings);
  const accountOptions: AccountRouteOptions = {
    perIp: { max: env.RATE_LIMIT_IP_MAX, timeWindow: env.RATE_LIMIT_IP_WINDOW_SECONDS * 1000 },
    secureCookies: env.PUBLIC_URL.startsWith('https://'),
  };
  await api.register(healthRoutes, { redis: rateLimitRedis?.redis ?? null });
  await api.register(configRoutes, {
    demoMode: env.DEMO_MODE,
    payments: api.services.paymentAvailability,
    settings: api.services.systemSettings,
  });
  await api.register(siteLockRoutes, accountOptions);
  await api.register(categoryRoutes);
  await api.register(productRoutes);
  await api.register(reviewRoutes);
  await api.register(mediaRoutes);
  await api.register(productImageMediaRoutes);
  await api.register(authRoutes, accountOptions);
  await api.register(sessionRoutes, accountOptions);
  await api.register(profileRoutes);
  await api.register(avatarMediaRoutes);
  await api.register(doctorRoutes);
  await api.register(doctorPhotoMediaRoutes);
  await api.register(healthReportRoutes);
  await api.register(supportRoutes);
  await api.register(roomRoutes);
  await api.register(roomSocketRoutes, { instanceName: env.INSTANCE_NAME });
  await api.register(appointmentRoutes);
  await api.register(settingsRoutes, accountOptions);
  await api.register(dealRoutes);
  await api.register(siteContentRoutes);
  await api.register(newsletterRoutes, accountOptions);
  await api.register(prescriptionRoutes);
  await api.register(cartRoutes);
  await api.register(aiModule, { prefix: '/ai', env });
  await api.register(drugKnowledgeRoutes, { prefix: '/ai' });
  await api.register(deliveryRoutes);
  await api.register(addressRoutes);
  await api.register(orderRoutes);
  await api.register(checkoutPrescriptionRoutes);
  await api.register(paymentRoutes);
  await api.register(razorpayRoutes);
  await api.register(adminRoutes, { prefix: '/admin' });
  const { phonePeSandbox } = api.services;
  if (phonePeSandbox) await api.register(phonePeSandboxRoutes, { prefix: '/payments/phonepe-sandbox', sandbox: phonePeSandbox });
  const { razorpaySandbox } = api.services;
  if (razorpaySandbox) await api.register(razorpaySandboxRoutes, { prefix: '/payments/razorpay-sandbox', sandbox: razorpaySandbox });
  if (devMailboxEnabled(env)) await api.register(devOutboxRoutes);
  // Browser journeys' stand-in for the prescription upload and reading (decision 026); never outside tests.
  if (devMailboxEnabled(env) && env.NODE_ENV === 'test') await api.register(devTestPrescriptionRoutes);
  if (env.BENCH_ROUTES) await api.register(benchRoutes);
};

/** Builds the whole HTTP app (API under /api, the built SPA elsewhere) on an open, migrated database. */
export async function buildApp({
  env,
  database,
  fetch: providerFetch,
  logStream,
  redisKeyPrefix = env.REDIS_KEY_PREFIX,
  prescriptionAnalyzer,
  serverFactory,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Every line logged while a request runs carries its id (plugins/request-id.ts), the caller's X-Request-Id when valid.
    logger:
      env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL, mixin: requestIdMixin, ...(logStream ? { stream: logStream } : {}) },
    genReqId: requestIdOf,
    ...(serverFactory ? { serverFactory } : {}),
    // Fastify has no request timeout by default; a stalled client must not hold a socket forever.
    requestTimeout: 30_000,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // A malformed or overlong path answers in the shared error body like every other client error.
    frameworkErrors: sendFrameworkError,
    trustProxy: env.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createZodFastSerializer({ checkResponses: env.NODE_ENV !== 'production' }));

  const { db } = database;
  const secrets = loadSecrets(env);
  const outbox = createOutboxService(db);
  const mailer = env.SMTP_URL
    ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM })
    : createOutboxMailer({ from: env.MAIL_FROM, save: outbox.save });
  const accessTokens = createAccessTokens(secrets.jwtKey);
  const accountLimit = { max: env.RATE_LIMIT_ACCOUNT_MAX, windowSeconds: env.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS };
  // Unreachable Redis fails the start: a silent fallback to memory would let each instance allow the full limit.
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, app.log) : null;
  // QUIT fails while Redis is down (no offline queue): then the socket is just dropped.
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  const failureLimiter = (name: string): FailureLimiter =>
    redis
      ? createRedisFailureLimiter({ redis, prefix: `${redisKeyPrefix}failures:${name}:`, ...accountLimit })
      : createMemoryFailureLimiter(accountLimit);
  // Every upload goes through this one store: local disk, or one every instance shares (decision 051).
  const files = createConfiguredStorage(env, database);
  if (files.note) app.log.warn(files.note);
  const accounts: AccountsContext = {
    db,
    mailer,
    storage: files.storage,
    secrets,
    accessTokens,
    limiters: { login: failureLimiter('login'), otp: failureLimiter('otp') },
    sessionStatus: createSessionStatusCache(redis, `${redisKeyPrefix}session:`, app.log),
    publicUrl: env.PUBLIC_URL,
    log: app.log,
    now: () => new Date(),
    forgetMailsTo: outbox.forget,
  };
  const profile = createProfileService(accounts);
  // Exporting and erasing a customer's data spans every module that keeps some of it (flows/customer-data.ts).
  const customerData = createCustomerDataFlow(db);
  // This app's own metrics registry (none without METRICS_TOKEN; decision 052).
  const metrics = createMetrics(Boolean(env.METRICS_TOKEN));
  const paymentProviders = selectPaymentProviders(env, secrets.jwtKey, providerFetch, app.log);
  const { phonePeSandbox, razorpaySandbox } = paymentProviders;
  const paymentsContext = {
    db,
    phonePe: paymentProviders.phonePe,
    gateway: paymentProviders.gateway,
    publicUrl: env.PUBLIC_URL,
    log: app.log,
    now: () => new Date(),
    onOutcome: (provider: string, outcome: string) => metrics.paymentOutcome(provider, outcome),
  };
  // A few seconds: other instances apply an admin's change within this time (decision 021).
  const systemSettings = createSystemSettingsService(db, {
    envSiteLockPassword: env.SITE_LOCK_PASSWORD,
    cacheMs: 5_000,
    now: () => new Date(),
  });
  const payments = createPaymentsService(paymentsContext);
  // The catalogue caches live in each instance: with Redis, a write on one instance clears them on all (decision 033).
  const catalogueChanges = redis
    ? await createChangeBroadcast({
        redis,
        channel: `${redisKeyPrefix}catalogue-changed`,
        onChange: () => services.catalog.invalidate(),
        log: app.log,
      })
    : null;
  if (catalogueChanges) app.addHook('onClose', async () => catalogueChanges.close());
  // Video rooms across instances: tickets, places and signalling through Redis when it is there (decision 035).
  const roomSignals = redis ? await createRedisRoomSignals({ redis, prefix: redisKeyPrefix, log: app.log }) : undefined;
  // Every committed product write, told by the embedded database (null on the server): the kept product pages follow it.
  const productChanges = await listenToProductChanges(db, (changed) => services.catalog.productsChanged(changed));
  if (productChanges) app.addHook('onClose', productChanges);
  const catalogueChanged = () => {
    services.catalog.invalidate();
    catalogueChanges?.announce();
  };
  const orders = createOrdersService(db, {
    seller: sellerOf(env),
    invoicePrefix: env.INVOICE_PREFIX,
    cancellationWindowHours: () => systemSettings.cancellationWindowHours(),
    languageOf: async (userId) => uiLanguageOf((await mailRecipientOf(db, userId))?.language),
    now: () => new Date(),
  });
  const prescriptionAnalysis = createAnalysisRunner({
    db,
    storage: accounts.storage,
    analyze: prescriptionAnalyzer ?? createDocumentAnalyzer(db),
    log: app.log,
  });
  const appointments = createAppointmentsService({ db, now: () => new Date() });
  const appointmentFlows = createAppointmentFlows({ payments: paymentsContext, appointments });
  const services: Services = {
    // Product pages are kept only where the database tells this process of every product change (decision 043).
    catalog: createCatalogService(db, {
      responseCacheSeconds: env.CATALOG_CACHE_SECONDS,
      detailCacheBytes: productChanges ? env.PRODUCT_DETAIL_CACHE_MB * 1024 * 1024 : 0,
      serializeDetail: serializerFor(ProductDetailSchema, { checkResponses: env.NODE_ENV !== 'production' }),
    }),
    // Every admin product write reaches the shop at once: cached answers and search match sets are dropped.
    adminProducts: createAdminProductsService({
      db,
      storage: accounts.storage,
      now: () => new Date(),
      onCatalogueChanged: catalogueChanged,
    }),
    auth: createAuthService(accounts),
    sessions: createSessionService(accounts),
    profile,
    settings: createSettingsService(accounts, profile, customerData),
    twoFactor: createTwoFactorService(accounts),
    outbox,
    siteLock: createSiteLockService({
      state: async () => {
        const { settings, siteLockSecret } = await systemSettings.current();
        return { enabled: settings.siteLockEnabled, secret: siteLockSecret };
      },
      key: secrets.siteLockKey,
    }),
    content: createContentService(db),
    siteContent: createSiteContentService(db),
    documents: createDocumentsService({ db, storage: accounts.storage, log: app.log }),
    healthReports: createHealthReportsService({ db, storage: accounts.storage, log: app.log }),
    videoRooms: createVideoRoomService({ db, iceServers: env.ROOM_ICE_SERVERS, now: () => new Date(), log: app.log, signals: roomSignals }),
    doctorSchedule: createDoctorScheduleService({ db, now: () => new Date() }),
    newsletter: createNewsletterService({
      db,
      mailer,
      pepper: secrets.otpPepper,
      publicUrl: env.PUBLIC_URL,
      log: app.log,
      now: () => new Date(),
    }),
    cart: createCartService(db, { now: () => new Date(), deliveryRule: () => systemSettings.deliveryRule() }),
    addresses: createAddressService(db),
    checkout: createCheckoutService(db, {
      now: () => new Date(),
      deliveryRule: () => systemSettings.deliveryRule(),
      publicUrl: env.PUBLIC_URL,
    }),
    orders,
    orderChanges: createOrderChangesService(paymentsContext, orders, {
      cancellationWindowHours: () => systemSettings.cancellationWindowHours(),
    }),
    adminOrders: createAdminOrdersFlow(paymentsContext),
    adminPayments: createAdminPaymentsFlow(paymentsContext),
    prescriptionReview: createPrescriptionReviewFlow(paymentsContext, accounts.storage),
    payments,
    phonePeSandbox: phonePeSandbox
      ? createPhonePeSandbox({
          merchantId: SANDBOX_MERCHANT_ID,
          client: { id: phonePeSandbox.clientId, secret: phonePeSandbox.clientSecret, version: phonePeSandbox.clientVersion },
          baseUrl: `${env.PAYMENT_SANDBOX_URL}${SANDBOX_PATH}`,
          // As set on PhonePe's dashboard: the webhook URL and its username and password.
          webhook: {
            url: `${env.PUBLIC_URL}${WEBHOOK_PATH}`,
            username: phonePeSandbox.webhookUsername,
            password: phonePeSandbox.webhookPassword,
          },
          log: app.log,
          ...(providerFetch ? { fetch: providerFetch } : {}),
        })
      : null,
    paymentAvailability: paymentProviders.availability,
    razorpaySandbox: razorpaySandbox
      ? createRazorpaySandbox({
          keyId: razorpaySandbox.keyId,
          keySecret: razorpaySandbox.keySecret,
          webhookSecret: razorpaySandbox.webhookSecret,
          webhookUrl: `${env.PUBLIC_URL}/api/payments/razorpay/webhook`,
          fetch: providerFetch,
          log: app.log,
        })
      : null,
    // A review changes its product's rating and review count: cached catalogue answers must not keep the old ones.
    reviews: createReviewsService(db, {
      onProductRatingChanged: catalogueChanged,
      storage: accounts.storage,
      log: app.log,
    }),
    userManagement: createUserManagementService(accounts, createAccountErasure(accounts, profile, customerData)),
    audit: createAuditService(db),
    analytics: createAnalyticsService(db, {
      now: () => new Date(),
      cacheSeconds: env.ANALYTICS_CACHE_SECONDS,
      redis,
      redisPrefix: `${redisKeyPrefix}analytics:`,
      onCacheError: (error) => app.log.warn({ err: error }, 'Redis failed: the analytics report is computed here'),
    }),
    doctors: createDoctorsService({ db, storage: accounts.storage, log: app.log, now: () => new Date() }),
    appointments,
    appointmentFlows,
    systemSettings,
    prescriptions: createPrescriptionsService({ db, storage: accounts.storage, runner: prescriptionAnalysis, log: app.log }),
    prescriptionAnalysis,
    support: createSupportService({ db, now: () => new Date() }),
    stockReceiving: createStockReceivingService({ db, now: () => new Date(), onStockChanged: catalogueChanged }),
  };
  app.decorate('database', database);
  app.decorate('services', services);
  app.addHook('onClose', async () => mailer.close());
  // One scheduler for the periodic jobs, on every instance; each run claims the job's lease first, so it
  // acts once per period across instances (modules/jobs). A configured period of 0 switches a job off.
  const jobs = createJobScheduler({ db, log: app.log, now: () => new Date() });
  // Mails written in transactions (order updates, login alerts) leave through SMTP from the outbox;
  // without SMTP they stay there as the development mailbox's (decision 031).
  const mailRelay = createMailRelay({ db, mailer, log: app.log, now: () => new Date() });
  jobs.add({ name: 'outbox.send-mails', everySeconds: env.SMTP_URL ? MAIL_RELAY_SECONDS : 0, run: () => mailRelay.drain() });
  jobs.add({ name: 'payments.reconcile', everySeconds: env.PAYMENT_RECONCILE_SECONDS, run: () => payments.sweep() });
  // PhonePe's status schedule for pending payments (decision 049) runs with the reconciler (off in tests).
  jobs.add({
    name: 'payments.phonepe-status-checks',
    everySeconds: env.PAYMENT_RECONCILE_SECONDS > 0 ? PHONEPE_POLL_SECONDS : 0,
    run: () => payments.pollPhonePe(),
  });
  // Reminder mails and released unpaid holds run off the request path, like the payment reconciler.
  jobs.add({ name: 'appointments.reminders-and-holds', everySeconds: env.APPOINTMENT_JOBS_SECONDS, run: () => appointmentFlows.sweep() });
  jobs.add({
    name: 'maintenance.purge-expired',
    everySeconds: env.MAINTENANCE_INTERVAL_MINUTES * 60,
    atStart: true,
    run: () => runMaintenance({ database, log: app.log, now: () => new Date() }),
  });
  app.decorate('jobs', jobs);
  // Product pages are read into memory after start, off the request path, a small batch at a time (decision 043).
  if (productChanges && env.PRODUCT_DETAIL_CACHE_WARM) {
    let closing = false;
    let warming: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      const startedAt = Date.now();
      warming = services.catalog
        .warmDetailPages({ batch: 50, stopped: () => closing })
        .then((pages) =>
          app.log.info({ pages, ms: Date.now() - startedAt, ...services.catalog.detailCacheSize() }, 'Product pages read into memory'),
        )
        .catch((error: unknown) => {
          if (!closing) app.log.warn({ err: error }, 'Reading product pages into memory stopped');
        });
    });
    app.addHook('onClose', async () => {
      closing = true;
      await warming;
    });
  }
  app.addHook('onReady', async () => {
    await systemSettings.warm();
    jobs.start();
  });
  // Waits for the runs under way, whose leases are given back as each ends.
  app.addHook('onClose', async () => jobs.stop());
  // OCR runs off the request path: an in-process poller works the analysis queue (off in tests).
  let stopAnalysis = async () => {};
  app.addHook('onReady', async () => {
    stopAnalysis = prescriptionAnalysis.start(env.PRESCRIPTION_ANALYSIS_POLL_MS);
  });
  app.addHook('onClose', async () => {
    await stopAnalysis();
    // The OCR worker thread is started by the first reading; a test app that never read has none.
    await closeDocumentAnalyzer();
  });
  // Operations (decision 052): first, so the request id and the counting cover every hook after them.
  registerRequestId(app);
  registerInstanceName(app, env.INSTANCE_NAME);
  registerLifecycle(app);
  registerMetrics(app, metrics, { token: env.METRICS_TOKEN, database });
  registerErrorHandler(app);
  registerNulGuard(app);
  registerPublicUrlCheck(app, env);
  registerAuth(app, (token) => services.sessions.authenticate(token));

  await app.register(helmet, {
    // CSP is set per response: the SPA's index.html carries its own; Swagger UI sets its static CSP.
    contentSecurityPolicy: false,
    // helmet's default no-referrer gets PhonePe transactions blocked (toolchain notes).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // JSON answers (a product page, a listing of 20 cards) shrink 4-6x; the SPA's own files are sent
  // precompressed by the static plugin (already encoded, so this leaves them alone). Brotli at
  // quality 4 costs about as much CPU as gzip; bodies under 1 kB are not worth it.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  registerSiteLock(app, services.siteLock);
  await registerOpenApi(app, { ui: env.API_DOCS });
  await app.register(apiRoutes, {
    prefix: '/api',
    env,
    rateLimitRedis: redis ? { redis, nameSpace: `${redisKeyPrefix}rate-limit:` } : null,
  });
  // The live hero goes into the page with the settings (no request, no flash of the built-in hero);
  // a few seconds' cache keeps page loads off the database.
  const heroCache = createTtlCache<ServedHero | null>(5_000, 1);
  const servedHero = () =>
    heroCache.get('hero', async () => {
      const { hero } = await services.content.currentHero();
      return hero ? { title: hero.title, subtitle: hero.subtitle, ctaLabel: hero.ctaLabel, ctaHref: hero.ctaHref } : null;
    });
  await registerSpa(app, env.WEB_DIST, {
    demoBanner: env.DEMO_MODE,
    servedSettings: async () => ({ ...(await systemSettings.served()), hero: await servedHero() }),
    firstScreen: createFirstScreenHints(services.catalog),
    siteLock: services.siteLock,
  });

  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const outcome = await services.auth.ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    app.log.info(`Admin account ${env.ADMIN_EMAIL} ${outcome} from ADMIN_EMAIL`);
  }
  return app;
}
