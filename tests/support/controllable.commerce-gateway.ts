import type { Cart } from '../../src/domain/cart/cart';
import type { GatewayError } from '../../src/domain/errors/gateway.errors';
import type { SessionInfo } from '../../src/domain/session/session';
import type { Result } from '../../src/domain/shared/result';
import type { CommerceGateway } from '../../src/ports/commerce-gateway';
import { deferred, type Deferred } from './deferred';

type CartResult = Result<Cart, GatewayError>;

/** A double whose getCart answers the test releases by hand, in any order. */
export class ControllableCommerceGateway implements CommerceGateway {
  readonly #pending: Deferred<CartResult>[] = [];

  getCart(): Promise<CartResult> {
    const answer = deferred<CartResult>();
    this.#pending.push(answer);
    return answer.promise;
  }

  getSessionInfo(): Promise<Result<SessionInfo, GatewayError>> {
    throw new Error('not used by these tests');
  }

  get requests(): number {
    return this.#pending.length;
  }

  answer(index: number, result: CartResult): void {
    const request = this.#pending[index];
    if (request === undefined) throw new Error(`no request #${index}; got ${this.#pending.length}`);
    request.resolve(result);
  }
}
