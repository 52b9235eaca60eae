// Builds the Fastify app from already-composed dependencies: plugins, routes and the error handling.
// No business logic lives here.
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import type { CookieSettings } from './adapters/http/session/cookies.ts';
import type { CommerceSetting } from './commerce.config.ts';
import type { CheckoutAddressRules } from './application/checkout/pay-order.ts';
import type { PaymentSourceRepository } from './ports/payments/payment-source-repository.ts';
import type { SubscriptionRepository } from './ports/payments/subscription-repository.ts';
import type { CheckoutRepository } from './ports/checkout/checkout-repository.ts';
import type { PaymentGateway } from './ports/payments/payment-gateway.ts';
import { registerCsrfCheck } from './adapters/http/csrf/csrf.hook.ts';
import { registerInputGuard } from './adapters/http/hooks/input-guard.hook.ts';
import { paramHasher } from './adapters/http/craft/hashed-params.ts';
import { acceptEmptyJsonBodies } from './adapters/http/body/json-body.parser.ts';
import { acceptFormEncodedBodies } from './adapters/http/body/form-body.parser.ts';
import { acceptMultipartBodies } from './adapters/http/body/multipart-body.hook.ts';
import { bodyErrorMessage } from './adapters/http/body/body-parse-errors.ts';
import { POST_REQUIRED, trackPostOnlyActions } from './adapters/http/craft/post-only-actions.ts';
import {
  craftErrorBody,
  errorBodyFor,
  type HttpError,
  isElementApiPath,
  SERVER_ERROR_MESSAGE,
} from './adapters/http/craft/craft-response.ts';
import { registerContent, registerOwnCommerce } from './app-routes.ts';
import { healthRoutes } from './adapters/http/ops/health.routes.ts';
import { registerSecurityHeaders } from './adapters/http/hooks/security-headers.hook.ts';
import {
  registerStorefront,
  sendPage,
  type StorefrontFiles,
} from './adapters/http/storefront/storefront.routes.ts';
import type { PageCache } from './adapters/http/storefront/page-cache.ts';
import type { RenderLimiter } from './adapters/http/storefront/render-limits.ts';
import type { RenderSource } from './adapters/http/storefront/render-source.ts';
import { addressValidationRoutes } from './adapters/http/addresses/address-validation.routes.ts';
import { appSessionRoutes } from './adapters/http/session/app-session.routes.ts';
import { PHOTO_UPLOAD_LIMITS } from './adapters/http/users/user-photo.routes.ts';
import { vendureProxyRoutes } from './adapters/http/vendure/shop-api.proxy.ts';
import type { StaffCatalog } from './ports/catalog/staff-catalog.ts';
import type { StockAlertRepository } from './ports/stock-alerts/stock-alert-repository.ts';
import type { StockAlertNotifier } from './ports/stock-alerts/stock-alert-notifier.ts';
import type { FulfilmentNotifier } from './ports/fulfilment/fulfilment-notifier.ts';
import type { OrderFlowRepository } from './ports/fulfilment/order-flow-repository.ts';
import type { StaffOrders } from './ports/fulfilment/staff-orders.ts';
import type { ImageVariantDeps } from './application/images/find-image-variant.ts';
import type { PageMetadataRepository } from './ports/seo/page-metadata.ts';
import type { SearchIndex } from './ports/content/search-index.ts';
import type { UnpaidOrderRelease } from './ports/orders/unpaid-order-release.ts';
import type { SitemapSource } from './ports/seo/sitemap-source.ts';
import { devMailboxRoutes } from './adapters/http/ops/dev-mailbox.routes.ts';
import { registerSessions } from './adapters/http/session/session.ts';
import { sessionInfoRoutes } from './adapters/http/session/session-info.routes.ts';
import type { Database } from './adapters/db/database.ts';
import type { RateLimitGuardDeps } from './adapters/http/hooks/rate-limit.guard.ts';
import type { Environment, TrustProxy } from './config.ts';
import type { AccountNotifier } from './ports/users/account-notifier.ts';
import type { OrderNotifier } from './ports/orders/order-notifier.ts';
import type { AddressRepository } from './ports/addresses/address-repository.ts';
import type { AddressValidator } from './ports/addresses/address-validator.ts';
import type { CartRepository } from './ports/cart/cart-repository.ts';
import type { PurchasableCatalog } from './ports/cart/purchasable-catalog.ts';
import type { StoreRulesReader } from './ports/store/store-rules-reader.ts';
import type { MailOutbox } from './ports/mail/mailer.ts';
import type { ImageProcessor } from './ports/images/image-processor.ts';
import type { OrderHistory } from './ports/orders/order-history.ts';
import type { InvoiceRenderer } from './ports/orders/invoice-renderer.ts';
import type { UserPhotoRepository } from './ports/users/user-photo-repository.ts';
import type { Clock } from './ports/system/clock.ts';
import type { Digest } from './ports/system/digest.ts';
import type { PasswordHasher } from './ports/users/password-hasher.ts';
import type { SessionRepository } from './ports/users/session-repository.ts';
import type { UserCodeRepository } from './ports/users/user-code-repository.ts';
import type { UserRepository } from './ports/users/user-repository.ts';
import type { ProductRepository } from './ports/catalog/product-repository.ts';
import type { RandomSource } from './ports/system/random-source.ts';
import type { BlogReader } from './ports/content/blog-reader.ts';
import type { CaseStudyReader } from './ports/content/case-study-reader.ts';
import type { CategoryReader } from './ports/catalog/category-reader.ts';
import type { ContentReader } from './ports/content/content-reader.ts';
import type { FormNotifier } from './ports/forms/form-notifier.ts';
import type { FormSubmissionRepository } from './ports/forms/form-submission-repository.ts';
import type { MenuReader } from './ports/content/menu-reader.ts';
import type { StoreSettingsReader } from './ports/store/store-settings-reader.ts';

