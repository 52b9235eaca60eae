import { describe, expect, it } from 'vitest';
import type { ErrorReporter } from '../../src/ports/error-reporter';

/** Reporting never fails the page, whatever happens to the report. */
export const describeErrorReporterContract = (name: string, make: () => ErrorReporter): void => {
  describe(`ErrorReporter contract: ${name}`, () => {
    it('accepts a report without throwing', () => {
      expect(() =>
        make().report({
          name: 'Error',
          message: 'm',
          stack: ['at f (app.js:1:1)'],
          context: { route: '/' },
          breadcrumbs: [{ timestamp: 0, category: 'navigation', message: '/' }],
          environment: 'production',
          timestamp: 0,
        }),
      ).not.toThrow();
    });
  });
};
