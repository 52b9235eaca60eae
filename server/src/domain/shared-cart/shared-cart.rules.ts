import type { CartLoadOutcome } from '../orders/order-ownership.rules.ts';
import type { SharedCartStatus } from './shared-cart.ts';

/**
 * What the shared cart is to this visitor, from the ownership rule's load outcome: their own cart or
 * a guest's cart (copied on load) is accessible; a customer's cart asks a guest to sign in; anything
 * else (unknown, completed, another customer's) does not exist for them.
 */
export function sharedCartStatus(
  outcome: CartLoadOutcome,
  isAuthenticated: boolean,
): SharedCartStatus {
  return {
    exists: outcome !== 'none',
    isAuthenticated,
    canAccess: outcome === 'load' || outcome === 'copy',
    requiresLogin: outcome === 'sign-in',
    ownsCart: outcome === 'load',
  };
}
