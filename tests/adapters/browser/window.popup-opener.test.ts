import { describe, expect, it } from 'vitest';
import {
  type PopupWindow,
  WindowPopupOpener,
} from '../../../src/adapters/browser/window.popup-opener';

const host = (open: PopupWindow['open']): PopupWindow => ({
  screenX: 100,
  screenY: 50,
  outerWidth: 1440,
  outerHeight: 900,
  open,
});

describe('WindowPopupOpener', () => {
  it('opens a popup of the asked size centred over the window', () => {
    const calls: unknown[][] = [];
    const opener = new WindowPopupOpener(() =>
      host((...args) => {
        calls.push(args);
        return {};
      }),
    );

    expect(opener.open('/login?popup=1', { width: 960, height: 600 })).toBe(true);
    expect(calls).toEqual([
      ['/login?popup=1', 'shop-login', 'popup=yes,width=960,height=600,left=340,top=200'],
    ]);
  });

  it('never places the popup off-screen', () => {
    const calls: unknown[][] = [];
    const opener = new WindowPopupOpener(() => ({
      ...host((...args) => {
        calls.push(args);
        return {};
      }),
      screenX: 0,
      outerWidth: 400,
    }));

    opener.open('/login', { width: 960, height: 600 });

    expect(String(calls[0]?.[2])).toContain('left=0');
  });

  it('says false when the browser blocked it (null) or threw', () => {
    expect(new WindowPopupOpener(() => host(() => null)).open('/l', { width: 1, height: 1 })).toBe(
      false,
    );
    expect(
      new WindowPopupOpener(() =>
        host(() => {
          throw new Error('blocked');
        }),
      ).open('/l', { width: 1, height: 1 }),
    ).toBe(false);
    expect(new WindowPopupOpener().open('/l', { width: 1, height: 1 })).toBe(false);
  });
});
