import type { Environment } from './environment';

/** A configuration constant of one hour; what it configures is not specified. */
export const ONE_HOUR_MS = 3_600_000;

/** Errors always go to the console; to the error-reporting service in production only. */
export const reportsErrors = (environment: Environment): boolean => environment === 'production';
