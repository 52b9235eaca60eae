import type { Cart } from '../../domain/cart/cart.ts';
import type { Adjustment } from '../../domain/pricing/adjustment.ts';
import type { AddressRepository } from '../addresses/address-repository.ts';
import type { PaymentType } from '../payments/payment-gateway.ts';
import type { PaymentSourceRepository } from '../payments/payment-source-repository.ts';
import type { UserCodeRepository } from '../users/user-code-repository.ts';
import type { UserRepository } from '../users/user-repository.ts';

/** Customer records read and written inside the checkout's transaction (completion side effects). */
export interface CheckoutAccounts {
  readonly users: UserRepository;
  readonly addresses: AddressRepository;
  readonly codes: UserCodeRepository;
  /** Where payments/pay's savePaymentSource stores the card it charged. */
  readonly paymentSources: Pick<PaymentSourceRepository, 'create'>;
}

/** A stored gateway shoppers may pay with (front-end enabled, not archived). */
export interface GatewayRecord {
  readonly id: number;
  readonly handle: string;
  /** The adapter: 'dummy' | 'manual'. */
  readonly type: string;
  readonly paymentType: string;
}

export interface NewTransaction {
  readonly orderId: number;
  readonly gatewayId: number | null;
  readonly type: PaymentType;
  readonly status: 'success' | 'failed' | 'processing' | 'redirect';
  readonly amountMinor: number;
  readonly currency: string;
  readonly reference: string;
  readonly message: string;
  readonly hash: string;
}

export interface StoredTransaction extends NewTransaction {
  readonly id: number;
  readonly dateCreated: Date;
}

export interface StockRequest {
  readonly purchasableId: number;
  readonly qty: number;
}

/** A purchasable that had less stock than the order needs. */
export interface StockShortage {
  readonly purchasableId: number;
  readonly stock: number;
}

export interface OrderCompletion {
  readonly reference: string;
  readonly paidStatus: 'paid' | 'unpaid';
  readonly totalPriceMinor: number;
  readonly totalQty: number;
  readonly dateOrdered: Date;
  /** The discounts, shipping costs and taxes it is completed with, kept for its history and invoice. */
  readonly adjustments: readonly Adjustment[];
}

/** An order's paid state as stored (the cart model does not carry it). */
export interface OrderPayment {
  readonly reference: string | null;
  readonly paidStatus: string;
  readonly totalPaidMinor: number;
  readonly datePaid: Date | null;
}

export interface LockedCheckout {
  readonly stored: Cart | null;
  readonly payment: OrderPayment | null;
  /** Users, address books and one-time codes, in this transaction (rolled back with it). */
  readonly accounts: CheckoutAccounts;
  /** Writes the cart as it stands (prices settled) before completing it. */
  save(cart: Cart): Promise<Cart>;
  /**
   * Takes each quantity from its purchasable's stock (untracked stock is never short). Nothing is taken
   * when any is short: the shortages are returned and the caller must roll back.
   */
  takeStock(requests: readonly StockRequest[]): Promise<readonly StockShortage[]>;
  /** Puts taken stock back (a declined payment in the same transaction). */
  returnStock(requests: readonly StockRequest[]): Promise<void>;
  recordTransaction(transaction: NewTransaction): Promise<StoredTransaction>;
  /**
   * Settles a `redirect` transaction (an off-site payment coming back): its new status and message.
   * Null when it is no longer `redirect` (nothing is changed then).
   */
  settleRedirect(
    id: number,
    status: 'success' | 'failed',
    message: string,
  ): Promise<StoredTransaction | null>;
  /** Counts one use of the coupon's discount for the customer and the email. */
  countCouponUse(
    couponCode: string,
    customerId: number | null,
    email: string | null,
  ): Promise<void>;
  /** Marks the order complete with its totals; returns it as stored. */
  complete(orderId: number, completion: OrderCompletion): Promise<Cart>;
}

export interface CheckoutRepository {
  /** A front-end enabled, not archived gateway. */
  gateway(id: number): Promise<GatewayRecord | null>;
  paymentOf(orderId: number): Promise<OrderPayment | null>;
  /** Inside checkoutLocked it reads in the locked transaction. */
  transactionByHash(hash: string): Promise<StoredTransaction | null>;
  /** The number of a stored order (the key of its lock). */
  orderNumberOf(orderId: number): Promise<string | null>;
  /** Like the cart repository's updateLocked: one transaction holding the cart's lock; throwing rolls back. */
  checkoutLocked<T>(number: string, work: (locked: LockedCheckout) => Promise<T>): Promise<T>;
}
