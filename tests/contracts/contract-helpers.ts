import { it } from 'vitest';
import type { GatewayError } from '../../src/domain/http/gateway.errors';
import type { Result } from '../../src/domain/shared/result';
import { seededUnits } from '../support/seeded-units';

export const valueOf = <T, E>(result: Result<T, E>): T => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
};

export const failureOf = <T, E>(result: Result<T, E>): E => {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
};

/** The HTTP status a failed call was answered with (0: nothing answered; -1: not a call failure). */
export const statusOf = (error: GatewayError | { readonly kind: string }): number =>
  error.kind === 'request-failed'
    ? (error as Extract<GatewayError, { kind: 'request-failed' }>).error.status
    : -1;

/** The customer the back-end knows: the seeded demo customer on the real server. */
export interface KnownCustomer {
  readonly email: string;
  readonly password: string;
}

export const DEMO_LOGIN: KnownCustomer = {
  email: 'demo@example.com',
  password: 'demo-shopper-2026',
};

/** Where the cases' unique values come from: random, unless seeded for the case about to run. */
let nextUnit: () => number = Math.random;

/**
 * Makes the unique values of the case about to run a sequence set by `seed` (its name), so that a
 * recorded run and its replay send the same requests. Other runs keep random values: against a
 * database that outlives one run, the same e-mail address would be taken the second time.
 */
export const seedUniqueValues = (seed: string): void => {
  nextUnit = seededUnits(seed);
};

const uniqueHex = (digits: number): string =>
  Array.from({ length: digits }, () => Math.floor(nextUnit() * 16).toString(16)).join('');

/** A fresh address for each registration, so runs never collide. */
export const uniqueEmail = (prefix = 'contract'): string => `${prefix}-${uniqueHex(8)}@example.com`;

/** A user uid nobody has: a version-4 UUID's shape. */
export const uniqueUid = (): string =>
  `${uniqueHex(8)}-${uniqueHex(4)}-4${uniqueHex(3)}-8${uniqueHex(3)}-${uniqueHex(12)}`;

/** A whole number from `min` to `max`, from the same source as the unique values. */
export const drawNumber = (min: number, max: number): number =>
  min + Math.floor(nextUnit() * (max - min + 1));

/**
 * Cases the subject cannot run yet, by group, with the reason (the endpoint the back-end lacks).
 * Such cases are registered as skipped, their title naming the reason.
 */
export type Missing<Group extends string> = Partial<Record<Group, string>>;

export const caseFor =
  <Group extends string>(missing: Missing<Group> | undefined) =>
  (groups: Group | readonly Group[], title: string, body: () => Promise<void>): void => {
    const needs: readonly Group[] = typeof groups === 'string' ? [groups] : groups;
    const reasons = needs.flatMap((group) => missing?.[group] ?? []);
    if (reasons.length === 0) it(title, body);
    else it.skip(`${title} [skipped: ${[...new Set(reasons)].join('; ')}]`, body);
  };
