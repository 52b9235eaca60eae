import { describe, expect, it } from 'vitest';
import { inMemoryBackend, KNOWN_CUSTOMER } from '../../support/in-memory.backend';

const signedInBackend = async () => {
  const backend = inMemoryBackend();
  await backend.account.login({
    loginName: KNOWN_CUSTOMER.email,
    password: KNOWN_CUSTOMER.password,
    rememberMe: false,
  });
  return backend;
};

const statusOf = (result: { ok: boolean; error?: unknown }) =>
  result.ok ? 200 : ((result.error as { error?: { status?: number } }).error?.status ?? -1);

describe('in-memory subscriptions, beyond the contract', () => {
  it('lets a customer subscribe, switch and cancel; reactivation is not supported', async () => {
    const backend = await signedInBackend();

    expect((await backend.subscriptions.subscribe('plan-monthly')).ok).toBe(true);
    const uid = [...(backend.shop.signedIn()?.subscriptions.keys() ?? [])][0] ?? '';
    expect((await backend.subscriptions.switchPlan(uid, 'plan-yearly')).ok).toBe(true);
    expect(statusOf(await backend.subscriptions.switchPlan(uid, 'nope'))).toBe(500);
    expect(statusOf(await backend.subscriptions.reactivate(uid))).toBe(400);
    expect((await backend.subscriptions.cancel(uid)).ok).toBe(true);
    expect(statusOf(await backend.subscriptions.cancel(uid))).toBe(500);
    expect(statusOf(await backend.subscriptions.subscribe('unknown'))).toBe(500);
  });
});
