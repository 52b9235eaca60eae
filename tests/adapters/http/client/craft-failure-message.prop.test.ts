import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canRetryCsrf,
  csrfFetchFailedMessage,
  emptyResponseMessage,
  failedGetMessage,
  failedPostMessage,
  failedResponseMessage,
  isExpiredCsrf,
  networkErrorMessage,
} from '../../../../src/adapters/http/client/craft-failure-message';
import {
  anyStatus,
  blankText,
  bodyWithoutMessageFields,
  statusText,
  visibleText,
} from '../../../support/error.arbitraries';

const anyMethod = fc.constantFrom('GET' as const, 'POST' as const);

describe('back-end client messages', () => {
  describe('empty body', () => {
    it('is "({status}) Empty response" whatever the method and status', () => {
      fc.assert(
        fc.property(
          anyMethod,
          fc.integer({ min: 100, max: 599 }),
          statusText,
          (method, status, text) => {
            const message = failedResponseMessage(method, {
              status,
              statusText: text,
              body: undefined,
            });
            expect(message).toBe(`(${status}) Empty response`);
            expect(message).toBe(emptyResponseMessage(status));
          },
        ),
      );
    });
  });

  describe('failed GET', () => {
    it('prefers the error field over everything else', () => {
      fc.assert(
        fc.property(
          anyStatus,
          statusText,
          visibleText,
          bodyWithoutMessageFields,
          visibleText,
          (status, text, error, rest, other) => {
            const body = { ...rest, error, errors: { field: [other] }, message: other };
            expect(failedGetMessage({ status, statusText: text, body })).toBe(
              `(${status}) ${error}`,
            );
          },
        ),
      );
    });

    it("reads the Element API's nested error message", () => {
      fc.assert(
        fc.property(anyStatus, visibleText, visibleText, (status, message, other) => {
          const body = { error: { code: status, message }, message: other };
          expect(failedGetMessage({ status, statusText: 'Not Found', body })).toBe(
            `(${status}) ${message}`,
          );
        }),
      );
    });

    it('else joins the values of errors with commas', () => {
      fc.assert(
        fc.property(
          anyStatus,
          fc.dictionary(fc.string(), fc.array(visibleText, { minLength: 1, maxLength: 3 }), {
            minKeys: 1,
            maxKeys: 4,
          }),
          visibleText,
          (status, errors, other) => {
            const body = { error: '', errors, message: other };
            const expected = Object.values(errors).flat().join(', ');
            expect(failedGetMessage({ status, statusText: 'x', body })).toBe(
              `(${status}) ${expected}`,
            );
          },
        ),
      );
    });

    it('accepts errors as a plain list too, numbers included', () => {
      expect(failedGetMessage({ status: 422, statusText: '', body: { errors: ['a', 'b'] } })).toBe(
        '(422) a, b',
      );
      expect(
        failedGetMessage({ status: 422, statusText: '', body: { errors: [7, null, ' '] } }),
      ).toBe('(422) 7');
    });

    it('else uses the message field', () => {
      fc.assert(
        fc.property(
          anyStatus,
          statusText,
          visibleText,
          fc.option(blankText),
          (status, text, message, blank) => {
            const body = { error: blank, errors: {}, message };
            expect(failedGetMessage({ status, statusText: text, body })).toBe(
              `(${status}) ${message}`,
            );
          },
        ),
      );
    });

    it('else shows the body text', () => {
      fc.assert(
        fc.property(anyStatus, statusText, visibleText, (status, text, body) => {
          expect(failedGetMessage({ status, statusText: text, body })).toBe(`(${status}) ${body}`);
        }),
      );
    });

    it('else the status text', () => {
      fc.assert(
        fc.property(anyStatus, visibleText, bodyWithoutMessageFields, (status, text, body) => {
          expect(failedGetMessage({ status, statusText: text, body })).toBe(`(${status}) ${text}`);
        }),
      );
    });

    it("else 'API request failed'", () => {
      fc.assert(
        fc.property(
          anyStatus,
          blankText,
          fc.oneof(bodyWithoutMessageFields, blankText),
          (status, text, body) => {
            expect(failedGetMessage({ status, statusText: text, body })).toBe(
              `(${status}) API request failed`,
            );
          },
        ),
      );
    });

    it('is what a GET failure reports', () => {
      fc.assert(
        fc.property(anyStatus, statusText, fc.jsonValue(), (status, text, body) => {
          fc.pre(body !== undefined);
          const response = { status, statusText: text, body };
          expect(failedResponseMessage('GET', response)).toBe(failedGetMessage(response));
        }),
      );
    });
  });

  describe('failed POST', () => {
    it('shows the message field and nothing else', () => {
      fc.assert(
        fc.property(anyStatus, visibleText, visibleText, (status, message, error) => {
          const response = { status, statusText: 'Bad Request', body: { error, message } };
          expect(failedResponseMessage('POST', response)).toBe(message);
        }),
      );
    });

    it("else 'API request failed with status {status}'", () => {
      fc.assert(
        fc.property(
          anyStatus,
          fc.oneof(bodyWithoutMessageFields, visibleText),
          fc.option(blankText),
          (status, body, blank) => {
            const withBlank =
              typeof body === 'object' ? { ...body, message: blank, error: 'ignored' } : body;
            expect(failedPostMessage({ status, body: withBlank })).toBe(
              `API request failed with status ${status}`,
            );
          },
        ),
      );
    });
  });

  describe('network or unknown error', () => {
    it("keeps the cause's message, else 'Unknown error'", () => {
      fc.assert(
        fc.property(fc.option(fc.oneof(visibleText, blankText)), (message) => {
          const expected = message !== null && message.trim() !== '' ? message : 'Unknown error';
          expect(networkErrorMessage(message)).toBe(expected);
        }),
      );
      expect(networkErrorMessage()).toBe('Unknown error');
    });
  });

  describe('failed CSRF fetch', () => {
    it("shows the server's message", () => {
      fc.assert(
        fc.property(fc.integer({ min: 200, max: 599 }), visibleText, (status, message) => {
          expect(csrfFetchFailedMessage({ status, body: { message } })).toBe(message);
        }),
      );
    });

    it("else 'Failed to fetch CSRF token with status {status}'", () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 200, max: 599 }),
          fc.oneof(bodyWithoutMessageFields, fc.constant(undefined)),
          (status, body) => {
            expect(csrfFetchFailedMessage({ status, body })).toBe(
              `Failed to fetch CSRF token with status ${status}`,
            );
          },
        ),
      );
    });
  });

  describe('CSRF retries', () => {
    it('stop after 3', () => {
      fc.assert(
        fc.property(fc.nat({ max: 10 }), (retryCount) => {
          expect(canRetryCsrf(retryCount)).toBe(retryCount < 3);
        }),
      );
    });
  });

  describe('expired CSRF token', () => {
    it("is a 400 saying 'Unable to verify your data submission.'", () => {
      expect(isExpiredCsrf(400, 'Unable to verify your data submission.')).toBe(true);
      fc.assert(
        fc.property(fc.integer({ min: 100, max: 599 }), fc.string(), (status, message) => {
          const expected =
            status === 400 && message.trim() === 'Unable to verify your data submission.';
          expect(isExpiredCsrf(status, message)).toBe(expected);
        }),
      );
      fc.assert(
        fc.property(
          fc.integer({ min: 100, max: 599 }).filter((status) => status !== 400),
          (status) => {
            expect(isExpiredCsrf(status, 'Unable to verify your data submission.')).toBe(false);
          },
        ),
      );
    });
  });
});
