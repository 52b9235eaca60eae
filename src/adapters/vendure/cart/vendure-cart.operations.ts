// The Shop API documents of the cart. The update's mutation is composed per update
// (vendure-update-cart.document.ts); these are the fixed ones.
import type { GraphqlOperation } from '../client/vendure-client';

const ORDER_ADDRESS =
  'fullName company streetLine1 streetLine2 city province postalCode countryCode phoneNumber';

/** What the storefront's cart shows of an order. */
const CART_ORDER = `
fragment CartOrder on Order {
  id code state currencyCode totalQuantity totalWithTax couponCodes
  customer { emailAddress }
  shippingAddress { ${ORDER_ADDRESS} }
  billingAddress { ${ORDER_ADDRESS} }
  shippingLines { priceWithTax shippingMethod { id code } }
  taxSummary { taxTotal }
  lines {
    id quantity unitPriceWithTax linePriceWithTax
    discounts { description type amountWithTax }
    productVariant { id sku name product { name } }
  }
}`;

/**
 * The session's order (null until something is added), the shipping methods it may use, and, for
 * an update that needs them, the customer's address book and the payment methods.
 */
export const ACTIVE_CART: GraphqlOperation = {
  name: 'ActiveCart',
  document: `query ActiveCart($addressBook: Boolean = false, $paymentMethods: Boolean = false) {
  activeChannel { defaultCurrencyCode }
  activeOrder { ...CartOrder }
  eligibleShippingMethods { id code name priceWithTax }
  activeCustomer @include(if: $addressBook) {
    addresses {
      id fullName company streetLine1 streetLine2 city province postalCode phoneNumber
      country { code }
    }
  }
  eligiblePaymentMethods @include(if: $paymentMethods) { id code isEligible }
}
${CART_ORDER}`,
};

/** An ErrorResult's details, in a union that has them. */
export const ERROR_RESULT = '... on ErrorResult { errorCode message }';

export const ADD_ITEM: GraphqlOperation = {
  name: 'AddItem',
  document: `mutation AddItem($productVariantId: ID!, $quantity: Int!) {
  addItemToOrder(productVariantId: $productVariantId, quantity: $quantity) {
    __typename ${ERROR_RESULT} ... on InsufficientStockError { quantityAvailable }
  }
}`,
};

/** Vendure does not pick a shipping method itself; an update picks one for a cart without. */
export const SET_SHIPPING_METHOD: GraphqlOperation = {
  name: 'SetShippingMethod',
  document: `mutation SetShippingMethod($shippingMethodId: [ID!]!) {
  setOrderShippingMethod(shippingMethodId: $shippingMethodId) { __typename ${ERROR_RESULT} }
}`,
};

export const SIGNED_IN: GraphqlOperation = {
  name: 'SignedIn',
  document: 'query SignedIn { activeCustomer { id } }',
};

/** Ends a guest's Vendure session: the next request starts another, without an order. */
export const END_GUEST_SESSION: GraphqlOperation = {
  name: 'EndGuestSession',
  document: 'mutation EndGuestSession { logout { success } }',
};
