import { describe, expect, it } from 'vitest';
import { RouteAccessService } from '../../../src/application/routing/route-access.service';
import { servicesHarness, signedIn } from '../../support/services.harness';

/** What the route gate does: decide now, or wait for the session and decide then. */
const decide = async (access: RouteAccessService, path: string, guard?: string) => {
  const now = access.decideNow(path, guard);
  if (now !== undefined) return now;
  await access.whenSessionChecked();
  return access.decideNow(path, guard);
};

describe('RouteAccessService', () => {
  it('lets anyone through an open route without reading the session', async () => {
    const harness = servicesHarness();
    const access = new RouteAccessService(harness.auth);
    expect(await decide(access, '/products')).toEqual({ ok: true, value: { kind: 'allow' } });
    expect(harness.auth.state.isSessionChecked).toBe(false);
  });

  it('sends a guest from a customers-only page to /login with the way back', async () => {
    const harness = servicesHarness();
    const access = new RouteAccessService(harness.auth);
    expect(await decide(access, '/my-account/orders')).toEqual({
      ok: true,
      value: { kind: 'redirect', to: '/login?redirect=%2Fmy-account%2Forders' },
    });
  });

  it('sends a signed-in customer from a guests-only page to /my-account, and lets them into theirs', async () => {
    const harness = servicesHarness();
    await signedIn(harness);
    const access = new RouteAccessService(harness.auth);
    expect(await decide(access, '/login')).toEqual({
      ok: true,
      value: { kind: 'redirect', to: '/my-account' },
    });
    expect(await decide(access, '/login?redirect=%2Fcheckout')).toEqual({
      ok: true,
      value: { kind: 'redirect', to: '/checkout' },
    });
    expect(await decide(access, '/my-account')).toEqual({ ok: true, value: { kind: 'allow' } });
  });

  it('waits for a session read already under way', async () => {
    const harness = servicesHarness();
    await signedIn(harness);
    const started = harness.auth.start({ prerendered: false });
    const access = new RouteAccessService(harness.auth);
    const decision = await decide(access, '/my-account');
    await started;
    expect(decision).toEqual({ ok: true, value: { kind: 'allow' } });
  });

  it('names an unknown guard in its error', async () => {
    const access = new RouteAccessService(servicesHarness().auth);
    expect(await decide(access, '/products', 'admins-only')).toEqual({
      ok: false,
      error: { kind: 'unknown-guard', guard: 'admins-only' },
    });
    expect(await decide(access, '/products', 'guests-only')).toEqual({
      ok: true,
      value: { kind: 'allow' },
    });
  });

  it('decides at once where it can, and says when a guarded route must wait for the session', async () => {
    const harness = servicesHarness();
    const access = new RouteAccessService(harness.auth);
    expect(access.decideNow('/products')).toEqual({ ok: true, value: { kind: 'allow' } });
    expect(access.decideNow('/my-account')).toBeUndefined();
    const waiting = access.whenSessionChecked();
    expect(access.whenSessionChecked()).toBe(waiting);
    await waiting;
    expect(access.decideNow('/my-account')).toEqual({
      ok: true,
      value: { kind: 'redirect', to: '/login?redirect=%2Fmy-account' },
    });
    await expect(access.whenSessionChecked()).resolves.toBeUndefined();
  });
});
