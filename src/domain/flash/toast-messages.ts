/** Every toast text of the spec, in one place; components pick one by key. */
export const TOAST_MESSAGES = {
  loggedIn: 'You have been logged in successfully',
  loggedOut: 'You have been logged out',
  loginFailed: 'Login failed',
  logoutFailed: 'Logout failed',
  passwordResetEmailFailed: 'Failed to send password reset email',
  resendVerificationFailed: 'Failed to resend verification email',
  verificationEmailSent: 'Verification email sent successfully',
  activationRequestFailed: 'Failed to request account activation',
  activationRequested: 'Account activation requested successfully',
  itemAdded: 'Item added to cart',
  addItemFailed: 'Failed to add item to cart',
  cartUpdated: 'Cart updated',
  updateCartItemFailed: 'Failed to update cart item',
  itemRemoved: 'Item removed from cart',
  removeItemFailed: 'Failed to remove item from cart',
  cartCleared: 'Cart cleared',
  clearCartFailed: 'Unable to clear the cart',
  profileUpdated: 'Profile updated successfully',
  profileUpdateFailed: 'Failed to update user profile',
  fetchUserFailed: 'Failed to fetch updated user data',
  passwordUpdated: 'Password updated successfully',
  passwordUpdateFailed: 'Failed to update password',
  addressSaved: 'Address saved successfully',
  addressSaveFailed: 'Failed to save address',
  addressDeleted: 'Address deleted successfully',
  addressDeleteFailed: 'Failed to delete address',
} as const;

export type ToastKey = keyof typeof TOAST_MESSAGES;

/** Which flash slot a toast goes to: failures are dangers, everything else a success. */
export const FAILURE_TOASTS: readonly ToastKey[] = [
  'loginFailed',
  'logoutFailed',
  'passwordResetEmailFailed',
  'resendVerificationFailed',
  'activationRequestFailed',
  'addItemFailed',
  'updateCartItemFailed',
  'removeItemFailed',
  'clearCartFailed',
  'profileUpdateFailed',
  'fetchUserFailed',
  'passwordUpdateFailed',
  'addressSaveFailed',
  'addressDeleteFailed',
];

export const toastSlot = (key: ToastKey): 'success' | 'danger' =>
  FAILURE_TOASTS.includes(key) ? 'danger' : 'success';
