import type { Address } from '../../domain/address/address';
import type { Cart, CartNotice, LineItem } from '../../domain/cart/cart';
import { isCartEmpty } from '../../domain/cart/cart.rules';
import { isValidEmail } from '../../domain/forms/email.rules';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CartAddressInput, UpdateCartBody } from '../http/cart/craft-update-cart.body';
import { applyStock } from './fake-cart-stock';
import { SERVER_ERROR } from './fake-failure';
import { cents, FAKE_COUPONS, FAKE_GATEWAYS, FAKE_SHIPPING_METHODS } from './fake-store';
import type { InMemoryShop } from './in-memory-shop';

/** How Craft answered: a status and a body. */
export interface Refusal {
  readonly status: number;
  readonly body: unknown;
}

const signature = (options: Readonly<Record<string, unknown>> = {}): string =>
  JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));

const notice = (cart: Cart, type: string, attribute: string, message: string): CartNotice => ({
  id: null,
  type,
  attribute,
  message,
  orderId: cart.id,
});

const inlineAddress = (input: CartAddressInput, id: number): Address => ({
  id,
  title: input.title ?? null,
  countryCode: input.countryCode ?? null,
  administrativeArea: input.administrativeArea ?? null,
  locality: input.locality ?? null,
  postalCode: input.postalCode ?? null,
  addressLine1: input.addressLine1 ?? null,
  addressLine2: input.addressLine2 ?? null,
  addressLine3: input.addressLine3 ?? null,
  organization: input.organization ?? null,
  organizationTaxId: input.organizationTaxId ?? null,
  fullName: input.fullName ?? null,
  firstName: input.firstName ?? null,
  lastName: input.lastName ?? null,
  phoneNumber: input.fields?.phoneNumber ?? null,
  attention: input.fields?.attention ?? null,
  companyName: input.fields?.companyName ?? null,
  businessId: input.fields?.businessId ?? null,
  notes: input.fields?.notes ?? null,
  isPrimaryBilling: false,
  isPrimaryShipping: false,
});

const addPurchasables = (
  shop: InMemoryShop,
  cart: Cart,
  body: UpdateCartBody,
): LineItem[] | null => {
  let lines = [...cart.lineItems];
  for (const { id, qty, options = {} } of body.purchasables ?? []) {
    if (qty <= 0) continue;
    const product = shop.catalog.find((candidate) => candidate.variants.some((v) => v.id === id));
    const variant = product?.variants.find((candidate) => candidate.id === id);
    // Craft: an unknown purchasable id throws while creating the line: a 500.
    if (product === undefined || variant === undefined) return null;
    const same = lines.find(
      (line) => line.purchasableId === id && signature(line.options) === signature(options),
    );
    if (same !== undefined) {
      lines = lines.map((line) => (line === same ? { ...line, qty: line.qty + qty } : line));
    } else {
      lines = [
        {
          id: shop.nextId(),
          purchasableId: id,
          qty,
          note: '',
          options,
          price: variant.price,
          salePrice: variant.price,
          subtotal: 0,
          total: 0,
          description: `${product.title} (${variant.title})`,
          sku: variant.sku,
          adjustments: [],
          snapshot: null,
        },
        ...lines,
      ];
    }
  }
  return lines;
};

const changeLines = (
  lines: readonly LineItem[],
  body: UpdateCartBody,
  errors: Record<string, string[]>,
): LineItem[] =>
  lines.flatMap((line, index) => {
    const change = body.lineItems?.[String(line.id)];
    if (change === undefined) return [line];
    if (change.qty === 0) return [];
    if (change.qty !== undefined && change.qty < 1) {
      errors[`lineItems.${index}.qty`] = ['Qty must be no less than 1.'];
    }
    return [{ ...line, ...change }];
  });

const withTotals = (cart: Cart, lines: readonly LineItem[]): Cart => {
  const priced = lines.map((line) => {
    const subtotal = cents(line.qty * line.salePrice);
    return { ...line, subtotal, total: subtotal };
  });
  const itemSubtotal = cents(priced.reduce((sum, line) => sum + line.subtotal, 0));
  const totalQty = priced.reduce((sum, line) => sum + line.qty, 0);
  const rate = cart.couponCode === null ? 0 : (FAKE_COUPONS[cart.couponCode.toUpperCase()] ?? 0);
  const totalDiscount = -cents(itemSubtotal * rate);
  const options = totalQty > 0 ? FAKE_SHIPPING_METHODS : [];
  const method = options.find((option) => option.handle === cart.shippingMethodHandle);
  const totalShipping = method?.price ?? 0;
  return {
    ...cart,
    lineItems: priced,
    availableShippingMethodOptions: options,
    itemSubtotal,
    itemTotal: itemSubtotal,
    totalQty,
    totalDiscount,
    totalShipping,
    totalPrice: cents(itemSubtotal + totalDiscount + totalShipping),
    isEmpty: isCartEmpty(totalQty),
  };
};

