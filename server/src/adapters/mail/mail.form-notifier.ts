import type { FormNotifier } from '../../ports/forms/form-notifier.ts';
import type { Mailer } from '../../ports/mail/mailer.ts';
import { getStartedMail, quoteRequestMail } from './form-mail-templates.ts';

export interface ShopInbox {
  /** Where submissions go (SHOP_EMAIL). */
  readonly shopEmail: string;
  readonly shopName: string;
}

export function mailFormNotifier(mailer: Mailer, inbox: ShopInbox): FormNotifier {
  return {
    notifyShop(submission, submissionId) {
      const context = { shopName: inbox.shopName, submissionId };
      const content =
        'product' in submission
          ? quoteRequestMail(submission.form, submission.product, context)
          : getStartedMail(submission.form, context);
      return mailer.send({
        key: `form-submission:${submissionId}`,
        to: inbox.shopEmail,
        ...content,
      });
    },
  };
}