export interface AppDeps {
  /** where the storefront's catalogue comes from (config COMMERCE_BACKEND) */
  readonly commerce: CommerceSetting;
  readonly rateLimits: RateLimitGuardDeps;
  readonly orderHistory: OrderHistory;
  /** Hourly housekeeping: unpaid pay-by-invoice orders give their stock back. */
  readonly unpaidOrders: UnpaidOrderRelease;
  readonly invoices: InvoiceRenderer;
  readonly images: ImageProcessor;
  readonly photos: UserPhotoRepository;
  readonly env: Environment;
  readonly commerceCmsSegment: string;
  /** The tax plugin's handle in `/actions/{segment}/json/validate-address`. */
  readonly taxServiceSegment: string;
  readonly addressValidator: AddressValidator;
  readonly notifier: AccountNotifier;
  /** Order-confirmation mails. */
  readonly orderNotifier: OrderNotifier;
  readonly orderFlow: OrderFlowRepository;
  readonly staffOrders: StaffOrders;
  readonly staffCatalog: StaffCatalog;
  readonly stockAlerts: StockAlertRepository;
  /** Back-in-stock mails. */
  readonly stockAlertNotifier: StockAlertNotifier;
  readonly fulfilmentNotifier: FulfilmentNotifier;
  readonly outbox: MailOutbox;
  readonly newUid: () => string;
  readonly sessionSecret: string;
  readonly publicUrl: string;
  readonly currency: string;
  readonly cartCookieName: string;
  readonly cookies: CookieSettings;
  readonly database: Pick<Database, 'kind' | 'ping'>;
  readonly products: ProductRepository;
  readonly carts: CartRepository;
  readonly checkout: CheckoutRepository;
  readonly paymentGatewayFor: (type: string, paymentType: string) => PaymentGateway | null;
  /** Commerce's `allowCheckoutWithoutPayment` store setting (off by default). */
  readonly allowCheckoutWithoutPayment: boolean;
  /** Commerce's requireBilling/ShippingAddressAtCheckout store settings for payments/pay. */
  readonly checkoutAddresses: CheckoutAddressRules;
  readonly paymentSources: PaymentSourceRepository;
  readonly subscriptions: SubscriptionRepository;
  readonly catalog: PurchasableCatalog;
  readonly storeRules: StoreRulesReader;
  readonly random: RandomSource;
  readonly digest: Digest;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly codes: UserCodeRepository;
  readonly addresses: AddressRepository;
  readonly storefront: StorefrontFiles;
  readonly pageCache: PageCache;
  readonly renderLimit: RenderLimiter;
  readonly renderSource: RenderSource | null;
  readonly search: SearchIndex;
  readonly imageVariants: ImageVariantDeps;
  readonly pageMetadata: PageMetadataRepository;
  readonly sitemap: SitemapSource;
  readonly shopName: string;
  readonly categories: CategoryReader;
  readonly menus: MenuReader;
  readonly content: ContentReader;
  readonly blog: BlogReader;
  readonly caseStudies: CaseStudyReader;
  readonly storeSettings: StoreSettingsReader;
  readonly formSubmissions: FormSubmissionRepository;
  readonly formNotifier: FormNotifier;
}

