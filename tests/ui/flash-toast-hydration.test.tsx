// A toast shown before the toast list hydrates (a shopper adds to the cart while the list's code
// still loads) must not break hydration: the list first renders what the server sent (no toast),
// then the toast.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { FlashState } from '../../src/domain/flash/flash';
import { emptyFlash } from '../../src/domain/flash/flash.rules';
import { FlashToastList } from '../../src/ui/app/layout/FlashToastList';
import { ServicesContext, type Services } from '../../src/ui/app/services';

const list = (flash$: BehaviorSubject<FlashState>) => (
  <ServicesContext value={{ flash: { flash$, dismiss: () => undefined } } as unknown as Services}>
    <ul>
      <FlashToastList />
    </ul>
  </ServicesContext>
);

describe('the toast list taking over the server markup', () => {
  it('hydrates without a mismatch when a toast is already shown, and then shows it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(list(new BehaviorSubject(emptyFlash)));
    document.body.append(container);
    const flash$ = new BehaviorSubject<FlashState>({ ...emptyFlash, success: 'Item added.' });
    const mismatches: unknown[] = [];

    await act(async () => {
      hydrateRoot(container, list(flash$), {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });

    expect(mismatches).toEqual([]);
    expect(container.querySelector('[data-testid="toast"]')?.textContent).toContain('Item added.');
    container.remove();
  });
});
