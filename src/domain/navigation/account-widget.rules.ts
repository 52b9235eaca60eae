import { LOGOUT_PATH, MY_ACCOUNT_PATH } from '../routing/paths';

export const SIGNED_IN_AS_LABEL = 'Signed in as';
export const MY_ACCOUNT_LABEL = 'My Account';
export const SIGN_OUT_LABEL = 'Sign out';
export const BACK_TO_HOMEPAGE_LABEL = 'Back to Homepage';
export const GET_STARTED_LABEL = 'Get Started';

export interface AccountDropdownItem {
  readonly label: string;
  readonly to: string;
}

export const ACCOUNT_DROPDOWN_ITEMS: readonly AccountDropdownItem[] = [
  { label: MY_ACCOUNT_LABEL, to: MY_ACCOUNT_PATH },
  { label: SIGN_OUT_LABEL, to: LOGOUT_PATH },
];

/** The dropdown toggles only for a signed-in user; a sign-out closes it. */
export const toggleAccountDropdown = (open: boolean, signedIn: boolean): boolean =>
  signedIn && !open;

/** A click outside the dropdown closes it; a click inside leaves it as it is. */
export const accountDropdownAfterClick = (open: boolean, clickedInside: boolean): boolean =>
  open && clickedInside;
