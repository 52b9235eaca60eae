import type { ReloadMarker } from '../domain/routing/routing';

/**
 * Small facts the browser keeps between page loads: the cart hydration flag (this tab's session),
 * the login popup's signal to its opener (shared by every tab), the reload guard's marker and
 * cookies the page may read. Storage that is full or forbidden never breaks the page: reads then
 * give nothing and writes are dropped.
 */
export interface SessionStore {
  isCartHydrated(): boolean;
  setCartHydrated(hydrated: boolean): void;
  /** Tells the other windows of this site that a sign-in happened (the login popup calls this). */
  signalLogin(): void;
  /** Calls back when another window signalled a sign-in; returns the unsubscribe. */
  onLoginSignal(listener: () => void): () => void;
  readReloadMarker(): ReloadMarker | null;
  writeReloadMarker(marker: ReloadMarker): void;
  clearReloadMarker(): void;
  /** A readable (not HttpOnly) cookie's value, by exact name; null when absent. */
  readCookie(name: string): string | null;
}
