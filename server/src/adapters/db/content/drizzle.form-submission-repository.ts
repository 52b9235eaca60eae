import type { FormSubmissionRepository } from '../../../ports/forms/form-submission-repository.ts';
import type { Db } from '../database.ts';
import { formSubmissions } from '../schema.ts';

/** The validated fields as sent, plus (for quotes) the product as the shop knew it at that moment. */
export function drizzleFormSubmissionRepository(db: Db): FormSubmissionRepository {
  return {
    async save(submission, origin, at) {
      const { handle, ...fields } = submission.form;
      const data = 'product' in submission ? { ...fields, product: submission.product } : fields;
      const [row] = await db
        .insert(formSubmissions)
        .values({
          handle,
          data,
          ip: origin.ip,
          userAgent: origin.userAgent?.slice(0, 500) ?? null,
          dateCreated: at,
        })
        .returning({ id: formSubmissions.id });
      if (!row) throw new Error('The form submission was not stored');
      return row.id;
    },
  };
}
