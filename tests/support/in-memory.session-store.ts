import type { ReloadMarker } from '../../src/domain/routing/routing';
import type { SessionStore } from '../../src/ports/session-store';

/** What every window of one site shares: local storage's signal, as a set of listeners. */
export class SharedLocalArea {
  readonly #listeners = new Set<{ readonly from: object; readonly listener: () => void }>();

  subscribe(from: object, listener: () => void): () => void {
    const entry = { from, listener };
    this.#listeners.add(entry);
    return () => this.#listeners.delete(entry);
  }

  /** Like the storage event: every window hears it except the one that wrote. */
  signal(from: object): void {
    for (const entry of this.#listeners) if (entry.from !== from) entry.listener();
  }
}

/** One window's session store held in memory; windows sharing a SharedLocalArea hear each other. */
export class InMemorySessionStore implements SessionStore {
  readonly #area: SharedLocalArea;
  readonly #cookies: Map<string, string>;
  #cartHydrated = false;
  #reloadMarker: ReloadMarker | null = null;

  constructor(
    options: {
      readonly area?: SharedLocalArea;
      readonly cookies?: Readonly<Record<string, string>>;
    } = {},
  ) {
    this.#area = options.area ?? new SharedLocalArea();
    this.#cookies = new Map(Object.entries(options.cookies ?? {}));
  }

  isCartHydrated(): boolean {
    return this.#cartHydrated;
  }

  setCartHydrated(hydrated: boolean): void {
    this.#cartHydrated = hydrated;
  }

  signalLogin(): void {
    this.#area.signal(this);
  }

  onLoginSignal(listener: () => void): () => void {
    return this.#area.subscribe(this, listener);
  }

  readReloadMarker(): ReloadMarker | null {
    return this.#reloadMarker;
  }

  writeReloadMarker(marker: ReloadMarker): void {
    this.#reloadMarker = marker;
  }

  clearReloadMarker(): void {
    this.#reloadMarker = null;
  }

  readCookie(name: string): string | null {
    return this.#cookies.get(name) ?? null;
  }
}
