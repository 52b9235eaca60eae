/** Wire-shaped Craft Commerce JSON, as actions/commerce/cart/get-cart answers. */
export type Json = Record<string, unknown>;

export const aCraftAdjustmentJson = (overrides: Json = {}): Json => ({
  id: 7,
  name: 'Summer sale',
  description: '10% off',
  type: 'discount',
  amount: -2.5,
  included: false,
  ...overrides,
});

export const aCraftLineItemJson = (overrides: Json = {}): Json => ({
  id: 1,
  purchasableId: 11,
  qty: 2,
  note: '',
  options: [],
  price: 12.5,
  salePrice: 12.5,
  subtotal: 25,
  total: 22.5,
  description: 'Oak Dining Chair',
  sku: 'oak-dining-chair',
  adjustments: [aCraftAdjustmentJson()],
  snapshot: { title: 'Oak Dining Chair' },
  lineItemStatusId: null,
  ...overrides,
});

export const aCraftShippingOptionJson = (overrides: Json = {}): Json => ({
  id: 1,
  name: 'Free Shipping',
  handle: 'freeShipping',
  enabled: true,
  storeId: 1,
  price: 0,
  matchesOrder: true,
  ...overrides,
});

export const aCraftAddressJson = (overrides: Json = {}): Json => ({
  id: 5,
  title: 'Home',
  countryCode: 'US',
  administrativeArea: 'OR',
  locality: 'Portland',
  postalCode: '97201',
  addressLine1: '1 Main St',
  addressLine2: null,
  addressLine3: null,
  organization: null,
  organizationTaxId: null,
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  ...overrides,
});

/** An unsaved, empty guest cart; carries extra keys the storefront must ignore. */
export const aCraftCartJson = (overrides: Json = {}): Json => ({
  id: null,
  number: '0123456789abcdef0123456789abcdef',
  reference: null,
  email: null,
  couponCode: null,
  isCompleted: false,
  currency: 'USD',
  paymentCurrency: 'USD',
  totalQty: 0,
  itemSubtotal: 0,
  itemTotal: 0,
  totalPrice: 0,
  totalPaid: 0,
  totalDiscount: 0,
  totalTax: 0,
  totalTaxIncluded: 0,
  totalShippingCost: 0,
  totalPriceAsCurrency: '$0.00',
  lineItems: [],
  notices: [],
  billingAddressId: null,
  shippingAddressId: null,
  shippingMethodHandle: '',
  gatewayId: null,
  paymentSourceId: null,
  billingSameAsShipping: false,
  shippingSameAsBilling: false,
  availableShippingMethodOptions: [],
  billingAddress: null,
  shippingAddress: null,
  orderCompletedEmail: null,
  customer: null,
  dateCreated: null,
  ...overrides,
});

export const aCraftCartResponseJson = (cart: Json = aCraftCartJson()): Json => ({ cart });
