import * as z from 'zod/mini';

/** POST /api/v1/shared-cart/get-cart-status */
export const sharedCartStatusSchema = z.object({
  exists: z.boolean(),
  isAuthenticated: z.boolean(),
  canAccess: z.boolean(),
  requiresLogin: z.boolean(),
  ownsCart: z.boolean(),
});
