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
