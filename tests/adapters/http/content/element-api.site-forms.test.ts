import { describe, expect, it } from 'vitest';
import { ElementApiSiteForms } from '../../../../src/adapters/http/content/element-api.site-forms';
import { useMswServer } from '../../../support/msw-server';
import { answer, craftClient, json } from '../../../support/msw-craft';

const server = useMswServer();
const forms = () => new ElementApiSiteForms(craftClient());

describe('ElementApiSiteForms.submitForm', () => {
  it('posts the fields with CSRF and hands back the thank-you text', async () => {
    const seen = answer(
      server,
      'post',
      'api/v1/forms/get-started',
      json({ success: true, message: 'Thank you!' }),
    );

    const result = await forms().submitForm('get-started', {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hi',
    });

    expect(seen[0]?.body).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-msw');
    expect(result).toEqual({ ok: true, value: 'Thank you!' });
  });

  it('reads an answer without a message as an empty text', async () => {
    answer(server, 'post', 'api/v1/forms/call-quote', json({ success: true }));

    expect(await forms().submitForm('call-quote', {})).toEqual({ ok: true, value: '' });
  });

  it("keeps the form's field errors in the failure", async () => {
    const refusal = {
      message: 'Please correct the highlighted fields.',
      errors: { email: ['Email is not a valid email address.'] },
    };
    answer(server, 'post', 'api/v1/forms/get-started', json(refusal, 400));

    const result = await forms().submitForm('get-started', {});

    expect(result).toMatchObject({ ok: false, error: { error: { status: 400, data: refusal } } });
  });
});
