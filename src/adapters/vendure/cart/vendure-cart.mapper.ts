import type { Adjustment, Cart, LineItem, ShippingMethodOption } from '../../../domain/cart/cart';
import { emptyCart, isCartEmpty } from '../../../domain/cart/cart.rules';
import { toMajor } from '../catalog/vendure-catalog.mapper';
import { idOf } from '../client/vendure-id';
import { mapOrderAddress } from '../addresses/vendure-address.mapper';
import type {
  ActiveCart,
  VendureOrder,
  VendureOrderLine,
  VendureShippingQuote,
} from './vendure-cart.schema';

type VendureDiscount = VendureOrderLine['discounts'][number];

const mapDiscount = (discount: VendureDiscount): Adjustment => ({
  id: null,
  name: discount.description,
  description: discount.description,
  type: 'discount',
  amount: toMajor(discount.amountWithTax),
  included: false,
});

/** A variant's name often repeats its product's ("Laptop 13 inch"): then it says enough alone. */
const descriptionOf = ({ productVariant: variant }: VendureOrderLine): string =>
  variant.name.includes(variant.product.name)
    ? variant.name
    : `${variant.product.name} – ${variant.name}`;

const mapLine = (line: VendureOrderLine): LineItem => ({
  id: idOf(line.id),
  purchasableId: idOf(line.productVariant.id),
  qty: line.quantity,
  // Vendure's lines have no note nor options unless the shop defines custom fields.
  note: '',
  options: {},
  price: toMajor(line.unitPriceWithTax),
  // Vendure has no sale price: its promotions are the line's discounts.
  salePrice: toMajor(line.unitPriceWithTax),
  subtotal: toMajor(line.linePriceWithTax),
  total: toMajor(line.linePriceWithTax),
  description: descriptionOf(line),
  sku: line.productVariant.sku,
  adjustments: line.discounts.map(mapDiscount),
  snapshot: null,
});

export const mapShippingQuote = (quote: VendureShippingQuote): ShippingMethodOption => ({
  handle: quote.code,
  name: quote.name,
  price: toMajor(quote.priceWithTax),
  enabled: true,
  storeId: null,
});

const sameAddress = (order: VendureOrder): boolean => {
  const { shippingAddress: shipping, billingAddress: billing } = order;
  return mapOrderAddress(shipping) !== null && JSON.stringify(shipping) === JSON.stringify(billing);
};

/** What the minor amounts of these add up to. */
const sumMinor = (minors: readonly number[]): number =>
  minors.reduce((sum, minor) => sum + minor, 0);

/**
 * Every amount includes tax, as the shop shows prices. Shipping is the methods' price before any
 * discount, as Craft's shipping cost is; the discount is what the total leaves once the lines and
 * shipping are counted (Vendure spreads order discounts over the lines and discounts shipping in
 * its own price), so it holds every discount, shipping's too, and the totals always add up.
 */
const mapOrder = (order: VendureOrder, options: ShippingMethodOption[]): Cart => {
  const itemsMinor = sumMinor(order.lines.map((line) => line.linePriceWithTax));
  const shippingMinor = sumMinor(order.shippingLines.map((line) => line.priceWithTax));
  const itemSubtotal = toMajor(itemsMinor);
  return {
    ...emptyCart(order.currencyCode),
    id: idOf(order.id),
    number: order.code,
    email: order.customer?.emailAddress ?? null,
    billingAddress: mapOrderAddress(order.billingAddress),
    shippingAddress: mapOrderAddress(order.shippingAddress),
    shippingMethodHandle: order.shippingLines[0]?.shippingMethod.code ?? null,
    availableShippingMethodOptions: options,
    lineItems: order.lines.map(mapLine),
    couponCode: order.couponCodes[0] ?? null,
    billingSameAsShipping: sameAddress(order),
    itemSubtotal,
    itemTotal: itemSubtotal,
    totalQty: order.totalQuantity,
    totalPrice: toMajor(order.totalWithTax),
    totalDiscount: toMajor(order.totalWithTax - itemsMinor - shippingMinor),
    totalTax: toMajor(sumMinor(order.taxSummary.map((tax) => tax.taxTotal))),
    totalShipping: toMajor(shippingMinor),
    isEmpty: isCartEmpty(order.totalQuantity),
  };
};

/**
 * The session's cart; a session without an order has an empty, unsaved one. Its notices and chosen
 * payment method are not the order's: the gateway adds them (VendureCartSession).
 */
export const mapVendureCart = (cart: ActiveCart): Cart =>
  cart.activeOrder === null
    ? emptyCart(cart.activeChannel.defaultCurrencyCode)
    : mapOrder(cart.activeOrder, cart.eligibleShippingMethods.map(mapShippingQuote));
