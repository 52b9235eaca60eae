import type { Environment } from './environment';

/**
 * The spec's one-hour configuration constant. The spec does not say what it configures; here it sets
 * how often an open page checks for a new release (RELEASE_CHECK_INTERVAL_MS).
 */
export const ONE_HOUR_MS = 3_600_000;

/** Errors always go to the console; to the error-reporting service in production only. */
export const reportsErrors = (environment: Environment): boolean => environment === 'production';
