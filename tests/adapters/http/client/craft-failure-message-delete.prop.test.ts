import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failedResponseMessage } from '../../../../src/adapters/http/client/craft-failure-message';

describe('a failed DELETE', () => {
  it('reads like a failed POST: the message field, else the status', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }),
        fc.string(),
        fc.jsonValue().filter((body) => body !== null),
        (status, statusText, body) => {
          const response = { status, statusText, body };
          expect(failedResponseMessage('DELETE', response)).toBe(
            failedResponseMessage('POST', response),
          );
        },
      ),
    );
  });
});
