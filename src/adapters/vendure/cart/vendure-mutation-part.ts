import { ERROR_RESULT } from './vendure-cart.operations';

/** How a part's ErrorResult is read: some are notices or nothing, the others refusals. */
export type PartKind = 'item' | 'coupon' | 'customer' | 'other';

export interface Argument {
  readonly type: string;
  readonly value: unknown;
}

/** One top-level field of a cart update's mutation. */
export interface MutationPart {
  readonly field: string;
  readonly args: Readonly<Record<string, Argument>>;
  readonly selection: string;
  /** the form field a refusal of this part is about */
  readonly about: string;
  readonly kind: PartKind;
}

/** The answer of a field whose type is a union with ErrorResults. */
export const RESULT = `__typename ${ERROR_RESULT}`;
/** The answer of a field that adds or changes a line: an InsufficientStockError says how many went in. */
export const ITEMS_RESULT = `${RESULT} ... on InsufficientStockError { quantityAvailable }`;
/** The answer of a field whose type has no ErrorResult (an object, not a union). */
export const PLAIN_RESULT = '__typename';

export const part = (
  field: string,
  args: Record<string, Argument>,
  about: string,
  kind: PartKind = 'other',
  selection: string = RESULT,
): MutationPart => ({ field, args, selection, about, kind });

export const idArgument = (value: number | string): Argument => ({
  type: 'ID!',
  value: String(value),
});

export const intArgument = (value: number): Argument => ({ type: 'Int!', value });

export const inputArgument = (type: string, value: unknown): Argument => ({
  type: `${type}!`,
  value,
});
