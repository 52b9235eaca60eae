// Reading save-address/delete-address params the way Craft accepts them: address attributes at the
// top level, custom fields under `fields[...]` (or, as some clients send them, at the top level too).
import {
  ADDRESS_COORDINATES,
  ADDRESS_CUSTOM_FIELDS,
  ADDRESS_TEXT_FIELDS,
  type AddressField,
  type AddressInput,
} from '../../../domain/addresses/address.ts';
import { parseRecordId } from '../../../domain/shared/record-id.rules.ts';
import { asBody, optionalString } from '../body/body-params.ts';
import { HttpError } from '../craft/craft-response.ts';
import { isTruthyParam } from '../craft/php-casts.ts';

type Body = Record<string, unknown>;

const CUSTOM: ReadonlySet<string> = new Set(ADDRESS_CUSTOM_FIELDS);

/** A JSON null clears a field, as Craft's setAttributes does; absent leaves it alone. */
function textParam(source: Body, name: string): string | undefined {
  return source[name] === null ? '' : optionalString(source, name);
}

export function addressInputFrom(body: Body): AddressInput {
  const custom = asBody(body.fields);
  const input: { [K in AddressField]?: string } = {};
  for (const field of [...ADDRESS_TEXT_FIELDS, ...ADDRESS_COORDINATES]) {
    const value =
      (CUSTOM.has(field) ? textParam(custom, field) : undefined) ?? textParam(body, field);
    if (value !== undefined) input[field] = value;
  }
  return input;
}

/** Commerce's isPrimaryBilling / isPrimaryShipping: absent = no change, else Craft's truthiness. */
export function primaryFlagParam(body: Body, name: string): boolean | undefined {
  const value = body[name];
  return value === undefined || value === null ? undefined : isTruthyParam(value);
}

export const invalidAddressId = (raw: string | number): HttpError =>
  new HttpError(400, `Invalid address ID: ${raw}`);

/** An address id as Craft looks it up: anything that is not an existing id is "invalid". */
export function addressIdParam(raw: string): number {
  const id = parseRecordId(raw);
  if (id === null) throw invalidAddressId(raw);
  return id;
}

/** save-address: a missing or empty (falsy, as PHP sees it) addressId means a new address. */
export function optionalAddressId(body: Body): number | undefined {
  const raw = optionalString(body, 'addressId');
  return raw === undefined || raw === '' || raw === '0' ? undefined : addressIdParam(raw);
}
