import { describe, expect, it } from 'vitest';
import { InMemorySessionStore } from '../../support/in-memory.session-store';
import { initialAuthState, LOGIN_POPUP_SIZE } from '../../../src/domain/auth/auth.rules';
import { flushPromises } from '../../support/deferred';
import { current, record } from '../../support/observed';
import { servicesHarness, signedIn } from '../../support/services.harness';
import { firstVariantId } from '../../support/in-memory.backend';

const form = (password: string, email = 'demo@example.com') => ({
  loginName: email,
  password,
  rememberMe: true,
});

describe('AuthService session reads', () => {
  it('starts as not yet checked', () => {
    expect(servicesHarness().auth.state).toEqual(initialAuthState);
  });

  it('reads the session at startup: a new visitor is a guest', async () => {
    const { auth } = servicesHarness();

    await auth.start({ prerendered: false });

    expect(auth.state).toMatchObject({
      isSessionChecked: true,
      isAuthenticated: false,
      session: null,
      isLoading: false,
    });
    expect(current(auth.isLoggedIn$)).toBe(false);
    expect(current(auth.initials$)).toBe('');
  });

  it('reads a signed-in session at startup, with the initials of the full name', async () => {
    const harness = servicesHarness();
    await signedIn(harness);

    await harness.auth.start({ prerendered: false });

    expect(current(harness.auth.isLoggedIn$)).toBe(true);
    expect(harness.auth.state.session?.email).toBe('demo@example.com');
    expect(current(harness.auth.initials$)).toBe('DS');
  });

  it('waits for afterMount on a prerendered page, then reads once', async () => {
    const { auth } = servicesHarness();

    await auth.start({ prerendered: true });
    expect(auth.state.isSessionChecked).toBe(false);
    await auth.afterMount();
    expect(auth.state.isSessionChecked).toBe(true);
    const checks = record(auth.state$);
    await auth.afterMount();
    expect(checks.values).toHaveLength(1);
  });

  it('counts a failed read as a guest session', async () => {
    const harness = servicesHarness();
    await signedIn(harness);
    harness.backend.shop.offline = true;

    const result = await harness.auth.checkSession();

    expect(result.ok).toBe(false);
    expect(harness.auth.state).toMatchObject({ isSessionChecked: true, isAuthenticated: false });
  });

  it('reads the session again when the login popup signals a sign-in', async () => {
    const harness = servicesHarness();
    await harness.auth.start({ prerendered: false });
    const popupWindow = new InMemorySessionStore({ area: harness.area });
    await signedIn(harness);

    popupWindow.signalLogin();
    await flushPromises();

    expect(current(harness.auth.isLoggedIn$)).toBe(true);
    harness.auth.stop();
  });

  it('stops listening when stopped', async () => {
    const harness = servicesHarness();
    await harness.auth.start({ prerendered: true });
    harness.auth.stop();
    await signedIn(harness);

    new InMemorySessionStore({ area: harness.area }).signalLogin();
    await flushPromises();

    expect(harness.auth.state.isSessionChecked).toBe(false);
  });
});

