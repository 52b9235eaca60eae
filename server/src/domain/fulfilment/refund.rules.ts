// Money going back to the shopper, in integer minor units: never more than was paid and not yet
// refunded, whoever asks and however often.

/** What can still be refunded of a payment: paid minus refunded, never below zero. */
export const refundableMinor = (paidMinor: number, refundedMinor: number): number =>
  Math.max(0, paidMinor - refundedMinor);
