import type { ReceivedSubmission } from '../domain/forms/form-submission.ts';

/** Tells the shop about a form submission (by mail to the shop's address). */
export interface FormNotifier {
  /** Rejects when the message could not be handed over. */
  notifyShop(submission: ReceivedSubmission, submissionId: number): Promise<void>;
}
