import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Environment } from '../../../src/domain/environment/environment';
import {
  ENVIRONMENTS,
  isLoggingEnabled,
  ONE_HOUR_MS,
  parseEnvironment,
  reportsErrors,
} from '../../../src/domain/environment/environment.rules';

const anyEnvironment = fc.constantFrom<Environment>('production', 'development', 'staging');

describe('environments', () => {
  it('are production, development and staging, read in any case', () => {
    expect(ENVIRONMENTS).toEqual(['production', 'development', 'staging']);
    fc.assert(
      fc.property(anyEnvironment, fc.boolean(), (environment, upper) => {
        const raw = ` ${upper ? environment.toUpperCase() : environment} `;
        expect(parseEnvironment(raw)).toEqual({ ok: true, value: environment });
      }),
    );
  });

  it('any other name is an error naming it', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        fc.pre(!['production', 'development', 'staging'].includes(raw.trim().toLowerCase()));
        expect(parseEnvironment(raw)).toEqual({
          ok: false,
          error: { kind: 'unknown-environment', value: raw },
        });
      }),
    );
  });

  it('logging is on whenever not production; reporting only in production', () => {
    fc.assert(
      fc.property(anyEnvironment, (environment) => {
        expect(isLoggingEnabled(environment)).toBe(environment !== 'production');
        expect(reportsErrors(environment)).toBe(environment === 'production');
      }),
    );
  });

  it('one hour is 3,600,000 ms', () => {
    expect(ONE_HOUR_MS).toBe(3_600_000);
  });
});
