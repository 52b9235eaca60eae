import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Environment } from '../../../src/domain/environment/environment';
import { ONE_HOUR_MS, reportsErrors } from '../../../src/domain/environment/environment.rules';

const anyEnvironment = fc.constantFrom<Environment>('production', 'development', 'staging');

describe('environments', () => {
  it('errors are reported to the service only in production', () => {
    fc.assert(
      fc.property(anyEnvironment, (environment) => {
        expect(reportsErrors(environment)).toBe(environment === 'production');
      }),
    );
  });

  it('one hour is 3,600,000 ms', () => {
    expect(ONE_HOUR_MS).toBe(3_600_000);
  });
});
