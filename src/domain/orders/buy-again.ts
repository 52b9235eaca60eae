import type { LineRefusal } from '../cart/line-addition';

/** Why an order's line did not go back into the cart; `failed`: the call itself failed. */
export type BuyAgainRefusal = LineRefusal | 'failed';

/** What became of one of the order's lines when it was put back into the cart. */
export type BuyAgainOutcome =
  | { readonly kind: 'added'; readonly description: string; readonly qty: number }
  | {
      readonly kind: 'reduced';
      readonly description: string;
      readonly requested: number;
      readonly added: number;
    }
  | { readonly kind: 'not-added'; readonly description: string; readonly reason: BuyAgainRefusal };

/** The order's lines put back into the cart, one outcome per line, in the order's order. */
export interface BuyAgainReport {
  /** the order whose lines these are */
  readonly orderNumber: string;
  readonly outcomes: readonly BuyAgainOutcome[];
}
