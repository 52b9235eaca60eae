import type { ReloadMarker } from '../../domain/routing/routing';
import type { SessionStore } from '../../ports/session-store';
import { SESSION_STORE_KEYS } from './session-store.keys';

/** What the store needs from the browser; tests pass stand-ins, including ones that throw. */
export interface BrowserStorageEnvironment {
  readonly sessionStorage?: () => Storage;
  readonly localStorage?: () => Storage;
  readonly cookie?: () => string;
  readonly addStorageListener?: (listener: (event: StorageEvent) => void) => () => void;
  /** a value that changes on every signal, so the storage event fires even for the same key */
  readonly stamp?: () => string;
}

/** Storage may be missing (server rendering), forbidden (privacy modes) or full: never fatal. */
const attempt = <T>(action: () => T, fallback: T): T => {
  try {
    return action();
  } catch {
    return fallback;
  }
};

const parseMarker = (raw: string | null): ReloadMarker | null => {
  if (raw === null) return null;
  const value = attempt<unknown>(() => JSON.parse(raw), null);
  if (typeof value !== 'object' || value === null) return null;
  const { path, expiresAt } = value as Record<string, unknown>;
  return typeof path === 'string' && typeof expiresAt === 'number' ? { path, expiresAt } : null;
};

const browserEnvironment = (): BrowserStorageEnvironment => ({
  sessionStorage: () => window.sessionStorage,
  localStorage: () => window.localStorage,
  cookie: () => document.cookie,
  addStorageListener: (listener) => {
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
  stamp: () => `${Date.now()}-${Math.random()}`,
});

/** The session store over window.sessionStorage, window.localStorage and document.cookie. */
export class BrowserSessionStore implements SessionStore {
  readonly #env: BrowserStorageEnvironment;

  constructor(environment: BrowserStorageEnvironment = browserEnvironment()) {
    this.#env = environment;
  }

  isCartHydrated(): boolean {
    return this.#read('session', SESSION_STORE_KEYS.cartHydrated) === '1';
  }

  setCartHydrated(hydrated: boolean): void {
    if (hydrated) this.#write('session', SESSION_STORE_KEYS.cartHydrated, '1');
    else this.#remove('session', SESSION_STORE_KEYS.cartHydrated);
  }

  /** Other windows see a storage event; the window that writes does not, as browsers do. */
  signalLogin(): void {
    this.#write('local', SESSION_STORE_KEYS.loginSignal, this.#env.stamp?.() ?? '1');
  }

  onLoginSignal(listener: () => void): () => void {
    const subscribe = this.#env.addStorageListener;
    if (subscribe === undefined) return () => undefined;
    return attempt(
      () =>
        subscribe((event) => {
          if (event.key === SESSION_STORE_KEYS.loginSignal && event.newValue !== null) listener();
        }),
      () => undefined,
    );
  }

  readReloadMarker(): ReloadMarker | null {
    return parseMarker(this.#read('session', SESSION_STORE_KEYS.reloadMarker));
  }

  writeReloadMarker(marker: ReloadMarker): void {
    this.#write('session', SESSION_STORE_KEYS.reloadMarker, JSON.stringify(marker));
  }

  clearReloadMarker(): void {
    this.#remove('session', SESSION_STORE_KEYS.reloadMarker);
  }

  /**
   * A plain lookup by exact name. The spec's cookie-name rule (letters, digits, dot, hyphen) is not
   * applied: it would refuse Craft's own CRAFT_CSRF_TOKEN, the one cookie the client reads.
   */
  readCookie(name: string): string | null {
    const cookies = attempt(() => this.#env.cookie?.() ?? '', '');
    for (const pair of cookies.split(';')) {
      const separator = pair.indexOf('=');
      if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
      const raw = pair.slice(separator + 1).trim();
      return attempt(() => decodeURIComponent(raw), raw);
    }
    return null;
  }

  #storage(area: 'session' | 'local'): Storage | null {
    const get = area === 'session' ? this.#env.sessionStorage : this.#env.localStorage;
    return attempt(() => get?.() ?? null, null);
  }

  #read(area: 'session' | 'local', key: string): string | null {
    const storage = this.#storage(area);
    return storage === null ? null : attempt(() => storage.getItem(key), null);
  }

  #write(area: 'session' | 'local', key: string, value: string): void {
    const storage = this.#storage(area);
    if (storage !== null) attempt(() => storage.setItem(key, value), undefined);
  }

  #remove(area: 'session' | 'local', key: string): void {
    const storage = this.#storage(area);
    if (storage !== null) attempt(() => storage.removeItem(key), undefined);
  }
}
