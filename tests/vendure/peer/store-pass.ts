// What Vendure's InitialData cannot say, set through Vendure's own services: the channel's currency and
// tax mode, the EU rate, which countries are enabled, the `dummy` (card) payment method and the promotions.
import { DEMO_DISCOUNTS } from '../../../server/src/adapters/db/seed/store-rules.seed.ts';
import type { DemoShop } from './demo-shop.ts';
import { EU_TAX_PERCENT, EU_ZONE } from './initial-data.ts';
import type {
  ConfigurableOperation,
  RequestContext,
  VendureApp,
  VendureCore,
} from './vendure-api.ts';
import { say } from './progress.ts';

/**
 * Coded and named as our demo shop's test gateway (server/content/demo/gateways/dummy.yaml): the
 * storefront gives the `dummy` handle its card form, and the journeys choose it by name.
 */
export const PAYMENT_METHOD = { code: 'dummy', name: 'Credit card (test)' };
export const FREE_SHIPPING_FROM = 15_000;

const operation = (code: string, args: Record<string, string | number | boolean> = {}) => ({
  code,
  arguments: Object.entries(args).map(([name, value]) => ({ name, value: String(value) })),
});

const en = (name: string, description = '') => [{ languageCode: 'en' as const, name, description }];

async function setTaxesAndCountries(
  app: VendureApp,
  core: VendureCore,
  ctx: RequestContext,
  shop: DemoShop,
) {
  const channels = app.get(core.ChannelService);
  const { id } = await channels.getDefaultChannel();
  await channels.update(ctx, { id, defaultCurrencyCode: 'USD', pricesIncludeTax: false });
  const rates = app.get(core.TaxRateService);
  for (const rate of (await rates.findAll(ctx, {}, ['zone'])).items)
    if (rate.zone.name === EU_ZONE) await rates.update(ctx, { id: rate.id, value: EU_TAX_PERCENT });
  // The EU members our shop does not ship to stay in the EU zone but are not offered to shoppers.
  const countries = app.get(core.CountryService);
  for (const country of (await countries.findAll(ctx, { take: 1000 })).items) {
    const ours = shop.countries.find((c) => c.code === country.code);
    await countries.update(ctx, { id: country.id, enabled: ours?.enabled ?? false });
  }
}

const couponActions = (discount: (typeof DEMO_DISCOUNTS)[number]): ConfigurableOperation[] => [
  ...(discount.percentOffBasisPoints === undefined
    ? []
    : [operation('order_percentage_discount', { discount: discount.percentOffBasisPoints / 100 })]),
  ...(discount.freeShipping === true ? [operation('free_shipping')] : []),
];

async function createPromotions(app: VendureApp, core: VendureCore, ctx: RequestContext) {
  const promotions = app.get(core.PromotionService);
  const inputs = [
    {
      enabled: true,
      conditions: [
        operation('minimum_order_amount', { amount: FREE_SHIPPING_FROM, taxInclusive: false }),
      ],
      actions: [operation('free_shipping')],
      translations: en(`Free shipping over $${FREE_SHIPPING_FROM / 100}`),
    },
    ...DEMO_DISCOUNTS.flatMap((discount) =>
      discount.coupons.map((coupon) => ({
        enabled: true,
        couponCode: coupon.code,
        conditions: [],
        actions: couponActions(discount),
        translations: en(discount.name, discount.description),
      })),
    ),
  ];
  for (const input of inputs) {
    const created = await promotions.createPromotion(ctx, input);
    if (created.message)
      throw new Error(`promotion ${input.translations[0]?.name}: ${created.message}`);
  }
  return inputs.length;
}

export async function runStorePass(
  app: VendureApp,
  core: VendureCore,
  ctx: RequestContext,
  shop: DemoShop,
) {
  await setTaxesAndCountries(app, core, ctx, shop);
  await app.get(core.PaymentMethodService).create(ctx, {
    code: PAYMENT_METHOD.code,
    enabled: true,
    handler: operation(core.dummyPaymentHandler.code, { automaticSettle: true }),
    translations: en(
      PAYMENT_METHOD.name,
      'Test payments: metadata { shouldDecline: true } declines',
    ),
  });
  const promotions = await createPromotions(app, core, ctx);
  say(
    `Store: USD, prices without tax, ${EU_ZONE} ${EU_TAX_PERCENT} %, payment method ` +
      `"${PAYMENT_METHOD.code}", ${promotions} promotions`,
  );
}
