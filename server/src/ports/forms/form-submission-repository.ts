import type { ReceivedSubmission } from '../../domain/forms/form-submission.ts';

export interface SubmissionOrigin {
  readonly ip: string | null;
  readonly userAgent: string | null;
}

export interface FormSubmissionRepository {
  /** Keeps the submission (the shop's record even when the mail goes astray); returns its id. */
  save(submission: ReceivedSubmission, origin: SubmissionOrigin, at: Date): Promise<number>;
}
