import type { CartNotice } from '../../../domain/cart/cart';

/**
 * What the storefront's cart has and Vendure's order does not, kept by the adapters for this tab:
 * the notices an update left (Craft keeps them on the order until cleared) and the payment method
 * chosen at checkout (Vendure takes the method only when paying). Both belong to one order: a
 * different order (the last one paid, another session's) starts afresh.
 */
export class VendureCartSession {
  #orderCode: string | null = null;
  #notices: readonly CartNotice[] = [];
  #gatewayId: number | null = null;

  /** The notices for this order, until cleared. */
  noticesFor(orderCode: string): readonly CartNotice[] {
    this.#follow(orderCode);
    return this.#notices;
  }

  /** The payment method (its Vendure id) chosen for this order, if one was. */
  gatewayFor(orderCode: string): number | null {
    this.#follow(orderCode);
    return this.#gatewayId;
  }

  addNotices(orderCode: string, notices: readonly CartNotice[]): void {
    this.#follow(orderCode);
    this.#notices = [...this.#notices, ...notices];
  }

  clearNotices(): void {
    this.#notices = [];
  }

  chooseGateway(orderCode: string, gatewayId: number): void {
    this.#follow(orderCode);
    this.#gatewayId = gatewayId;
  }

  #follow(orderCode: string): void {
    if (orderCode === this.#orderCode) return;
    this.#orderCode = orderCode;
    this.#notices = [];
    this.#gatewayId = null;
  }
}
