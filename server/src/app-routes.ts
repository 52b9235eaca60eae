// The route plugins by what they serve: our own commerce (Craft's actions and APIs), and the content
// back-end's APIs that every shop has. app.ts registers them.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.ts';
import type { paramHasher } from './adapters/http/craft/hashed-params.ts';
import { accountCodesRoutes } from './adapters/http/users/account-codes.routes.ts';
import { addressRoutes } from './adapters/http/addresses/address.routes.ts';
import { adminCatalogRoutes } from './adapters/http/admin/admin-catalog.routes.ts';
import { adminOrdersRoutes } from './adapters/http/admin/admin-orders.routes.ts';
import { adminReturnsRoutes } from './adapters/http/admin/admin-returns.routes.ts';
import { blogRoutes } from './adapters/http/content/blog.routes.ts';
import { cartRoutes } from './adapters/http/cart/cart.routes.ts';
import { caseStudiesRoutes } from './adapters/http/content/case-studies.routes.ts';
import { categoriesRoutes } from './adapters/http/catalog/categories.routes.ts';
import { contentApiRoutes } from './adapters/http/content/content-api.routes.ts';
import { contentSitemap } from './application/seo/content-sitemap.ts';
import { customerApiRoutes } from './adapters/http/orders/customer-api.routes.ts';
import { elementApiRoutes } from './adapters/http/catalog/element-api.routes.ts';
import { formsRoutes } from './adapters/http/content/forms.routes.ts';
import { imageRoutes } from './adapters/http/content/image.routes.ts';
import { invoiceRoutes } from './adapters/http/orders/invoice.routes.ts';
import { loginRoutes } from './adapters/http/users/login.routes.ts';
import { menusRoutes } from './adapters/http/content/menus.routes.ts';
import { orderLookupRoutes } from './adapters/http/orders/order-lookup.routes.ts';
import { pageDataRoutes } from './adapters/http/storefront/page-data.routes.ts';
import { paymentSourcesRoutes } from './adapters/http/checkout/payment-sources.routes.ts';
import { paymentsRoutes } from './adapters/http/checkout/payments.routes.ts';
import { saveUserRoutes } from './adapters/http/users/save-user.routes.ts';
import { searchRoutes } from './adapters/http/catalog/search.routes.ts';
import { seoRoutes } from './adapters/http/storefront/seo.routes.ts';
import { settingsRoutes } from './adapters/http/content/settings.routes.ts';
import { sharedCartRoutes } from './adapters/http/cart/shared-cart.routes.ts';
import { stockAlertsRoutes } from './adapters/http/stock-alerts/stock-alerts.routes.ts';
import { subscriptionsRoutes } from './adapters/http/subscriptions/subscriptions.routes.ts';
import { userPhotoRoutes } from './adapters/http/users/user-photo.routes.ts';
import { usersApiRoutes } from './adapters/http/users/users-api.routes.ts';

type RouteDeps = AppDeps & { readonly hashedParams: ReturnType<typeof paramHasher> };

/**
 * Our own commerce, Craft's actions and APIs: accounts, addresses, orders, carts, payments, the back
 * office. Not there when another back-end (Vendure) is the shop's commerce: a second checkout and
 * account system on the same origin, over a database that is not the shop's, would only be a door
 * left open.
 */
export async function registerOwnCommerce(
  app: FastifyInstance,
  deps: AppDeps,
  routeDeps: RouteDeps,
) {
  await app.register(loginRoutes(routeDeps));
  await app.register(saveUserRoutes(routeDeps));
  await app.register(accountCodesRoutes(routeDeps));
  await app.register(addressRoutes(routeDeps));
  await app.register(usersApiRoutes(deps));
  await app.register(customerApiRoutes(deps));
  await app.register(orderLookupRoutes(deps));
  await app.register(invoiceRoutes(deps));
  await app.register(sharedCartRoutes(deps));
  await app.register(userPhotoRoutes(deps));
  await app.register(adminOrdersRoutes(deps));
  await app.register(adminReturnsRoutes(deps));
  await app.register(adminCatalogRoutes(deps));
  await app.register(stockAlertsRoutes(deps));
  await app.register(cartRoutes(routeDeps));
  await app.register(paymentsRoutes(routeDeps));
  await app.register(paymentSourcesRoutes(routeDeps));
  await app.register(subscriptionsRoutes(routeDeps));
}

/** The content back-end's APIs, which every shop has (with Vendure too). */
export async function registerContent(app: FastifyInstance, deps: AppDeps) {
  await app.register(imageRoutes(deps.imageVariants));
  await app.register(searchRoutes(deps));
  // Another commerce back-end's products are not ours to list.
  const sitemap = deps.commerce.kind === 'craft' ? deps.sitemap : contentSitemap(deps.sitemap);
  await app.register(seoRoutes({ ...deps, sitemap }));
  await app.register(pageDataRoutes(deps));
  await app.register(elementApiRoutes(deps));
  await app.register(categoriesRoutes(deps));
  await app.register(menusRoutes(deps));
  await app.register(contentApiRoutes(deps));
  await app.register(blogRoutes(deps));
  await app.register(caseStudiesRoutes(deps));
  await app.register(settingsRoutes(deps));
  await app.register(formsRoutes(deps));
}
