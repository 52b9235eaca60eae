/** What a shopper pays and, when on sale, the price it replaces. */
export interface PriceDisplay {
  readonly current: number;
  /** the regular price, shown struck through; null when not on sale */
  readonly original: number | null;
}

/** A sale price counts only when it is below the regular price. */
export const isOnSale = (price: number, salePrice: number | null): boolean =>
  salePrice !== null && salePrice < price;

export const priceDisplay = ({
  price,
  salePrice,
}: {
  readonly price: number;
  readonly salePrice: number | null;
}): PriceDisplay =>
  salePrice !== null && isOnSale(price, salePrice)
    ? { current: salePrice, original: price }
    : { current: price, original: null };
