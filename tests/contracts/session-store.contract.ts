import { describe, expect, it } from 'vitest';
import type { SessionStore } from '../../src/ports/session-store';

export interface SessionStoreSubject {
  /** a window of the site, with these readable cookies; windows of one subject share local storage */
  openWindow(cookies?: Readonly<Record<string, string>>): SessionStore;
}

/** What every honest SessionStore keeps, and who hears the login signal. */
export const describeSessionStoreContract = (
  name: string,
  make: () => SessionStoreSubject,
): void => {
  describe(`SessionStore contract: ${name}`, () => {
    it('keeps the cart hydration flag for this window', () => {
      const { openWindow } = make();
      const window = openWindow();

      expect(window.isCartHydrated()).toBe(false);
      window.setCartHydrated(true);
      expect(window.isCartHydrated()).toBe(true);
      expect(openWindow().isCartHydrated()).toBe(false);
      window.setCartHydrated(false);
      expect(window.isCartHydrated()).toBe(false);
    });

    it('keeps the reload marker until cleared', () => {
      const window = make().openWindow();

      window.writeReloadMarker({ path: '/products', expiresAt: 123 });
      expect(window.readReloadMarker()).toEqual({ path: '/products', expiresAt: 123 });
      window.clearReloadMarker();
      expect(window.readReloadMarker()).toBeNull();
    });

    it('lets the other windows hear a login signal, not the one that sent it', () => {
      const { openWindow } = make();
      const opener = openWindow();
      const popup = openWindow();
      const heard: string[] = [];
      const stopOpener = opener.onLoginSignal(() => heard.push('opener'));
      popup.onLoginSignal(() => heard.push('popup'));

      popup.signalLogin();
      stopOpener();
      popup.signalLogin();

      expect(heard).toEqual(['opener']);
    });

    it('reads a cookie by its exact name', () => {
      const window = make().openWindow({ CRAFT_CSRF_TOKEN: 'tok', other: 'x' });

      expect(window.readCookie('CRAFT_CSRF_TOKEN')).toBe('tok');
      expect(window.readCookie('missing')).toBeNull();
    });
  });
};
