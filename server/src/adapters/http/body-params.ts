import { HttpError } from './craft-response.ts';

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

/** An id param: a positive whole number, else a clear 400. */
export function optionalId(body: Body, name: string): number | undefined {
  const value = optionalString(body, name);
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,10}$/.test(value)) throw new HttpError(400, `${name} must be a whole number.`);
  return Number(value);
}
