// What staff may change in the catalogue and how a change is read from a request: a variant's stock and
// price (whole minor units, 0 or more), a product's enabled flag. Anything else in the body, or a value
// of the wrong kind, is refused with a message naming the field, before anything is read.
import { MAX_RECORD_ID } from '../shared/record-id.rules.ts';
import { err, ok, type Result } from '../shared/result.ts';

/** The largest value a PostgreSQL integer column holds. */
const MAX_INTEGER = MAX_RECORD_ID;

export interface VariantEdit {
  readonly stock?: number;
  readonly priceMinor?: number;
}

export interface ProductEdit {
  readonly enabled: boolean;
}

/** One field's value before and after a change, as the audit log keeps it. */
export interface FieldChange {
  readonly field: string;
  readonly from: string | number | boolean | null;
  readonly to: string | number | boolean | null;
}

type Body = Readonly<Record<string, unknown>>;

const isBody = (body: unknown): body is Body =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

function unknownField(body: Body, allowed: readonly string[]): string | null {
  return Object.keys(body).find((key) => !allowed.includes(key)) ?? null;
}

const wholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_INTEGER;

/** `{stock?, priceMinor?}`, at least one of them; `ignored` names fields the transport may add. */
export function parseVariantEdit(
  body: unknown,
  ignored: readonly string[] = [],
): Result<VariantEdit, string> {
  if (!isBody(body)) return err('Send a JSON object with stock and/or priceMinor.');
  const extra = unknownField(body, ['stock', 'priceMinor', ...ignored]);
  if (extra !== null)
    return err(`Unknown field: ${extra.slice(0, 64)}. Send stock and/or priceMinor.`);
  const { stock, priceMinor } = body;
  if (stock === undefined && priceMinor === undefined) return err('Send stock and/or priceMinor.');
  for (const [name, value] of [
    ['stock', stock],
    ['priceMinor', priceMinor],
  ] as const)
    if (value !== undefined && !wholeNumber(value))
      return err(`${name} must be a whole number from 0 to ${MAX_INTEGER}.`);
  return ok({
    ...(stock === undefined ? {} : { stock: stock as number }),
    ...(priceMinor === undefined ? {} : { priceMinor: priceMinor as number }),
  });
}

/** `{enabled: true | false}`. */
export function parseProductEdit(
  body: unknown,
  ignored: readonly string[] = [],
): Result<ProductEdit, string> {
  if (!isBody(body)) return err('Send a JSON object with enabled.');
  const extra = unknownField(body, ['enabled', ...ignored]);
  if (extra !== null) return err(`Unknown field: ${extra.slice(0, 64)}. Send enabled.`);
  if (typeof body.enabled !== 'boolean') return err('enabled must be true or false.');
  return ok({ enabled: body.enabled });
}

/** The fields of `edit` whose value differs from `before`, in the edit's order. */
export function changesOf<T extends Readonly<Record<string, number | boolean | null>>>(
  before: T,
  edit: Partial<T>,
): readonly FieldChange[] {
  return Object.entries(edit)
    .filter(([field, to]) => to !== undefined && before[field] !== to)
    .map(([field, to]) => ({ field, from: before[field] ?? null, to: to ?? null }));
}
