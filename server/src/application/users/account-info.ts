import type { User, UserStatus } from '../../domain/users/user.ts';
import { isCredentialed, statusOf } from '../../domain/users/user-status.rules.ts';
import type { UserRepository } from '../../ports/users/user-repository.ts';

export interface AccountInfo {
  readonly email: string;
  readonly status: UserStatus | 'none';
  readonly hasProfile: boolean;
  readonly canRequestActivation: boolean;
  readonly passwordResetRequired: boolean;
  readonly message: string;
}

/** Whether someone who never activated (an imported or guest-checkout customer) may ask to. */
export const canRequestActivation = (user: User): boolean =>
  !user.active && !user.suspended && !user.archived && user.enabled;

const MESSAGES: Readonly<Record<AccountInfo['status'], string>> = {
  none: 'No account uses this e-mail address yet.',
  active: 'An active account uses this e-mail address.',
  pending: 'This account has not been activated yet. Check your inbox for the activation e-mail.',
  inactive: 'This account has not been activated yet. You can request activation.',
  suspended: 'This account is suspended. Please contact us.',
  disabled: 'This account is disabled. Please contact us.',
  archived: 'This account is no longer available. Please contact us.',
};

/** What the sign-in and activation screens need to know about an e-mail address. */
export async function accountInfo(
  deps: { users: UserRepository },
  email: string,
): Promise<AccountInfo> {
  const user = await deps.users.findByEmail(email);
  if (!user) {
    return {
      email,
      status: 'none',
      hasProfile: false,
      canRequestActivation: false,
      passwordResetRequired: false,
      message: MESSAGES.none,
    };
  }
  const status = statusOf(user);
  return {
    email: user.email,
    status,
    hasProfile: isCredentialed(user) && user.hasPassword,
    canRequestActivation: canRequestActivation(user),
    passwordResetRequired: user.passwordResetRequired,
    message: MESSAGES[status],
  };
}