const applyCoupon = (cart: Cart, raw: string): Cart => {
  const code = raw.trim();
  if (code === '') return { ...cart, couponCode: null };
  if (FAKE_COUPONS[code.toUpperCase()] !== undefined) return { ...cart, couponCode: code };
  return {
    ...cart,
    couponCode: null,
    notices: [
      ...cart.notices,
      notice(cart, 'invalidCouponRemoved', 'couponCode', 'Coupon removed: Coupon not valid.'),
    ],
  };
};

/** An unavailable method is swapped for the first available one, with a notice, as Craft does. */
const applyShippingMethod = (cart: Cart, handle: string): Cart => {
  if (handle === '') return cart;
  if (FAKE_SHIPPING_METHODS.some((method) => method.handle === handle)) {
    return { ...cart, shippingMethodHandle: handle };
  }
  const message = 'The previously-selected shipping method is no longer available.';
  return {
    ...cart,
    shippingMethodHandle: FAKE_SHIPPING_METHODS[0]?.handle ?? null,
    notices: [
      ...cart.notices,
      notice(cart, 'shippingMethodChanged', 'shippingMethodHandle', message),
    ],
  };
};

const applyAddresses = (
  shop: InMemoryShop,
  cart: Cart,
  body: UpdateCartBody,
  errors: Record<string, string[]>,
): Cart | null => {
  const book = shop.signedIn()?.addresses;
  let next = cart;
  for (const role of ['billing', 'shipping'] as const) {
    const id = role === 'billing' ? body.billingAddressId : body.shippingAddressId;
    const inline = role === 'billing' ? body.billingAddress : body.shippingAddress;
    // Craft: a guest sending an address id hits a PHP error.
    if (id !== undefined && book === undefined) return null;
    const source = id === undefined ? undefined : book?.find((address) => address.id === id);
    const address = source
      ? { ...source, id: shop.nextId() }
      : inline
        ? inlineAddress(inline, shop.nextId())
        : undefined;
    if (address === undefined) continue;
    next =
      role === 'billing'
        ? { ...next, billingAddress: address, billingAddressId: address.id }
        : { ...next, shippingAddress: address, shippingAddressId: address.id };
  }
  if (body.billingAddressSameAsShipping === true && body.shippingAddressSameAsBilling === true) {
    errors.billingSameAsShipping = [
      'shippingSameAsBilling and billingSameAsShipping can’t both be set.',
    ];
  } else if (body.billingAddressSameAsShipping === true && next.shippingAddress !== null) {
    const copy = { ...next.shippingAddress, id: shop.nextId() };
    next = { ...next, billingAddress: copy, billingAddressId: copy.id };
  } else if (body.shippingAddressSameAsBilling === true && next.billingAddress !== null) {
    const copy = { ...next.billingAddress, id: shop.nextId() };
    next = { ...next, shippingAddress: copy, shippingAddressId: copy.id };
  }
  return { ...next, billingSameAsShipping: body.billingAddressSameAsShipping === true };
};

/** Craft makes a book address primary when the cart took it from the book. */
const applyMakePrimary = (shop: InMemoryShop, body: UpdateCartBody): void => {
  const customer = shop.signedIn();
  if (customer === undefined) return;
  const flags = [
    ['isPrimaryBilling', body.makePrimaryBillingAddress, body.billingAddressId],
    ['isPrimaryShipping', body.makePrimaryShippingAddress, body.shippingAddressId],
  ] as const;
  for (const [flag, wanted, id] of flags) {
    if (wanted !== true || !customer.addresses.some((address) => address.id === id)) continue;
    customer.addresses = customer.addresses.map((address) => ({
      ...address,
      [flag]: address.id === id,
    }));
  }
};

/** update-cart, in Craft's order of processing (section 3.3 of the wire reference). */
export const applyCartUpdate = (
  shop: InMemoryShop,
  cart: Cart,
  body: UpdateCartBody,
): Result<Cart, Refusal> => {
  const errors: Record<string, string[]> = {};
  let next: Cart = body.clearNotices === true ? { ...cart, notices: [] } : cart;
  const added = addPurchasables(shop, next, body);
  if (added === null) return err({ status: 500, body: { message: SERVER_ERROR } });
  const stocked = applyStock(shop, next, changeLines(added, body, errors), errors);
  const { lines } = stocked;
  const addressed = applyAddresses(shop, next, body, errors);
  if (addressed === null) return err({ status: 500, body: { message: SERVER_ERROR } });
  next = addressed;
  if (body.email !== undefined && shop.signedIn() === undefined) {
    if (isValidEmail(body.email)) next = { ...next, email: body.email.trim() };
    else errors.email = ['Email is not a valid email address.'];
  }
  if (body.couponCode !== undefined) next = applyCoupon(next, body.couponCode);
  if (body.gatewayId !== undefined && FAKE_GATEWAYS.some((g) => g.id === body.gatewayId)) {
    next = { ...next, gatewayId: body.gatewayId };
  }
  if (body.shippingMethodHandle !== undefined)
    next = applyShippingMethod(next, body.shippingMethodHandle);
  next = withTotals({ ...next, notices: [...next.notices, ...stocked.notices] }, lines);
  if (Object.keys(errors).length > 0) {
    return err({
      status: 400,
      body: { cart, modelName: 'cart', errors, message: 'Unable to update cart.' },
    });
  }
  applyMakePrimary(shop, body);
  return ok(next);
};
