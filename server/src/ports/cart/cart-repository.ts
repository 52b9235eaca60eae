import type { Cart } from '../../domain/cart/cart.ts';

/** One update of one cart, inside a transaction that holds the cart's lock until it ends. */
export interface LockedCart {
  /** The order as stored, or null when no order has that number yet. */
  readonly stored: Cart | null;
  /** An id for a new line (from the element id series), so a line keeps it when saved. */
  newLineItemId(): Promise<number>;
  /** Writes the order (creating it on the first save) and exactly these lines; returns it as stored. */
  save(cart: Cart): Promise<Cart>;
}

export interface CartRepository {
  findByNumber(number: string): Promise<Cart | null>;
  /**
   * The number of the customer's most relevant incomplete cart: the latest updated one with items, else
   * the latest one; null when they have none.
   */
  latestOpenCartOf(customerId: number): Promise<string | null>;
  /** Makes an incomplete cart the customer's (a guest cart on sign-in). */
  assignToCustomer(number: string, customerId: number): Promise<void>;
  /**
   * Runs `work` in one transaction holding a lock on the cart (the order row, or its number before the
   * order exists): concurrent updates of one cart wait for each other, across server processes
   * (Craft's mutex). Throwing inside `work` rolls everything back.
   */
  updateLocked<T>(number: string, work: (locked: LockedCart) => Promise<T>): Promise<T>;
}
