// Builders and fast-check arbitraries for the pricing domain (USD, minor units).
import fc from 'fast-check';
import type { Discount } from '../../../src/domain/discounts/discount.ts';
import { money } from '../../../src/domain/money/money.rules.ts';
import type { Money } from '../../../src/domain/money/money.ts';
import type {
  CartLineInput,
  CatalogSnapshot,
  PricedCart,
  PricingInput,
  PricingRules,
  PurchasableSnapshot,
} from '../../../src/domain/pricing/pricing.ts';
import type { Zone, ZoneAddress } from '../../../src/domain/pricing/zone.ts';
import type { ShippingMethod, ShippingRule } from '../../../src/domain/shipping/shipping.ts';
import type { TaxRate } from '../../../src/domain/tax/tax.ts';

export const usd = (minor: number): Money => money(minor, 'USD');
export const NOW = new Date('2025-06-15T12:00:00Z');

export const purchasable = (
  id: number,
  priceMinor: number,
  fields: Partial<PurchasableSnapshot> = {},
): PurchasableSnapshot => ({
  id,
  description: `Item ${id}`,
  sku: `SKU-${id}`,
  price: usd(priceMinor),
  promotionalPrice: null,
  stock: null,
  enabled: true,
  weight: 0,
  categoryIds: [],
  isPromotable: true,
  isShippable: true,
  isTaxable: true,
  hasFreeShipping: false,
  minQty: null,
  maxQty: null,
  ...fields,
});

export const catalogOf = (...items: PurchasableSnapshot[]): CatalogSnapshot =>
  new Map(items.map((item) => [item.id, item]));

export const line = (
  id: number,
  purchasableId: number,
  qty: number,
  fields: Partial<CartLineInput> = {},
): CartLineInput => ({
  id,
  purchasableId,
  qty,
  description: `Item ${purchasableId}`,
  storedSalePrice: null,
  ...fields,
});

export const pricingInput = (fields: Partial<PricingInput> = {}): PricingInput => ({
  currency: 'USD',
  lines: [],
  couponCode: null,
  shippingMethodHandle: null,
  shippingAddress: null,
  billingAddress: null,
  customer: { isRegistered: true, email: 'jane@example.com' },
  discountUsage: { customerUses: 0, emailUses: 0 },
  totalPaid: usd(0),
  paymentAmount: null,
  isCompleted: false,
  ...fields,
});

export const pricingRules = (fields: Partial<PricingRules> = {}): PricingRules => ({
  discounts: [],
  shippingMethods: [],
  taxRates: [],
  autoSetShippingMethod: false,
  useBillingAddressForTax: false,
  ...fields,
});

export const discount = (fields: Partial<Discount> = {}): Discount => ({
  id: 1,
  name: 'Summer sale',
  description: '10% off',
  enabled: true,
  coupons: [{ code: 'SUMMER', uses: 0, maxUses: null }],
  dateFrom: null,
  dateTo: null,
  totalUses: 0,
  totalUseLimit: null,
  perCustomerLimit: null,
  perEmailLimit: null,
  registeredCustomersOnly: false,
  purchasableIds: null,
  categoryIds: null,
  excludeOnPromotion: false,
  minimumTotal: null,
  minimumQty: null,
  maximumQty: null,
  percentOff: 0,
  amountOff: null,
  freeShipping: false,
  ...fields,
});

/** A shipping rule without conditions that costs nothing, with `fields` laid over it. */
export const rule = (fields: Partial<ShippingRule> = {}): ShippingRule => ({
  name: 'Rule',
  description: '',
  zone: null,
  minTotal: null,
  maxTotal: null,
  minQty: null,
  maxQty: null,
  minWeight: null,
  maxWeight: null,
  baseRate: usd(0),
  perItemRate: usd(0),
  weightRate: usd(0),
  percentageRate: 0,
  minRate: null,
  maxRate: null,
  ...fields,
});

/**
 * "Free above a threshold", as a store sets it up: put this rule first in a method; carts whose item
 * total reaches `threshold` (inclusive) ship free, and the method's later rules price the others.
 */
export const freeAbove = (threshold: Money): ShippingRule =>
  rule({ name: 'Free shipping', minTotal: threshold });

