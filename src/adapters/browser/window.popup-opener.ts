import type { PopupOpener, PopupSize } from '../../ports/popup-opener';

/** What the opener needs from the browser window. */
export interface PopupWindow {
  readonly screenX: number;
  readonly screenY: number;
  readonly outerWidth: number;
  readonly outerHeight: number;
  open(url: string, target: string, features: string): unknown;
}

/** A popup centred over the current window, without toolbars. */
export class WindowPopupOpener implements PopupOpener {
  readonly #window: () => PopupWindow;

  constructor(target: () => PopupWindow = () => window) {
    this.#window = target;
  }

  open(url: string, { width, height }: PopupSize): boolean {
    try {
      const host = this.#window();
      const left = Math.max(0, Math.round(host.screenX + (host.outerWidth - width) / 2));
      const top = Math.max(0, Math.round(host.screenY + (host.outerHeight - height) / 2));
      const features = `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
      return host.open(url, 'shop-login', features) !== null;
    } catch {
      // No window (server rendering) or a browser that throws instead of returning null.
      return false;
    }
  }
}
