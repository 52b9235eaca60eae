import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DROPDOWN_ITEMS,
  accountDropdownAfterClick,
  BACK_TO_HOMEPAGE_LABEL,
  GET_STARTED_LABEL,
  SIGNED_IN_AS_LABEL,
  toggleAccountDropdown,
} from '../../../src/domain/navigation/account-widget.rules';

describe('account widget', () => {
  it("lists 'My Account' and 'Sign out' under 'Signed in as'", () => {
    expect(SIGNED_IN_AS_LABEL).toBe('Signed in as');
    expect(ACCOUNT_DROPDOWN_ITEMS).toEqual([
      { label: 'My Account', to: '/my-account' },
      { label: 'Sign out', to: '/my-account/logout' },
    ]);
    expect(BACK_TO_HOMEPAGE_LABEL).toBe('Back to Homepage');
    expect(GET_STARTED_LABEL).toBe('Get Started');
  });

  it('the dropdown toggles only when signed in, and a click outside closes it', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (open, signedIn) => {
        expect(toggleAccountDropdown(open, signedIn)).toBe(signedIn ? !open : false);
      }),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (open, inside) => {
        expect(accountDropdownAfterClick(open, inside)).toBe(open && inside);
      }),
    );
  });
});
