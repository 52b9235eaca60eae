// Commerce's line rules for update-cart: what makes two lines the same, how adding and changing lines
// works, and how notices accumulate on the order. Pure functions over the cart's plain data.
import type { CartNotice } from '../pricing/notice.ts';
import type { LineItem, LineOptions, StoredNotice } from './cart.ts';

/** Options as one canonical text (keys sorted at every level): equal options give equal text. */
export function canonicalOptions(options: LineOptions): string {
  const sort = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sort);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, inner]) => [key, sort(inner)]),
      );
    }
    return value;
  };
  return JSON.stringify(sort(options));
}

export interface LineAddition {
  readonly purchasableId: number;
  readonly qty: number;
  readonly note: string;
  readonly options: LineOptions;
  readonly optionsSignature: string;
}

/** The existing line an addition increments: same purchasable, same options. */
export const matchingLine = (
  lines: readonly LineItem[],
  addition: Pick<LineAddition, 'purchasableId' | 'optionsSignature'>,
): LineItem | undefined =>
  lines.find(
    (line) =>
      line.purchasableId === addition.purchasableId &&
      line.optionsSignature === addition.optionsSignature,
  );

/** Adds to the matching line (its note replaced) or appends `created` as a new line. */
export function addLine(
  lines: readonly LineItem[],
  addition: LineAddition,
  created: () => LineItem,
): LineItem[] {
  const existing = matchingLine(lines, addition);
  if (!existing) return [...lines, created()];
  return lines.map((line) =>
    line === existing ? { ...line, qty: line.qty + addition.qty, note: addition.note } : line,
  );
}

/** Multi-add entries with the same purchasable and options are summed first (Commerce). */
export function mergeAdditions(additions: readonly LineAddition[]): LineAddition[] {
  const merged: LineAddition[] = [];
  for (const addition of additions) {
    const index = merged.findIndex(
      (m) =>
        m.purchasableId === addition.purchasableId &&
        m.optionsSignature === addition.optionsSignature,
    );
    const previous = merged[index];
    if (previous) merged[index] = { ...addition, qty: previous.qty + addition.qty };
    else merged.push(addition);
  }
  return merged;
}

/** An `add` / `purchasables[]` param: a purchasable to add, with its quantity, note and options. */
export interface LineRequest {
  readonly purchasableId: number;
  readonly qty: number;
  readonly note: string;
  readonly options: LineOptions;
}

/**
 * What update-cart adds, in order: the single `add`, then the multi-add entries summed by purchasable
 * and options. Entries with no positive quantity are ignored.
 */
export function lineAdditions(
  single: LineRequest | undefined,
  many: readonly LineRequest[],
  signatureOf: (options: LineOptions) => string,
): LineAddition[] {
  const signed = (add: LineRequest): LineAddition => ({
    ...add,
    optionsSignature: signatureOf(add.options),
  });
  return [
    ...(single && single.qty > 0 ? [signed(single)] : []),
    ...mergeAdditions(many.filter((add) => add.qty > 0).map(signed)),
  ];
}

export interface LineChange {
  readonly qty?: number;
  readonly note?: string;
  readonly options?: { readonly value: LineOptions; readonly signature: string };
  readonly remove: boolean;
}

/** `lineItems[id][…]`: qty 0 or remove deletes the line; unknown ids are ignored. */
export function changeLine(lines: readonly LineItem[], id: number, change: LineChange): LineItem[] {
  if (change.remove || change.qty === 0) return lines.filter((line) => line.id !== id);
  return lines.map((line) =>
    line.id !== id
      ? line
      : {
          ...line,
          ...(change.qty !== undefined ? { qty: change.qty } : {}),
          ...(change.note !== undefined ? { note: change.note } : {}),
          ...(change.options
            ? { options: change.options.value, optionsSignature: change.options.signature }
            : {}),
        },
  );
}

/** A `lineItems[id]` param: the line's new quantity, note or options, or its removal. */
export interface LineChangeRequest {
  readonly id: number;
  readonly qty?: number;
  readonly note?: string;
  readonly options?: LineOptions;
  readonly remove: boolean;
}

/** The `lineItems[id]` params applied one after the other. */
export const changeLines = (
  lines: readonly LineItem[],
  requests: readonly LineChangeRequest[],
  signatureOf: (options: LineOptions) => string,
): readonly LineItem[] =>
  requests.reduce<readonly LineItem[]>(
    (current, { id, qty, note, options, remove }) =>
      changeLine(current, id, {
        remove,
        ...(qty !== undefined ? { qty } : {}),
        ...(note !== undefined ? { note } : {}),
        ...(options !== undefined
          ? { options: { value: options, signature: signatureOf(options) } }
          : {}),
      }),
    lines,
  );

/** New notices join the order's, numbered after them; they stay until cleared. */
export function appendNotices(
  kept: readonly StoredNotice[],
  fresh: readonly CartNotice[],
): StoredNotice[] {
  let next = kept.reduce((max, notice) => Math.max(max, notice.id), 0);
  return [...kept, ...fresh.map((notice) => ({ ...notice, id: ++next }))];
}
