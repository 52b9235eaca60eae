import { BrowserSessionStore } from '../../src/adapters/storage/browser.session-store';
import { MapStorage } from './fake-storage';

/**
 * Windows of one site as a browser keeps them: one local storage for all, a session storage and
 * cookies each, and a storage event delivered to every window except the one that wrote.
 */
export const browserWindows = () => {
  const local = new MapStorage();
  const listeners = new Map<number, Set<(event: StorageEvent) => void>>();
  let windows = 0;
  let stamp = 0;

  const open = (cookie = ''): BrowserSessionStore => {
    windows += 1;
    const id = windows;
    listeners.set(id, new Set());
    const sharedLocal = {
      getItem: (key: string) => local.getItem(key),
      removeItem: (key: string) => local.removeItem(key),
      setItem: (key: string, value: string) => {
        local.setItem(key, value);
        for (const [other, heard] of listeners) {
          if (other === id) continue;
          for (const listener of heard) listener({ key, newValue: value } as StorageEvent);
        }
      },
    } as Storage;
    const session = new MapStorage();
    return new BrowserSessionStore({
      sessionStorage: () => session,
      localStorage: () => sharedLocal,
      cookie: () => cookie,
      addStorageListener: (listener) => {
        listeners.get(id)?.add(listener);
        return () => listeners.get(id)?.delete(listener);
      },
      stamp: () => String((stamp += 1)),
    });
  };
  return { open };
};
