import { err, ok, type Result } from '../shared/result';
import type { SharedCartError } from './cart.errors';
import type { SharedCartAction, SharedCartStatus } from './shared-cart';

/**
 * What loading a shared cart leads to. A cart that requires login sends the visitor to sign in
 * (checked before access, since a guest cannot access a customer's cart yet); a missing cart or one
 * the visitor may not access is an error; anything else loads.
 */
export const sharedCartAction = (
  status: SharedCartStatus,
): Result<SharedCartAction, SharedCartError> => {
  if (!status.exists) return err({ kind: 'shared-cart-not-found' });
  if (status.requiresLogin) return ok('REDIRECT_TO_LOGIN');
  if (!status.canAccess) return err({ kind: 'shared-cart-forbidden' });
  return ok('CART_LOADED');
};
