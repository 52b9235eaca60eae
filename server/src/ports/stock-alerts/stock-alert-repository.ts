/** A variant as an alert asks about it: is it on sale, and is its counted stock gone. */
export interface AlertVariant {
  readonly purchasableId: number;
  readonly stock: number | null;
  readonly enabled: boolean;
  /** sold on quotation only: never ordered online, so never "back in stock" */
  readonly callForQuote: boolean;
}

/** A pending alert just marked notified, with what its mail names. */
export interface ClaimedAlert {
  readonly id: number;
  /** how many times it was armed: names its mail */
  readonly round: number;
  readonly email: string;
  readonly purchasableId: number;
  readonly productTitle: string;
  readonly variantTitle: string;
  readonly productSlug: string;
  /** whether the product has other variants (the mail then names this one) */
  readonly hasVariants: boolean;
}

/** Back-in-stock alerts. */
export interface StockAlertRepository {
  /**
   * Runs `work` in one transaction holding a share lock on the variant (null when there is none), so
   * that a stock change waits for it: an alert is never set just after its variant came back.
   */
  withVariant<T>(
    purchasableId: number,
    work: (variant: AlertVariant | null) => Promise<T>,
  ): Promise<T>;
  /** Sets the alert, or arms again one that was notified; one per address and variant. */
  arm(purchasableId: number, email: string, at: Date): Promise<void>;
  /** Of these variants, the ones with a pending alert for this address. */
  pendingFor(email: string, purchasableIds: readonly number[]): Promise<readonly number[]>;
  /**
   * Marks every pending alert of these variants notified and returns them, on the caller's
   * transaction: an alert claimed by one transaction is never claimed by another.
   */
  claimPending(purchasableIds: readonly number[], at: Date): Promise<readonly ClaimedAlert[]>;
  /** Removes the alert; nothing when there is none. */
  remove(alertId: number): Promise<void>;
}