export const method = (
  id: number,
  handle: string,
  rules: readonly ShippingRule[],
  fields: Partial<ShippingMethod> = {},
): ShippingMethod => ({ id, name: `Method ${handle}`, handle, enabled: true, rules, ...fields });

export const taxRate = (fields: Partial<TaxRate> = {}): TaxRate => ({
  id: 1,
  name: 'Sales tax',
  rate: 825,
  included: false,
  taxable: 'price',
  zone: null,
  ...fields,
});

export const zone = (countryCode: string, administrativeAreas: string[] = []): Zone => ({
  name: countryCode,
  regions: [{ countryCode, administrativeAreas }],
});

export const address = (
  countryCode: string,
  administrativeArea: string | null = null,
): ZoneAddress => ({
  countryCode,
  administrativeArea,
});

// ---------------------------------------------------------------------------------------- arbitraries

const amount = (max: number) => fc.integer({ min: 0, max });

/** null three times out of four: conditions that are mostly absent let most carts match something. */
const rarely = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: arb, weight: 1 });

const mostly = fc.integer({ min: 0, max: 4 }).map((n) => n > 0);

export const arbAddress: fc.Arbitrary<ZoneAddress | null> = fc.option(
  fc.record({
    countryCode: fc.constantFrom('US', 'CA', 'GB'),
    administrativeArea: fc.option(fc.constantFrom('CA', 'NY', 'ON'), { nil: null }),
  }),
  { nil: null },
);

export const arbZone: fc.Arbitrary<Zone | null> = fc.option(
  fc.constantFrom(zone('US'), zone('US', ['CA']), zone('CA', ['ON', 'QC']), zone('GB')),
  { nil: null },
);

export const arbPurchasable = (id: number): fc.Arbitrary<PurchasableSnapshot> =>
  fc
    .record({
      price: amount(100_000),
      promo: fc.option(amount(100_000), { nil: null }),
      stock: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
      enabled: fc.integer({ min: 0, max: 9 }).map((n) => n > 1),
      weight: amount(5_000),
      categoryIds: fc.subarray([1, 2, 3]),
      isPromotable: mostly,
      isShippable: mostly,
      isTaxable: mostly,
      hasFreeShipping: mostly.map((b) => !b),
    })
    .map((r) =>
      purchasable(id, r.price, {
        promotionalPrice: r.promo === null ? null : usd(r.promo),
        stock: r.stock,
        enabled: r.enabled,
        weight: r.weight,
        categoryIds: r.categoryIds,
        isPromotable: r.isPromotable,
        isShippable: r.isShippable,
        isTaxable: r.isTaxable,
        hasFreeShipping: r.hasFreeShipping,
      }),
    );

/** A catalog of purchasables 1..5 (some possibly missing) and a cart of lines over ids 1..6. */
export const arbCatalogAndLines = fc
  .tuple(
    fc.tuple(...[1, 2, 3, 4, 5].map((id) => fc.option(arbPurchasable(id), { nil: null, freq: 8 }))),
    fc.array(
      fc.record({
        purchasableId: fc.integer({ min: 1, max: 6 }),
        qty: fc.integer({ min: 1, max: 40 }),
        stored: fc.option(amount(100_000), { nil: null }),
      }),
      { maxLength: 6 },
    ),
  )
  .map(([items, lines]) => ({
    catalog: catalogOf(...items.filter((p): p is PurchasableSnapshot => p !== null)),
    lines: lines.map((l, i) =>
      line(i + 1, l.purchasableId, l.qty, {
        storedSalePrice: l.stored === null ? null : usd(l.stored),
      }),
    ),
  }));

export const arbDiscount: fc.Arbitrary<Discount> = fc
  .record({
    percentOff: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 12_000 })),
    amountOff: fc.option(amount(500_000), { nil: null }),
    freeShipping: fc.boolean(),
    purchasableIds: rarely(fc.subarray([1, 2, 3, 4, 5])),
    categoryIds: rarely(fc.subarray([1, 2, 3])),
    excludeOnPromotion: fc.boolean(),
    minimumTotal: rarely(amount(200_000)),
    minimumQty: rarely(fc.integer({ min: 0, max: 20 })),
  })
  .map((r) =>
    discount({
      ...r,
      amountOff: r.amountOff === null ? null : usd(r.amountOff),
      minimumTotal: r.minimumTotal === null ? null : usd(r.minimumTotal),
    }),
  );

