import type { Cart } from '../../src/domain/cart/cart';
import type { CartUpdate } from '../../src/domain/cart/cart-update';
import { addPurchasable } from '../../src/domain/cart/cart-update.rules';
import type { LineAddition } from '../../src/domain/cart/line-addition';
import { lineAdditionOf } from '../../src/adapters/http/cart/craft-line-refusal.mapper';
import type { GatewayError } from '../../src/domain/http/gateway.errors';
import { ok, type Result } from '../../src/domain/shared/result';
import type { CartGateway } from '../../src/ports/cart-gateway';
import { deferred, type Deferred } from './deferred';

type CartResult = Result<Cart, GatewayError>;

/** A double whose cart reads and updates the test answers by hand, in any order. */
export class ControllableCartGateway implements CartGateway {
  readonly #pending: { readonly kind: 'get' | 'update'; readonly answer: Deferred<CartResult> }[] =
    [];
  readonly updates: CartUpdate[] = [];

  getCart(): Promise<CartResult> {
    return this.#wait('get');
  }

  updateCart(update: CartUpdate): Promise<CartResult> {
    this.updates.push(update);
    return this.#wait('update');
  }

  async addLine(purchasableId: number, qty: number): Promise<Result<LineAddition, GatewayError>> {
    return lineAdditionOf(await this.updateCart(addPurchasable(purchasableId, qty)));
  }

  async loadCart(): Promise<Result<void, GatewayError>> {
    return ok(undefined);
  }

  completeCart(): Promise<CartResult> {
    return this.#wait('update');
  }

  async forgetCart(): Promise<Result<void, GatewayError>> {
    return ok(undefined);
  }

  get requests(): number {
    return this.#pending.length;
  }

  answer(index: number, result: CartResult): void {
    const request = this.#pending[index];
    if (request === undefined) throw new Error(`no request #${index}; got ${this.#pending.length}`);
    request.answer.resolve(result);
  }

  #wait(kind: 'get' | 'update'): Promise<CartResult> {
    const answer = deferred<CartResult>();
    this.#pending.push({ kind, answer });
    return answer.promise;
  }
}
