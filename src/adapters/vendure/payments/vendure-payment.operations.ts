// The Shop API documents of paying for the session's order.
import type { GraphqlOperation } from '../client/vendure-client';

/** What paying checks first: the order, its customer, and the payment methods it may use. */
export const PAYMENT_CONTEXT: GraphqlOperation = {
  name: 'PaymentContext',
  document: `query PaymentContext {
  activeOrder { code state totalQuantity customer { emailAddress } }
  eligiblePaymentMethods { id code isEligible }
}`,
};

/**
 * Paying is two steps in one document, run in order: the order moves to ArrangingPayment, then the
 * payment is added. A failed move leaves the payment refused with OrderPaymentStateError, and the
 * move's own error says why.
 */
export const PAY: GraphqlOperation = {
  name: 'Pay',
  document: `mutation Pay($input: PaymentInput!) {
  arranging: transitionOrderToState(state: "ArrangingPayment") {
    __typename
    ... on OrderStateTransitionError { errorCode message transitionError fromState }
  }
  payment: addPaymentToOrder(input: $input) {
    __typename
    ... on Order { code state totalWithTax totalQuantity currencyCode customer { emailAddress } }
    ... on ErrorResult { errorCode message }
    ... on PaymentDeclinedError { paymentErrorMessage }
    ... on PaymentFailedError { paymentErrorMessage }
  }
}`,
};

/** A refused payment gives the order back to the shopper: an order arranging payment cannot change. */
export const BACK_TO_CART: GraphqlOperation = {
  name: 'BackToCart',
  document: `mutation BackToCart {
  transitionOrderToState(state: "AddingItems") { __typename }
}`,
};
