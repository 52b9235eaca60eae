import type { User } from '../../domain/users/user.ts';

/**
 * The account mails, each carrying a one-time code in its link. Each resolves once the mail is
 * queued (delivered later, retried until it is); one mail per code.
 */
export interface AccountNotifier {
  /** After registration: verify the e-mail to activate the account. */
  sendActivation(user: User, code: string): Promise<void>;
  /** After an e-mail change: confirm the new address (sent to the new address). */
  sendNewEmailVerification(user: User, newEmail: string, code: string): Promise<void>;
  sendPasswordReset(user: User, code: string): Promise<void>;
  /** A never-activated account: its link (a reset-password code) lets the owner choose a password. */
  sendActivationRequest(user: User, code: string): Promise<void>;
}
