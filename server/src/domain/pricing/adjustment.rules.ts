import { money } from '../money/money.rules.ts';
import type { Money } from '../money/money.ts';
import type { Adjustment, AdjustmentType } from './adjustment.ts';

/** The sum of the adjustments that pass `keep` (all of them by default). */
export function sumAdjustments(
  adjustments: readonly Adjustment[],
  currency: string,
  keep: (adjustment: Adjustment) => boolean = () => true,
): Money {
  return money(
    adjustments.filter(keep).reduce((total, a) => {
      if (a.amount.currency !== currency) {
        throw new RangeError(`Cannot add ${a.amount.currency} to ${currency}`);
      }
      return total + a.amount.minor;
    }, 0),
    currency,
  );
}

/** What Commerce adds to a total: everything except tax already included in prices. */
export const isAdded = (adjustment: Adjustment): boolean => !adjustment.included;

export const ofType =
  (type: AdjustmentType, included?: boolean) =>
  (adjustment: Adjustment): boolean =>
    adjustment.type === type && (included === undefined || adjustment.included === included);

export const isOrderLevel = (adjustment: Adjustment): boolean => adjustment.lineItemId === null;

export const belongsTo =
  (lineItemId: number) =>
  (adjustment: Adjustment): boolean =>
    adjustment.lineItemId === lineItemId;
