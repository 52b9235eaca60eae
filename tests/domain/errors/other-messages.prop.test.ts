import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  enabledSettingsFailedMessage,
  OTHER_MESSAGES,
  registrationFailedMessage,
} from '../../../src/domain/errors/other-messages';
import { blankText, visibleText } from '../../support/error.arbitraries';

describe('other messages', () => {
  it('are the spec texts', () => {
    expect(OTHER_MESSAGES).toEqual({
      userNotAuthenticated: 'User is not authenticated',
      invalidSessionData: 'Received invalid session data from the server',
      passwordResetFailed: 'Failed to reset password',
      invalidUserData: 'Invalid user data received',
      registrationFailed: 'Registration failed',
      invalidResponse: 'Received invalid response from server',
      paymentFailed: 'Payment failed',
      paymentCompletionFailed: 'Payment completion failed',
      cartParseFailed: 'Failed to parse cart response',
    });
    expect(enabledSettingsFailedMessage('countries')).toBe('Failed to get enabled countries');
    expect(enabledSettingsFailedMessage('states')).toBe('Failed to get enabled states');
    expect(enabledSettingsFailedMessage('gateways')).toBe('Failed to get enabled gateways');
  });

  it('a failed registration joins its errors with commas', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(visibleText, blankText), { maxLength: 5 }), (errors) => {
        const shown = errors.map((text) => text.trim()).filter((text) => text !== '');
        expect(registrationFailedMessage(errors)).toBe(
          shown.length > 0 ? shown.join(', ') : 'Registration failed',
        );
      }),
    );
  });
});
