import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type ShopMail } from '../../src/adapters/mail/create-mailer.ts';
import { systemClock } from '../../src/adapters/system/system.clock.ts';
import { devMailboxRoutes } from '../../src/adapters/http/ops/dev-mailbox.routes.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { aMail } from './mail.mother.ts';

async function mailboxApp(mail: ShopMail): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(devMailboxRoutes({ outbox: mail.outbox }));
  await app.ready();
  return app;
}

describe('dev mailbox', () => {
  let testDb: TestDatabase;
  let mail: ShopMail;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await openTestDatabase();
    mail = createMailer({
      smtpUrl: undefined,
      from: 'shop@shop.test',
      db: testDb.database.db,
      clock: systemClock,
    });
    app = await mailboxApp(mail);
  });
  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  it('shows the empty state before any mail was sent', async () => {
    const json = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ messages: [] });

    const page = await app.inject({ method: 'GET', url: '/dev/mailbox/view' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('No mail has been sent yet.');
  });

  describe('with mail', () => {
    beforeAll(async () => {
      await mail.mailer.send(aMail({ to: 'ada@example.com', subject: 'First for Ada' }));
      await mail.mailer.send(aMail({ to: 'grace@example.com', subject: 'For Grace' }));
      await mail.mailer.send(
        aMail({
          to: 'Ada@Example.com',
          subject: 'Second for Ada <b>bold</b>',
          text: 'Your code: <script>alert(1)</script>\nhttps://shop.test/a?x=1&y=2\n',
          html: '<p onclick="alert(1)">Hi</p><a href="https://shop.test/a?x=1&amp;y=2">Go</a>',
        }),
      );
    });

    it('lists every mail as JSON, newest first', async () => {
      const res = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { messages } = res.json();
      expect(messages.map((m: { subject: string }) => m.subject)).toEqual([
        'Second for Ada <b>bold</b>',
        'For Grace',
        'First for Ada',
      ]);
      expect(messages[2]).toEqual({
        id: expect.any(Number),
        to: 'ada@example.com',
        subject: 'First for Ada',
        text: aMail().text,
        html: aMail().html,
        links: ['https://shop.test/account/activate?code=abc123&id=7'],
        sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        transport: 'outbox',
      });
    });

    it('filters by recipient and limits the count', async () => {
      const forAda = await app.inject({ method: 'GET', url: '/dev/mailbox?to=ADA@example.com' });
      expect(forAda.json().messages.map((m: { to: string }) => m.to)).toEqual([
        'Ada@Example.com',
        'ada@example.com',
      ]);
      const latest = await app.inject({ method: 'GET', url: '/dev/mailbox?limit=1' });
      expect(latest.json().messages).toHaveLength(1);
      expect(latest.json().messages[0].links).toEqual(['https://shop.test/a?x=1&y=2']);
    });

    it.each(['0', '-1', 'abc', '1.5', '501', '99999999999'])(
      'refuses limit=%s with 400',
      async (limit) => {
        const res = await app.inject({ method: 'GET', url: `/dev/mailbox?limit=${limit}` });
        expect(res.statusCode).toBe(400);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json()).toEqual({
          message: expect.stringContaining('whole number from 1 to 500'),
        });
      },
    );

    it('refuses a repeated parameter with 400', async () => {
      const res = await app.inject({ method: 'GET', url: '/dev/mailbox?to=a@x.test&to=b@x.test' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Give “to” at most once.' });
    });

    it('shows a page for people with every mail escaped, its links clickable, newest first', async () => {
      const res = await app.inject({ method: 'GET', url: '/dev/mailbox/view' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("script-src 'none'");
      const page = res.body;
      expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
      expect(page).toContain('<title>Dev mailbox</title>');
      expect(page).not.toContain('<script>');
      expect(page).not.toContain('<b>bold</b>');
      expect(page).toContain('Second for Ada &lt;b&gt;bold&lt;/b&gt;');
      expect(page).toContain('<pre>Your code: &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page).toContain(
        '<a href="https://shop.test/a?x=1&amp;y=2">https://shop.test/a?x=1&amp;y=2</a>',
      );
      expect(page).toContain(
        'srcdoc="&lt;p onclick=&quot;alert(1)&quot;&gt;Hi&lt;/p&gt;&lt;a href=&quot;https://shop.test/a?x=1&amp;amp;y=2&quot;&gt;Go&lt;/a&gt;"',
      );
      expect(page).toMatch(/<iframe sandbox="" /);
      expect(page.indexOf('Second for Ada')).toBeLessThan(page.indexOf('For Grace'));
      expect(page.indexOf('For Grace')).toBeLessThan(page.indexOf('First for Ada'));
    });

    it('filters the page by recipient', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/dev/mailbox/view?to=grace@example.com',
      });
      expect(res.body).toContain('For Grace');
      expect(res.body).not.toContain('for Ada');
      expect(res.body).toContain('value="grace@example.com"');

      const none = await app.inject({ method: 'GET', url: '/dev/mailbox/view?to=%3Cnobody%3E' });
      expect(none.body).toContain('No mail has been sent to &lt;nobody&gt; yet.');
    });
  });
});
