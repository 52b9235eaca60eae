import type { ReceivedSubmission } from '../../domain/forms/form-submission.ts';

/** Tells the shop about a form submission (by mail to the shop's address). */
export interface FormNotifier {
  /** Queues the mail, one per submission; rejects when it could not be stored. */
  notifyShop(submission: ReceivedSubmission, submissionId: number): Promise<void>;
}
