import { parseRecordId } from '../../../domain/shared/record-id.rules.ts';
import { HttpError } from '../craft/craft-response.ts';

type Body = Record<string, unknown>;

export const asBody = (body: unknown): Body =>
  body && typeof body === 'object' ? (body as Body) : {};

/** A string param (numbers are accepted as their text); undefined when absent. */
export function optionalString(body: Body, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new HttpError(400, 'Request contained an invalid body param');
}

/** Craft: a missing required body param is a 400 with this exact message. */
export function requiredString(body: Body, name: string): string {
  const value = optionalString(body, name);
  if (value === undefined || value === '')
    throw new HttpError(400, 'Request missing required body param');
  return value;
}

/** An id param: 0 or a record id (a whole number from 1 to 2^31-1), else a clear 400. */
export function optionalId(body: Body, name: string): number | undefined {
  const value = optionalString(body, name);
  if (value === undefined || value === '') return undefined;
  // Zero is a falsy id: Craft reads it as "none".
  if (/^0+$/.test(value)) return 0;
  const id = parseRecordId(value);
  if (id === null) throw new HttpError(400, `${name} must be a whole number.`);
  return id;
}
