// Shop API answers as Vendure writes them, for the Vendure adapters' tests.
export const aVendureVariantJson = (overrides: Record<string, unknown> = {}) => ({
  id: '11',
  sku: 'CH-450',
  name: 'Standard',
  priceWithTax: 2450,
  stockLevel: 'IN_STOCK',
  options: [],
  ...overrides,
});

export const aVendureProductJson = (overrides: Record<string, unknown> = {}) => ({
  id: '7',
  name: 'Claw Hammer',
  slug: 'claw-hammer-450',
  featuredAsset: {
    preview: '/vendure-assets/hammer.png',
    name: 'hammer.png',
    width: 800,
    height: 600,
  },
  assets: [{ preview: '/vendure-assets/hammer.png', name: 'hammer.png', width: 800, height: 600 }],
  variants: [aVendureVariantJson()],
  ...overrides,
});

export const aSearchItemJson = (productId: string, minor: number) => ({
  productId,
  priceWithTax: { min: minor, max: minor },
});

/** A product as the site search's SearchHits finds it (one per product). */
export const aSearchHitJson = (overrides: Record<string, unknown> = {}) => ({
  productId: '7',
  productName: 'Claw Hammer',
  slug: 'claw-hammer-450',
  description: '<p>A forged steel hammer with a curved claw for pulling nails.</p>',
  productAsset: { preview: '/vendure-assets/hammer.png' },
  ...overrides,
});

/** An ErrorResult, as Vendure refuses inside a mutation's data. */
export const aRefusalJson = (errorCode: string, message = `${errorCode} message`) => ({
  errorCode,
  message,
});

/** The signed-in customer: Customer 5, whose login (Vendure's User) is 9. */
export const aVendureCustomerJson = (overrides: Record<string, unknown> = {}) => ({
  id: '5',
  emailAddress: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  user: {
    id: '9',
    identifier: 'ada@example.com',
    verified: true,
    lastLogin: '2026-11-01T10:00:00.000Z',
  },
  addresses: [
    { id: '31', defaultShippingAddress: true, defaultBillingAddress: false },
    { id: '32', defaultShippingAddress: false, defaultBillingAddress: true },
  ],
  ...overrides,
});

export const aVendureAddressJson = (overrides: Record<string, unknown> = {}) => ({
  id: '31',
  fullName: 'Ada Lovelace',
  company: '',
  streetLine1: '12 Analytical Row',
  streetLine2: '',
  city: 'London',
  province: '',
  postalCode: 'N1 9GU',
  country: { code: 'GB' },
  phoneNumber: '',
  defaultShippingAddress: true,
  defaultBillingAddress: false,
  ...overrides,
});

export const aVendureOrderSummaryJson = (overrides: Record<string, unknown> = {}) => ({
  id: '41',
  code: 'K7QW2ZP4M1XC',
  orderPlacedAt: '2026-11-02T09:30:00.000Z',
  state: 'PaymentSettled',
  currencyCode: 'USD',
  totalWithTax: 12345,
  totalQuantity: 3,
  payments: [{ amount: 12345, state: 'Settled' }],
  ...overrides,
});

export const aVendureOrderDetailJson = (overrides: Record<string, unknown> = {}) => ({
  code: 'K7QW2ZP4M1XC',
  orderPlacedAt: '2026-11-02T09:30:00.000Z',
  totalWithTax: 5290,
  lines: [
    {
      id: '71',
      quantity: 2,
      unitPrice: 2450,
      linePrice: 4900,
      productVariant: {
        id: '11',
        name: 'Standard',
        sku: 'CH-450',
        product: { name: 'Claw Hammer' },
      },
    },
  ],
  discounts: [{ amount: -490 }, { amount: -795 }],
  shippingLines: [{ price: 795 }],
  taxSummary: [{ taxTotal: 880 }],
  payments: [{ amount: 5290, state: 'Settled' }],
  shippingAddress: {
    fullName: 'Ada Lovelace',
    company: 'Difference Engines Ltd',
    streetLine1: '12 Analytical Row',
    streetLine2: '',
    city: 'London',
    province: '',
    postalCode: 'N1 9GU',
    countryCode: 'GB',
    phoneNumber: null,
  },
  billingAddress: null,
  ...overrides,
});

type Json = Record<string, unknown>;

const NO_ADDRESS = {
  fullName: null,
  company: null,
  streetLine1: null,
  streetLine2: null,
  city: null,
  province: null,
  postalCode: null,
  countryCode: null,
  phoneNumber: null,
};

export const aVendureOrderAddressJson = (overrides: Json = {}): Json => ({
  ...NO_ADDRESS,
  fullName: 'Ada Lovelace',
  streetLine1: '1 Main St',
  city: 'Portland',
  province: 'OR',
  postalCode: '97201',
  countryCode: 'US',
  ...overrides,
});

export const aVendureOrderLineJson = (overrides: Json = {}): Json => ({
  id: '31',
  quantity: 2,
  unitPriceWithTax: 2450,
  linePriceWithTax: 4900,
  discounts: [],
  productVariant: { id: '11', sku: 'CH-450', name: 'Standard', product: { name: 'Claw Hammer' } },
  ...overrides,
});

/** A session's order in AddingItems: two hammers, no customer, no address, no shipping yet. */
export const aVendureOrderJson = (overrides: Json = {}): Json => ({
  id: '5',
  code: 'K6SQ7X5BUP9NCWWK',
  state: 'AddingItems',
  currencyCode: 'USD',
  totalQuantity: 2,
  totalWithTax: 4900,
  couponCodes: [],
  customer: null,
  shippingAddress: NO_ADDRESS,
  billingAddress: NO_ADDRESS,
  shippingLines: [],
  taxSummary: [{ taxTotal: 817 }],
  lines: [aVendureOrderLineJson()],
  ...overrides,
});

export const STANDARD_SHIPPING = { id: '1', code: 'standard', name: 'Standard', priceWithTax: 500 };
export const EXPRESS_SHIPPING = { id: '2', code: 'express', name: 'Express', priceWithTax: 1500 };

/** An ActiveCart answer: the order (null: none yet) and its shipping methods. */
export const anActiveCartJson = (order: Json | null, overrides: Json = {}): Json => ({
  activeChannel: { defaultCurrencyCode: 'EUR' },
  activeOrder: order,
  eligibleShippingMethods: order === null ? [] : [EXPRESS_SHIPPING, STANDARD_SHIPPING],
  ...overrides,
});

/** A shipping line of the order, for its method. */
export const aShippingLineJson = (
  method: { readonly id: string; readonly code: string; readonly priceWithTax: number },
  priceWithTax: number = method.priceWithTax,
) => ({ priceWithTax, shippingMethod: { id: method.id, code: method.code } });

export const anErrorResultJson = (errorCode: string, message: string, extra: Json = {}): Json => ({
  __typename: 'ErrorResult',
  errorCode,
  message,
  ...extra,
});
