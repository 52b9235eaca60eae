import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { SiteForms } from '../../src/ports/site-forms';
import { caseFor, failureOf, type Missing, statusOf } from './contract-helpers';

export interface SiteFormsSubject {
  readonly forms: SiteForms;
  readonly cleanup?: () => Promise<void>;
}

export type FormsCase = 'forms';

/** What every honest SiteForms does with a form that is not filled in. */
export const describeSiteFormsContract = (
  name: string,
  make: () => Promise<SiteFormsSubject>,
  missing?: Missing<FormsCase>,
): void => {
  describe(`SiteForms contract: ${name}`, () => {
    let subject: SiteFormsSubject;
    const test = caseFor(missing);
    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('forms', "refuses an empty 'Get Started' form, naming its fields", async () => {
      const failure = failureOf(await subject.forms.submitForm('get-started', {}));

      expect(statusOf(failure)).toBe(400);
      const data = failure.kind === 'request-failed' ? failure.error.data : null;
      expect(data).toMatchObject({ errors: { email: expect.any(Array) } });
    });
  });
};
