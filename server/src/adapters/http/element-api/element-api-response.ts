import { parseRecordId } from '../../../domain/shared/record-id.rules.ts';
import { HttpError } from '../craft/craft-response.ts';

/** The Element API's answer when a `one: true` endpoint finds nothing. */
export const ELEMENT_NOT_FOUND_MESSAGE = 'No element exists that matches the endpoint criteria';

export const elementNotFound = (): HttpError => new HttpError(404, ELEMENT_NOT_FOUND_MESSAGE);

/** One value of a query parameter; a repeated parameter is ambiguous, so it is refused. */
export function queryParam(query: unknown, name: string): string | undefined {
  const value =
    query && typeof query === 'object' ? (query as Record<string, unknown>)[name] : undefined;
  if (value === undefined || typeof value === 'string') return value;
  throw new HttpError(400, `Give the ${name} parameter once.`);
}

/** An absolute link to another page of a collection, keeping its other parameters. */
export function pageLinkBuilder(
  publicUrl: string,
  path: string,
  params: Readonly<Record<string, string | null | undefined>>,
): (page: number) => string {
  return (page) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(params))
      if (value !== undefined && value !== null && value !== '') search.set(name, value);
    search.set('page', String(page));
    return `${publicUrl}${path}?${search.toString()}`;
  };
}

/** Element ids are 32-bit in the database; anything else cannot name an element. */
export function elementIdParam(raw: string, name: string): number {
  const id = parseRecordId(raw);
  if (id === null)
    throw new HttpError(400, `Invalid ${name} “${raw}”: use a whole number from 1 up.`);
  return id;
}