describe('AuthService login', () => {
  it('signs in, reads the session and its token, loads the cart, syncs the server session', async () => {
    const harness = servicesHarness();
    const { auth, cart, flash, backend } = harness;

    const result = await auth.login(form('demo-shopper-2026'));

    expect(result.ok && result.value.email).toBe('demo@example.com');
    expect(auth.state).toMatchObject({
      isAuthenticated: true,
      isLoading: false,
      error: null,
      isSessionChecked: true,
    });
    expect(auth.state.token).toBe(backend.shop.csrfToken);
    expect(current(cart.status$)).toBe('ready');
    expect(backend.shop.appSessionUser?.email).toBe('demo@example.com');
    expect(current(flash.flash$).success).toBe('You have been logged in successfully');
    expect(current(auth.initials$)).toBe('DS');
  });

  it("keeps the guest's cart for the customer after signing in", async () => {
    const { auth, cart, backend } = servicesHarness();
    await cart.addItem(firstVariantId(backend.products), 2);

    await auth.login(form('demo-shopper-2026'));

    expect(current(cart.totalItems$)).toBe(2);
  });

  it("refuses a wrong password with our text and 'Login failed'", async () => {
    const { auth, flash } = servicesHarness();

    const result = await auth.login(form('wrong'));

    expect(result.ok).toBe(false);
    expect(auth.state).toMatchObject({
      isAuthenticated: false,
      isLoading: false,
      error: 'Invalid email or password.',
    });
    expect(current(flash.flash$).danger).toBe('Login failed');
  });

  it('stays signed in when only the session sync fails', async () => {
    const harness = servicesHarness();
    harness.backend.appSession.sync = async () => ({
      ok: false,
      error: { kind: 'invalid-data', subject: 'session', endpoint: 'x', issues: [] },
    });

    const result = await harness.auth.login(form('demo-shopper-2026'));

    expect(result.ok).toBe(true);
    expect(current(harness.auth.isLoggedIn$)).toBe(true);
  });

  it('falls back to the login answer when the session read fails', async () => {
    const harness = servicesHarness();
    harness.backend.account.getSessionInfo = async () => ({
      ok: false,
      error: { kind: 'invalid-data', subject: 'session', endpoint: 'x', issues: [] },
    });

    await harness.auth.login(form('demo-shopper-2026'));

    expect(harness.auth.state.session?.email).toBe('demo@example.com');
    expect(harness.auth.state.token).toBeNull();
  });
});

describe('AuthService logout', () => {
  it('signs out, deletes the session, reloads the (new) cart, syncs and resets', async () => {
    const { auth, cart, flash, backend } = servicesHarness();
    await auth.login(form('demo-shopper-2026'));
    await cart.addItem(firstVariantId(backend.products), 1);

    const result = await auth.logout();

    expect(result.ok).toBe(true);
    expect(auth.state).toMatchObject({
      session: null,
      isAuthenticated: false,
      token: null,
      error: null,
      isLoading: false,
    });
    expect(current(cart.cart$).isEmpty).toBe(true);
    expect(backend.shop.appSessionUser).toBeNull();
    expect(current(flash.flash$).success).toBe('You have been logged out');
    expect(current(auth.initials$)).toBe('');
  });

  it("says 'Logout failed' and stays signed in when the sign-out fails", async () => {
    const { auth, flash, backend } = servicesHarness();
    await auth.login(form('demo-shopper-2026'));
    backend.shop.offline = true;

    const result = await auth.logout();

    expect(result.ok).toBe(false);
    expect(auth.state.isAuthenticated).toBe(true);
    expect(current(flash.flash$).danger).toBe('Logout failed');
  });

  it("says 'Logout failed' when the session cannot be deleted", async () => {
    const harness = servicesHarness();
    await harness.auth.login(form('demo-shopper-2026'));
    harness.backend.appSession.remove = async () => ({
      ok: false,
      error: { kind: 'invalid-data', subject: 'session', endpoint: 'x', issues: [] },
    });

    expect((await harness.auth.logout()).ok).toBe(false);
    expect(current(harness.flash.flash$).danger).toBe('Logout failed');
  });
});

describe('AuthService login popup', () => {
  it('opens the login popup at 960x600', () => {
    const { auth, popups } = servicesHarness();

    expect(auth.openLoginPopup('/login?popup=1')).toBe(true);
    expect(popups.opened).toEqual([{ url: '/login?popup=1', size: LOGIN_POPUP_SIZE }]);
    expect(LOGIN_POPUP_SIZE).toEqual({ width: 960, height: 600 });
  });

  it('says when the browser blocked it', () => {
    const { auth, popups } = servicesHarness();
    popups.blocked = true;

    expect(auth.openLoginPopup('/login')).toBe(false);
  });

  it('signals the opener from inside the popup', () => {
    const harness = servicesHarness();
    const opener = new InMemorySessionStore({ area: harness.area });
    let heard = false;
    opener.onLoginSignal(() => {
      heard = true;
    });

    harness.auth.signalLoginToOpener();

    expect(heard).toBe(true);
  });
});
