import type { PopupOpener, PopupSize } from '../../src/ports/popup-opener';

/** Records the popups asked for; `blocked` plays a browser that refuses them. */
export class InMemoryPopupOpener implements PopupOpener {
  readonly opened: { readonly url: string; readonly size: PopupSize }[] = [];
  blocked = false;

  open(url: string, size: PopupSize): boolean {
    if (this.blocked) return false;
    this.opened.push({ url, size });
    return true;
  }
}