const API_PREFIXES = ['/actions/', '/api/', '/settings/', '/healthz', '/assets/', '/img/', '/dev/'];
const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** A hop count as the function proxy-addr makes of one (Fastify's types take no number). */
const fastifyTrustProxy = (trusted: TrustProxy) =>
  typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;

/** Cookies, headers, sessions, body parsing and the CSRF and input guards, in the order they run. */
async function registerRequestHandling(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(fastifyCookie, { secret: deps.sessionSecret });
  registerSecurityHeaders(app, { https: deps.publicUrl.startsWith('https://') });
  registerSessions(app, deps);
  // Craft takes every action's params as JSON, form-encoded or multipart fields (Ref §1.1). Multipart
  // fields become the body in a preValidation hook, so it comes before the input guard's.
  await acceptFormEncodedBodies(app);
  await acceptMultipartBodies(app, PHOTO_UPLOAD_LIMITS);
  registerCsrfCheck(app, deps);
  registerInputGuard(app);
  acceptEmptyJsonBodies(app);
}

/** The one error handler (5xx details hidden) and the not-found answers: POST-only, page, API. */
function registerFailureHandlers(app: FastifyInstance, deps: AppDeps): void {
  const needsPost = trackPostOnlyActions(app);
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      status >= 500
        ? SERVER_ERROR_MESSAGE
        : (bodyErrorMessage(error, request.routeOptions.bodyLimit) ?? error.message);
    return reply.code(status).send(errorBodyFor(request.url, status, message, request.method));
  });

  app.setNotFoundHandler((request, reply) => {
    if (needsPost(request)) return reply.code(400).send(craftErrorBody(400, POST_REQUIRED));
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && !isApiPath(request.url)) return sendPage(request, reply, deps);
    const message = isElementApiPath(request.url)
      ? 'No element exists that matches the endpoint criteria'
      : 'Page not found.';
    return reply.code(404).send(errorBodyFor(request.url, 404, message, request.method));
  });
}

/** Every route plugin, then the storefront's files (last: it answers what no route took). */
async function registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Built once: the routes that read Craft's hashed params share one hasher.
  const routeDeps = { ...deps, hashedParams: paramHasher(deps.sessionSecret) };
  await app.register(healthRoutes(deps.database));
  // The session's CSRF token and the tax service's address check serve every commerce back-end.
  await app.register(sessionInfoRoutes(deps));
  await app.register(appSessionRoutes(deps));
  await app.register(addressValidationRoutes(deps));
  if (deps.commerce.kind === 'craft') await registerOwnCommerce(app, deps, routeDeps);
  await registerContent(app, deps);
  // The outbox shows every mail with its one-time links: never in production.
  if (deps.env !== 'production') await app.register(devMailboxRoutes(deps));
  // Vendure's Shop API and pictures on this origin, when it is the commerce back-end.
  if (deps.commerce.kind === 'vendure')
    await app.register(
      vendureProxyRoutes({ ...deps.commerce, cookies: deps.cookies, rateLimits: deps.rateLimits }),
    );
  await registerStorefront(app, deps.storefront);
}

export async function buildApp(
  deps: AppDeps,
  options: { readonly logger?: FastifyBaseLogger; readonly trustProxy?: TrustProxy } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: 1_048_576,
    return503OnClosing: true,
  });
  await registerRequestHandling(app, deps);
  // Handlers first: child plugins take the handlers in force when they are registered.
  registerFailureHandlers(app, deps);
  await registerRoutes(app, deps);
  return app;
}
