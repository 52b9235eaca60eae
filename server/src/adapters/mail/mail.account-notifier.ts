import { createHash } from 'node:crypto';
import type { User } from '../../domain/users/user.ts';
import { displayName } from '../../domain/users/user-status.rules.ts';
import type { AccountNotifier } from '../../ports/users/account-notifier.ts';
import type { Mailer } from '../../ports/mail/mailer.ts';
import {
  accountActivationMail,
  activationRequestMail,
  passwordResetMail,
  verifyNewEmailMail,
} from './mail-templates.ts';

export interface AccountLinks {
  readonly publicUrl: string;
  readonly shopName: string;
}

/** The storefront routes the links open: `/verify-email?code=&uid=` and `/reset-password?code=&uid=`. */
export const accountLink = (publicUrl: string, path: string, code: string, uid: string): string =>
  `${publicUrl}/${path}?${new URLSearchParams({ code, uid }).toString()}`;

/** One mail per issued code: the code is new each time, so its digest names the event. */
const keyFor = (kind: string, code: string): string =>
  `${kind}:${createHash('sha256').update(code).digest('hex')}`;

export function mailAccountNotifier(mailer: Mailer, links: AccountLinks): AccountNotifier {
  const recipientName = (user: User) =>
    user.fullName || user.firstName ? displayName(user) : null;
  const common = (user: User, path: string, code: string) => ({
    shopName: links.shopName,
    recipientName: recipientName(user),
    link: accountLink(links.publicUrl, path, code, user.uid),
  });
  return {
    sendActivation: (user, code) =>
      mailer.send({
        key: keyFor('activation', code),
        to: user.email,
        ...accountActivationMail(common(user, 'verify-email', code)),
      }),
    sendNewEmailVerification: (user, newEmail, code) =>
      mailer.send({
        key: keyFor('new-email', code),
        to: newEmail,
        ...verifyNewEmailMail(common(user, 'verify-email', code)),
      }),
    sendPasswordReset: (user, code) =>
      mailer.send({
        key: keyFor('password-reset', code),
        to: user.email,
        ...passwordResetMail(common(user, 'reset-password', code)),
      }),
    sendActivationRequest: (user, code) =>
      mailer.send({
        key: keyFor('activation-request', code),
        to: user.email,
        ...activationRequestMail(common(user, 'reset-password', code)),
      }),
  };
}
