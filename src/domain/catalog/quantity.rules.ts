import { err, ok, type Result } from '../shared/result';

export const MIN_QUANTITY = 1;
/** The most one line or one quote may ask for, as the back-end's forms accept it. */
export const MAX_QUANTITY = 100_000;

export const QUANTITY_MESSAGE = `Enter a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`;

/** A quantity typed by a shopper: a whole number in range, surrounding spaces ignored. */
export const parseQuantity = (raw: string): Result<number, string> => {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return err(QUANTITY_MESSAGE);
  const quantity = Number(text);
  return quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY
    ? ok(quantity)
    : err(QUANTITY_MESSAGE);
};
