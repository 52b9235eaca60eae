/** Gives back the stock of pay-by-invoice orders nobody paid (domain/orders/unpaid-order.rules.ts). */
export interface UnpaidOrderRelease {
  /**
   * Cancels every completed, still unpaid order of a Manual gateway placed before `orderedBefore`
   * and returns its lines' stock, in one transaction; each order at most once, whatever runs
   * concurrently. `backInStock` runs in that transaction with the variants whose stock went from 0
   * to more. Returns how many orders were released.
   */
  releaseOrderedBefore(
    orderedBefore: Date,
    backInStock: (purchasableIds: readonly number[]) => Promise<void>,
  ): Promise<number>;
}
