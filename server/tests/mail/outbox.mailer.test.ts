import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type ShopMail } from '../../src/adapters/mail/create-mailer.ts';
import { systemClock } from '../../src/adapters/system/system.clock.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { aMail } from './mail.mother.ts';

describe('outbox mailer', () => {
  let testDb: TestDatabase;
  let mail: ShopMail;
  beforeAll(async () => {
    testDb = await openTestDatabase();
    mail = createMailer({
      smtpUrl: undefined,
      from: 'shop@shop.test',
      db: testDb.database.db,
      clock: systemClock,
    });
  });
  afterAll(() => testDb.cleanup());

  it('stores a sent mail with its links and the outbox transport', async () => {
    const before = Date.now();
    await mail.mailer.send(aMail({ to: 'stored@example.com' }));
    const [stored, ...rest] = await mail.outbox.list({ to: 'stored@example.com' });
    expect(rest).toEqual([]);
    expect(stored).toEqual({
      id: expect.any(Number),
      to: 'stored@example.com',
      subject: 'Activate your Tool Shop account',
      text: aMail().text,
      html: aMail().html,
      links: ['https://shop.test/account/activate?code=abc123&id=7'],
      sentAt: expect.any(Date),
      transport: 'outbox',
    });
    expect(stored?.sentAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('lists newest first', async () => {
    for (const subject of ['first', 'second', 'third']) {
      await mail.mailer.send(aMail({ to: 'order@example.com', subject }));
    }
    const mails = await mail.outbox.list({ to: 'order@example.com' });
    expect(mails.map((mail) => mail.subject)).toEqual(['third', 'second', 'first']);
    const all = await mail.outbox.list();
    expect(all[0]?.subject).toBe('third');
  });

  it('filters by recipient, ignoring case, and honours the limit', async () => {
    await mail.mailer.send(aMail({ to: 'Grace@Example.com', subject: 'one' }));
    await mail.mailer.send(aMail({ to: 'grace@example.com', subject: 'two' }));
    await mail.mailer.send(aMail({ to: 'someone-else@example.com', subject: 'other' }));

    const forGrace = await mail.outbox.list({ to: 'GRACE@example.COM' });
    expect(forGrace.map((mail) => mail.subject)).toEqual(['two', 'one']);
    expect(await mail.outbox.list({ to: 'grace@example' })).toEqual([]);
    expect(await mail.outbox.list({ to: 'grace@example.com', limit: 1 })).toHaveLength(1);
    expect((await mail.outbox.list({ limit: 2 })).map((mail) => mail.subject)).toEqual([
      'other',
      'two',
    ]);
  });

  it('keeps the limit between 1 and 500, 50 by default', async () => {
    for (let i = 0; i < 55; i++) await mail.mailer.send(aMail({ to: `bulk${i}@example.com` }));
    expect(await mail.outbox.list()).toHaveLength(50);
    expect(await mail.outbox.list({ limit: 0 })).toHaveLength(1);
    expect((await mail.outbox.list({ limit: 10_000 })).length).toBeGreaterThan(55);
  });

  it('delivers at once without SMTP: no worker, the mailbox shows it', async () => {
    expect(mail.worker).toBeNull();
    await mail.mailer.send(aMail({ to: 'factory@example.com' }));
    const [shown] = await mail.outbox.list({ to: 'factory@example.com' });
    expect(shown?.transport).toBe('outbox');
  });

  it('keeps one mail per key, however often it is queued', async () => {
    const once = aMail({ to: 'once@example.com', key: 'order-confirmation:once' });
    await mail.mailer.send(once);
    await mail.mailer.send({ ...once, subject: 'queued again' });
    const shown = await mail.outbox.list({ to: 'once@example.com' });
    expect(shown.map((m) => m.subject)).toEqual([once.subject]);
  });
});
