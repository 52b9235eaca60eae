import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/create-mailer.ts';
import { outboxMailer } from '../../src/adapters/mail/outbox.mailer.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { aMail } from './mail.mother.ts';

describe('outbox mailer', () => {
  let testDb: TestDatabase;
  let mailer: ReturnType<typeof outboxMailer>;
  beforeAll(async () => {
    testDb = await openTestDatabase();
    mailer = outboxMailer(testDb.database.db);
  });
  afterAll(() => testDb.cleanup());

  it('stores a sent mail with its links and the outbox transport', async () => {
    const before = Date.now();
    await mailer.send(aMail({ to: 'stored@example.com' }));
    const [mail, ...rest] = await mailer.list({ to: 'stored@example.com' });
    expect(rest).toEqual([]);
    expect(mail).toEqual({
      id: expect.any(Number),
      to: 'stored@example.com',
      subject: 'Activate your Tool Shop account',
      text: aMail().text,
      html: aMail().html,
      links: ['https://shop.test/account/activate?code=abc123&id=7'],
      sentAt: expect.any(Date),
      transport: 'outbox',
    });
    expect(mail?.sentAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('lists newest first', async () => {
    for (const subject of ['first', 'second', 'third']) {
      await mailer.send(aMail({ to: 'order@example.com', subject }));
    }
    const mails = await mailer.list({ to: 'order@example.com' });
    expect(mails.map((mail) => mail.subject)).toEqual(['third', 'second', 'first']);
    const all = await mailer.list();
    expect(all[0]?.subject).toBe('third');
  });

  it('filters by recipient, ignoring case, and honours the limit', async () => {
    await mailer.send(aMail({ to: 'Grace@Example.com', subject: 'one' }));
    await mailer.send(aMail({ to: 'grace@example.com', subject: 'two' }));
    await mailer.send(aMail({ to: 'someone-else@example.com', subject: 'other' }));

    const forGrace = await mailer.list({ to: 'GRACE@example.COM' });
    expect(forGrace.map((mail) => mail.subject)).toEqual(['two', 'one']);
    expect(await mailer.list({ to: 'grace@example' })).toEqual([]);
    expect(await mailer.list({ to: 'grace@example.com', limit: 1 })).toHaveLength(1);
    expect((await mailer.list({ limit: 2 })).map((mail) => mail.subject)).toEqual(['other', 'two']);
  });

  it('keeps the limit between 1 and 500, 50 by default', async () => {
    for (let i = 0; i < 55; i++) await mailer.send(aMail({ to: `bulk${i}@example.com` }));
    expect(await mailer.list()).toHaveLength(50);
    expect(await mailer.list({ limit: 0 })).toHaveLength(1);
    expect((await mailer.list({ limit: 10_000 })).length).toBeGreaterThan(55);
  });

  it('is what createMailer gives without an SMTP URL', async () => {
    const fromFactory = createMailer({
      smtpUrl: undefined,
      from: 'shop@shop.test',
      db: testDb.database.db,
    });
    await fromFactory.send(aMail({ to: 'factory@example.com' }));
    const [mail] = await mailer.list({ to: 'factory@example.com' });
    expect(mail?.transport).toBe('outbox');
    fromFactory.close();
  });
});
