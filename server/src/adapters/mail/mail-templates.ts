// The words of every account mail. Each returns subject, HTML and a full plain-text alternative;
// the caller adds the recipient.
import type { MailContent } from '../../ports/mail/mailer.ts';
import { renderActionMail } from './templates/mail-layout.ts';

export interface AccountMailInput {
  readonly shopName: string;
  /** The customer's name when known; the greeting is neutral without it. */
  readonly recipientName: string | null;
  /** The absolute URL the customer follows (it carries the one-time code). */
  readonly link: string;
}

/** After sign-up: verifying the address activates the new account. */
export function accountActivationMail({
  shopName,
  recipientName,
  link,
}: AccountMailInput): MailContent {
  return renderActionMail({
    shopName,
    recipientName,
    link,
    subject: `Activate your ${shopName} account`,
    heading: 'Verify your e-mail address',
    intro: [
      `Thank you for creating an account at ${shopName}.`,
      'Please verify your e-mail address to activate your account.',
    ],
    actionLabel: 'Verify e-mail and activate account',
    outro: [
      'This link is valid for 24 hours.',
      'If you did not create an account, you can ignore this mail: the account stays inactive.',
    ],
  });
}

/** After a customer changed their address: the new one takes effect once confirmed. */
export function verifyNewEmailMail({
  shopName,
  recipientName,
  link,
}: AccountMailInput): MailContent {
  return renderActionMail({
    shopName,
    recipientName,
    link,
    subject: `Confirm your new e-mail address for ${shopName}`,
    heading: 'Confirm your new e-mail address',
    intro: [
      `You asked to use this e-mail address for your ${shopName} account.`,
      'Please confirm that it is yours. Until you do, your account keeps its previous address.',
    ],
    actionLabel: 'Confirm new e-mail address',
    outro: ['If you did not ask for this change, you can ignore this mail: nothing changes.'],
  });
}

export function passwordResetMail({
  shopName,
  recipientName,
  link,
}: AccountMailInput): MailContent {
  return renderActionMail({
    shopName,
    recipientName,
    link,
    subject: `Reset your ${shopName} password`,
    heading: 'Reset your password',
    intro: [
      `We received a request to reset the password of your ${shopName} account.`,
      'Follow the link to choose a new password.',
    ],
    actionLabel: 'Choose a new password',
    outro: [
      'This link is valid for 1 hour.',
      'If you did not ask to reset your password, ignore this mail: your password stays unchanged.',
    ],
  });
}

/** A customer the shop already knows (earlier orders, an import) asked to activate their account. */
export function activationRequestMail({
  shopName,
  recipientName,
  link,
}: AccountMailInput): MailContent {
  return renderActionMail({
    shopName,
    recipientName,
    link,
    subject: `Activate your ${shopName} account`,
    heading: 'Activate your account',
    intro: [
      `You asked to activate your account at ${shopName}. We already have an account for this e-mail address.`,
      'Follow the link to choose your password: that verifies your e-mail address and activates the account. Then you can sign in.',
    ],
    actionLabel: 'Activate account',
    outro: ['If you did not ask for this, you can ignore this mail: nothing changes.'],
  });
}