export const arbRule: fc.Arbitrary<ShippingRule> = fc
  .record({
    zone: rarely(arbZone.filter((z) => z !== null)),
    minTotal: rarely(amount(300_000)),
    maxTotal: rarely(amount(600_000)),
    minQty: rarely(fc.integer({ min: 0, max: 30 })),
    maxQty: rarely(fc.integer({ min: 0, max: 120 })),
    minWeight: rarely(amount(100_000)),
    maxWeight: rarely(amount(500_000)),
    baseRate: amount(3_000),
    perItemRate: amount(500),
    weightRate: amount(1_000),
    percentageRate: fc.integer({ min: 0, max: 2_000 }),
    minRate: rarely(amount(2_000)),
    maxRate: rarely(amount(20_000)),
  })
  .map((r) =>
    rule({
      ...r,
      description: 'Rule',
      minTotal: r.minTotal === null ? null : usd(r.minTotal),
      maxTotal: r.maxTotal === null ? null : usd(r.maxTotal),
      baseRate: usd(r.baseRate),
      perItemRate: usd(r.perItemRate),
      weightRate: usd(r.weightRate),
      minRate: r.minRate === null ? null : usd(r.minRate),
      maxRate: r.maxRate === null ? null : usd(r.maxRate),
    }),
  );

export const arbMethods: fc.Arbitrary<ShippingMethod[]> = fc
  .array(
    fc.record({
      rules: fc.array(arbRule, { maxLength: 3 }),
      enabled: fc.integer({ min: 0, max: 5 }).map((n) => n > 0),
    }),
    {
      maxLength: 4,
    },
  )
  .map((ms) => ms.map((m, i) => method(i + 1, `m${i + 1}`, m.rules, { enabled: m.enabled })));

export const arbTaxRates: fc.Arbitrary<TaxRate[]> = fc
  .array(
    fc.record({
      rate: fc.integer({ min: 0, max: 3_000 }),
      included: fc.boolean(),
      taxable: fc.constantFrom('price', 'shipping', 'price_shipping' as const),
      zone: rarely(arbZone.filter((z) => z !== null)),
    }),
    { maxLength: 3 },
  )
  .map((rs) => rs.map((r, i) => taxRate({ ...r, id: i + 1, name: `Tax ${i + 1}` })));

/** A whole pricing scenario: cart, catalog, store rules, maybe a coupon, maybe a method. */
export const arbScenario = fc
  .record({
    cart: arbCatalogAndLines,
    discount: fc.option(arbDiscount, { nil: null }),
    methods: arbMethods,
    taxRates: arbTaxRates,
    shippingAddress: arbAddress,
    billingAddress: arbAddress,
    handle: fc.option(fc.constantFrom('m1', 'm2', 'm3', 'm4', 'gone'), { nil: null }),
    autoSet: fc.boolean(),
    useBilling: fc.boolean(),
    totalPaid: amount(300_000),
    isCompleted: fc.boolean(),
  })
  .map((s) => ({
    catalog: s.cart.catalog,
    rules: pricingRules({
      discounts: s.discount ? [s.discount] : [],
      shippingMethods: s.methods,
      taxRates: s.taxRates,
      autoSetShippingMethod: s.autoSet,
      useBillingAddressForTax: s.useBilling,
    }),
    input: pricingInput({
      lines: s.cart.lines,
      couponCode: s.discount ? 'summer' : null,
      shippingMethodHandle: s.handle,
      shippingAddress: s.shippingAddress,
      billingAddress: s.billingAddress,
      totalPaid: usd(s.totalPaid),
      isCompleted: s.isCompleted,
    }),
  }));

/**
 * The cart as the store keeps it after a recalculation, ready for the next one (what saving the cart
 * and reading it back gives): the surviving lines with the quantity and sale price the shopper now
 * sees, and the coupon and shipping method that remained.
 */
export const nextPricingInput = (input: PricingInput, priced: PricedCart): PricingInput => ({
  ...input,
  lines: priced.lines.map((line) => ({
    id: line.id,
    purchasableId: line.purchasableId,
    qty: line.qty,
    description: line.description,
    storedSalePrice: line.salePrice,
  })),
  couponCode: priced.couponCode,
  shippingMethodHandle: priced.shippingMethodHandle,
});
