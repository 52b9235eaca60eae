import { err, ok, type Result } from '../shared/result';
import type { Environment, EnvironmentError } from './environment';

export const ENVIRONMENTS: readonly Environment[] = ['production', 'development', 'staging'];

/** A configuration constant of one hour; what it configures is not specified. */
export const ONE_HOUR_MS = 3_600_000;

/**
 * An unknown name is an error rather than a guess: guessing "production" would hide logs,
 * guessing "development" would log in production.
 */
export const parseEnvironment = (raw: string): Result<Environment, EnvironmentError> => {
  const environment = ENVIRONMENTS.find((known) => known === raw.trim().toLowerCase());
  return environment === undefined
    ? err({ kind: 'unknown-environment', value: raw })
    : ok(environment);
};

/** Logging is on whenever the environment is not production. */
export const isLoggingEnabled = (environment: Environment): boolean => environment !== 'production';

/** Errors always go to the console; to the error-reporting service in production only. */
export const reportsErrors = (environment: Environment): boolean => environment === 'production';
