// The update's parts as one mutation document. GraphQL runs a mutation's top-level fields one after
// another, in order: an update is one request, and a part sees the order as the parts before it left
// it. Each part's field gets an alias (`p0`, `p1`, …) and its arguments variables of their own.
import type { GraphqlOperation, Variables } from '../client/vendure-client';
import type { MutationPart } from './vendure-mutation-part';

/** The operation's name: what msw stand-ins answer and failures report. */
export const UPDATE_CART = 'UpdateCart';

export const aliasOf = (index: number): string => `p${index}`;

export interface UpdateDocument {
  readonly operation: GraphqlOperation;
  readonly variables: Variables;
}

export const updateDocument = (parts: readonly MutationPart[]): UpdateDocument => {
  const declarations: string[] = [];
  const variables: Record<string, unknown> = {};
  const fields = parts.map((part, index) => {
    const alias = aliasOf(index);
    const args = Object.entries(part.args).map(([name, { type, value }]) => {
      const variable = `${alias}_${name}`;
      declarations.push(`$${variable}: ${type}`);
      variables[variable] = value;
      return `${name}: $${variable}`;
    });
    return `  ${alias}: ${part.field}(${args.join(', ')}) { ${part.selection} }`;
  });
  const document = `mutation ${UPDATE_CART}(${declarations.join(', ')}) {\n${fields.join('\n')}\n}`;
  return { operation: { name: UPDATE_CART, document }, variables };
};
