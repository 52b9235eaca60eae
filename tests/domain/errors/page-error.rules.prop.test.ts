import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageNotFound, unexpectedPageError } from '../../../src/domain/errors/page-error.rules';

describe('page errors', () => {
  it("an unmatched path is a 404 'Page not found: {path}'", () => {
    fc.assert(
      fc.property(
        fc.string().map((rest) => `/${rest}`),
        (path) => {
          const error = pageNotFound(path);
          expect(error.statusCode).toBe(404);
          expect(error.name).toBe('Not Found');
          expect(error.message).toBe(`Page not found: ${path}`);
        },
      ),
    );
  });

  it('an unexpected error never shows a blank message', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (message) => {
        const error = unexpectedPageError(message);
        expect(error.statusCode).toBe(500);
        expect(error.message.trim()).not.toBe('');
      }),
    );
  });
});
