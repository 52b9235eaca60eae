import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isErrorStatus,
  responseKind,
  retriesFor,
  RETRYABLE_STATUSES,
  shouldRetry,
  type RequestMethod,
} from '../../../src/domain/http/request-policy.rules';

const anyMethod = fc.constantFrom<RequestMethod>(
  'GET',
  'HEAD',
  'OPTIONS',
  'PUT',
  'DELETE',
  'POST',
  'PATCH',
);
const safe = ['GET', 'HEAD'];

describe('request policy', () => {
  it('retries GET and HEAD once and never retries anything else (no double add-to-cart or payment)', () => {
    fc.assert(
      fc.property(anyMethod, (method) => {
        expect(retriesFor(method)).toBe(safe.includes(method) ? 1 : 0);
      }),
    );
    expect(retriesFor('POST')).toBe(0);
  });

  it('retries only on 408, 409, 425, 429, 500, 502, 503 and 504, within the allowance', () => {
    expect(RETRYABLE_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    fc.assert(
      fc.property(
        anyMethod,
        fc.integer({ min: 100, max: 599 }),
        fc.nat({ max: 3 }),
        (method, status, attempt) => {
          expect(shouldRetry(method, status, attempt)).toBe(
            attempt < retriesFor(method) && RETRYABLE_STATUSES.includes(status),
          );
        },
      ),
    );
  });

  it('statuses 400 to 599 are errors', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (status) => {
        expect(isErrorStatus(status)).toBe(status >= 400 && status <= 599);
      }),
    );
  });

  it('parses JSON, returns an asked-for PDF as a blob, anything else as text', () => {
    const contentType = fc.option(
      fc.constantFrom(
        'application/json',
        'application/problem+json; charset=utf-8',
        'text/html',
        'application/pdf',
      ),
      { nil: null },
    );
    const accept = fc.option(
      fc.constantFrom('application/json', 'application/pdf', 'text/html', '*/*'),
      { nil: null },
    );
    fc.assert(
      fc.property(contentType, accept, (type, wanted) => {
        const expected = type?.includes('json')
          ? 'json'
          : wanted === 'application/pdf'
            ? 'blob'
            : 'text';
        expect(responseKind(type, wanted)).toBe(expected);
      }),
    );
  });
});
