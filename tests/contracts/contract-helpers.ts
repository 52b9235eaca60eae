import { it } from 'vitest';
import type { GatewayError } from '../../src/domain/http/gateway.errors';
import type { Result } from '../../src/domain/shared/result';

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

/** A fresh address for each registration, so runs never collide. */
export const uniqueEmail = (): string => `contract-${crypto.randomUUID().slice(0, 8)}@example.com`;

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
