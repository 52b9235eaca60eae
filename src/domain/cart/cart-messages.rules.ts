import type { CartUpdateError } from './cart.errors';
import { describeGatewayError } from '../http/gateway-error.rules';
import type { GatewayError } from '../http/gateway.errors';

/** Why an update-cart body was refused before it was sent. */
export const cartUpdateErrorMessage = (error: CartUpdateError): string => {
  switch (error.kind) {
    case 'invalid-purchasable':
      return `Invalid product: ${error.id}`;
    case 'invalid-quantity':
      return `Invalid quantity: ${error.qty}`;
    case 'invalid-line-item':
      return `Invalid cart line: ${error.lineItemId}`;
    case 'conflicting-same-as-flags':
      return 'The billing and shipping addresses cannot both be copied from each other';
  }
};

/** What reading or changing the cart can fail with. */
export type CartFailure = GatewayError | CartUpdateError;

/**
 * The cart's failures in words: the same texts as `errorMessage` gives them, without the rest of the
 * catalogue (the cart is part of every page; the catalogue's other tables belong to other pages).
 */
export const cartFailureMessage = (failure: CartFailure): string =>
  failure.kind === 'request-failed' || failure.kind === 'invalid-data'
    ? describeGatewayError(failure)
    : cartUpdateErrorMessage(failure);
