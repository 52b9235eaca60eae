import { describe, expect, it } from 'vitest';
import { BrowserSessionStore } from '../../../src/adapters/storage/browser.session-store';
import { SESSION_STORE_KEYS } from '../../../src/adapters/storage/session-store.keys';
import { ForbiddenStorage, MapStorage } from '../../support/fake-storage';

/** Two windows of one site: one local storage between them, a session storage each. */
const twoWindows = () => {
  const local = new MapStorage();
  const listeners = new Set<(event: StorageEvent) => void>();
  let stamp = 0;
  const windowWith = (session: Storage) =>
    new BrowserSessionStore({
      sessionStorage: () => session,
      localStorage: () =>
        ({
          ...local,
          getItem: (key: string) => local.getItem(key),
          removeItem: (key: string) => local.removeItem(key),
          setItem: (key: string, value: string) => {
            local.setItem(key, value);
            // The browser tells the other windows; this test plays "every window but the writer" by
            // letting the listener of the other store react (each test subscribes on one side only).
            for (const listener of listeners) listener({ key, newValue: value } as StorageEvent);
          },
        }) as Storage,
      addStorageListener: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      stamp: () => String((stamp += 1)),
    });
  return { popup: windowWith(new MapStorage()), opener: windowWith(new MapStorage()), local };
};

describe('BrowserSessionStore', () => {
  it('keeps the cart hydration flag in session storage', () => {
    const session = new MapStorage();
    const store = new BrowserSessionStore({ sessionStorage: () => session });

    expect(store.isCartHydrated()).toBe(false);
    store.setCartHydrated(true);
    expect(store.isCartHydrated()).toBe(true);
    expect(session.getItem(SESSION_STORE_KEYS.cartHydrated)).toBe('1');
    store.setCartHydrated(false);
    expect(store.isCartHydrated()).toBe(false);
  });

  it('tells the opener when the popup signals a sign-in, through local storage', () => {
    const { popup, opener, local } = twoWindows();
    let heard = 0;
    const stop = opener.onLoginSignal(() => {
      heard += 1;
    });

    popup.signalLogin();
    popup.signalLogin();
    stop();
    popup.signalLogin();

    expect(heard).toBe(2);
    expect(local.getItem(SESSION_STORE_KEYS.loginSignal)).toBe('3');
  });

  it('ignores storage events about other keys or removals', () => {
    const listeners: ((event: StorageEvent) => void)[] = [];
    const store = new BrowserSessionStore({
      addStorageListener: (listener) => {
        listeners.push(listener);
        return () => undefined;
      },
    });
    let heard = 0;
    store.onLoginSignal(() => {
      heard += 1;
    });

    listeners[0]?.({ key: 'other', newValue: 'x' } as StorageEvent);
    listeners[0]?.({ key: SESSION_STORE_KEYS.loginSignal, newValue: null } as StorageEvent);

    expect(heard).toBe(0);
  });

  it('writes, reads and clears the reload marker', () => {
    const session = new MapStorage();
    const store = new BrowserSessionStore({ sessionStorage: () => session });

    expect(store.readReloadMarker()).toBeNull();
    store.writeReloadMarker({ path: '/cart', expiresAt: 10_000 });
    expect(store.readReloadMarker()).toEqual({ path: '/cart', expiresAt: 10_000 });
    store.clearReloadMarker();
    expect(store.readReloadMarker()).toBeNull();
  });

  it('reads a damaged reload marker as none', () => {
    const session = new MapStorage();
    const store = new BrowserSessionStore({ sessionStorage: () => session });

    for (const raw of ['{', '"text"', '{"path":1,"expiresAt":2}', 'null']) {
      session.setItem(SESSION_STORE_KEYS.reloadMarker, raw);
      expect(store.readReloadMarker()).toBeNull();
    }
  });

  it('reads cookies by name, decoding their values', () => {
    const store = new BrowserSessionStore({
      cookie: () => 'a=1; CRAFT_CSRF_TOKEN=tok%3D%3D; broken; empty=',
    });

    expect(store.readCookie('CRAFT_CSRF_TOKEN')).toBe('tok==');
    expect(store.readCookie('a')).toBe('1');
    expect(store.readCookie('empty')).toBe('');
    expect(store.readCookie('missing')).toBeNull();
  });

  it('keeps a cookie value that is not valid percent-encoding as it is', () => {
    const store = new BrowserSessionStore({ cookie: () => 'raw=%E0%A4%A' });

    expect(store.readCookie('raw')).toBe('%E0%A4%A');
  });

  it('finds nothing for a name no cookie can have', () => {
    const store = new BrowserSessionStore({ cookie: () => 'a=1; b=2' });

    expect(store.readCookie('a;b')).toBeNull();
    expect(store.readCookie('')).toBeNull();
  });

  it('never throws when storage is forbidden, full or missing', () => {
    const stores = [
      new BrowserSessionStore({
        sessionStorage: () => new ForbiddenStorage(),
        localStorage: () => new ForbiddenStorage(),
        cookie: () => {
          throw new DOMException('denied', 'SecurityError');
        },
        addStorageListener: () => {
          throw new Error('no window');
        },
      }),
      new BrowserSessionStore({
        sessionStorage: () => {
          throw new ReferenceError('window is not defined');
        },
      }),
      new BrowserSessionStore({}),
    ];

    for (const store of stores) {
      store.setCartHydrated(true);
      store.setCartHydrated(false);
      store.writeReloadMarker({ path: '/', expiresAt: 1 });
      store.clearReloadMarker();
      store.signalLogin();
      store.onLoginSignal(() => undefined)();
      expect(store.isCartHydrated()).toBe(false);
      expect(store.readReloadMarker()).toBeNull();
      expect(store.readCookie('CRAFT_CSRF_TOKEN')).toBeNull();
    }
  });

  it('defaults to the browser globals, which this test process does not have', () => {
    const store = new BrowserSessionStore();

    expect(store.isCartHydrated()).toBe(false);
    expect(store.readCookie('x')).toBeNull();
    expect(() => store.onLoginSignal(() => undefined)()).not.toThrow();
  });
});
