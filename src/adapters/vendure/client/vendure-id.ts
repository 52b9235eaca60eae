// Vendure's ids are strings; the storefront's are whole numbers, as Vendure's default id strategy
// makes them. Read here (not in the schemas: zod's transforms would land in every page's bundle).

const WHOLE_NUMBER = /^[1-9]\d{0,15}$/;

/** An id the storefront cannot use (a UUID strategy, say): the answer is data it cannot read. */
export class UnreadableId extends Error {
  constructor(id: string) {
    super(`id: ${JSON.stringify(id)} is not a whole number`);
    this.name = 'UnreadableId';
  }
}

export const idOf = (id: string): number => {
  if (!WHOLE_NUMBER.test(id) || !Number.isSafeInteger(Number(id))) throw new UnreadableId(id);
  return Number(id);
};
