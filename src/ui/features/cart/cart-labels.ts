/** Wording only; the count itself comes from the cart rules. */
export const itemsLabel = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;
