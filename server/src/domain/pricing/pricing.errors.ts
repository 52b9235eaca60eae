// Line validation failures (Commerce LineItem and Purchasable rules). They do not stop the pricing: the
// cart is priced as it stands and the caller answers 400 with `errors["lineItems.<index>.<field>"]`.

export type LineItemError =
  | { readonly kind: 'qty-not-whole'; readonly index: number }
  | { readonly kind: 'qty-below-one'; readonly index: number }
  | { readonly kind: 'out-of-stock'; readonly index: number; readonly description: string }
  | { readonly kind: 'below-minimum-qty'; readonly index: number; readonly minimum: number }
  | { readonly kind: 'above-maximum-qty'; readonly index: number; readonly maximum: number };

/** The error's key in Craft's `errors` object; `index` is the line's 0-based position in the cart. */
export const lineItemErrorAttribute = (error: LineItemError): string =>
  `lineItems.${error.index}.qty`;

export function lineItemErrorMessage(error: LineItemError): string {
  switch (error.kind) {
    case 'qty-not-whole':
      return 'Qty must be an integer.';
    case 'qty-below-one':
      return 'Qty must be no less than 1.';
    case 'out-of-stock':
      return `“${error.description}” is currently out of stock.`;
    case 'below-minimum-qty':
      return `Minimum order quantity for this item is ${error.minimum}.`;
    case 'above-maximum-qty':
      return `Maximum order quantity for this item is ${error.maximum}.`;
  }
}

/** Craft's `errors` object for the lines: each attribute's messages, in the order of the errors. */
export function lineItemErrorsByAttribute(
  errors: readonly LineItemError[],
): Record<string, string[]> {
  const byAttribute: Record<string, string[]> = {};
  for (const error of errors) {
    const key = lineItemErrorAttribute(error);
    byAttribute[key] = [...(byAttribute[key] ?? []), lineItemErrorMessage(error)];
  }
  return byAttribute;
}
