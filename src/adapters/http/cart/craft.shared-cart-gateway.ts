import type { SharedCartStatus } from '../../../domain/cart/shared-cart';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { Result } from '../../../domain/shared/result';
import type { SharedCartGateway } from '../../../ports/shared-cart-gateway';
import type { CraftClient } from '../client/craft-client';
import { SHARED_CART_ENDPOINTS } from './craft-cart.endpoints';
import { doneAnswer, mapAnswer } from '../client/gateway-result';
import { sharedCartStatusSchema } from './shared-cart.schema';

/** The storefront's shared-cart API beside Craft (its own access checks around load-cart). */
export class CraftSharedCartGateway implements SharedCartGateway {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  getStatus(number: string): Promise<Result<SharedCartStatus, GatewayError>> {
    return mapAnswer(
      this.#client.post(SHARED_CART_ENDPOINTS.status, { number }),
      sharedCartStatusSchema,
      'response',
      SHARED_CART_ENDPOINTS.status,
      (status) => status,
    );
  }

  load(number: string): Promise<Result<void, GatewayError>> {
    return doneAnswer(this.#client.post(SHARED_CART_ENDPOINTS.load, { number }));
  }
}
