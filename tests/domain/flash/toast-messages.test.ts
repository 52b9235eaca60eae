import { describe, expect, it } from 'vitest';
import { TOAST_MESSAGES, toastSlot } from '../../../src/domain/flash/toast-messages';

const SPEC_TOASTS = [
  'You have been logged in successfully',
  'You have been logged out',
  'Login failed',
  'Logout failed',
  'Failed to send password reset email',
  'Failed to resend verification email',
  'Verification email sent successfully',
  'Failed to request account activation',
  'Account activation requested successfully',
  'Item added to cart',
  'Failed to add item to cart',
  'Cart updated',
  'Failed to update cart item',
  'Item removed from cart',
  'Failed to remove item from cart',
  'Cart cleared',
  'Unable to clear the cart',
  'Profile updated successfully',
  'Failed to update user profile',
  'Failed to fetch updated user data',
  'Password updated successfully',
  'Failed to update password',
  'Address saved successfully',
  'Failed to save address',
  'Address deleted successfully',
  'Failed to delete address',
];

describe('toast messages', () => {
  it('are exactly the spec texts, in its order', () => {
    expect(Object.values(TOAST_MESSAGES)).toEqual(SPEC_TOASTS);
  });

  it('failures go to the danger slot, the rest to success', () => {
    for (const [key, text] of Object.entries(TOAST_MESSAGES) as [
      keyof typeof TOAST_MESSAGES,
      string,
    ][]) {
      expect(toastSlot(key)).toBe(/^(Failed|Unable)|failed$/.test(text) ? 'danger' : 'success');
    }
  });
});
