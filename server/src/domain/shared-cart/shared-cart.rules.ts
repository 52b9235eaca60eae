import { err, ok, type Result } from '../shared/result.ts';
import type {
  ShareableCart,
  SharedCartAction,
  SharedCartRefusal,
  SharedCartStatus,
} from './shared-cart.ts';

/**
 * A guest's cart opens to anyone holding its number; a customer's cart only to that customer, signed
 * in. `viewerId` is the signed-in visitor's user id, or null for a guest.
 */
export function sharedCartStatus(
  cart: ShareableCart | null,
  viewerId: number | null,
): SharedCartStatus {
  const isAuthenticated = viewerId !== null;
  if (!cart || cart.isCompleted) {
    return {
      exists: false,
      isAuthenticated,
      canAccess: false,
      requiresLogin: false,
      ownsCart: false,
    };
  }
  const ownsCart = cart.customerId !== null && cart.customerId === viewerId;
  return {
    exists: true,
    isAuthenticated,
    canAccess: cart.customerId === null || ownsCart,
    requiresLogin: cart.customerId !== null && !isAuthenticated,
    ownsCart,
  };
}

/** What loading leads to: the cart, a detour through sign-in, or a refusal. */
export function sharedCartLoad(
  status: SharedCartStatus,
): Result<SharedCartAction, SharedCartRefusal> {
  if (!status.exists) return err({ kind: 'not-found' });
  if (status.requiresLogin) return ok('REDIRECT_TO_LOGIN');
  if (!status.canAccess) return err({ kind: 'forbidden' });
  return ok('CART_LOADED');
}
