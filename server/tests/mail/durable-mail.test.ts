// Each mail about an event goes out at least once and never twice, whatever happens between the
// event and the SMTP server: an outage, a process that dies after the commit, a worker that dies
// holding a mail, two processes draining one queue.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Database, openDatabase } from '../../src/adapters/db/database.ts';
import { drizzleCheckoutRepository } from '../../src/adapters/db/checkout/drizzle.checkout-repository.ts';
import { mailOutbox } from '../../src/adapters/db/schema.ts';
import { createMailer, type ShopMail } from '../../src/adapters/mail/create-mailer.ts';
import { drizzleMailQueue } from '../../src/adapters/mail/outbox.mail-queue.ts';
import { composeApp } from '../../src/composition.ts';
import { leaseEnd, type MailRetryPolicy } from '../../src/domain/mail/mail-retry.rules.ts';
import type { ClaimedMail } from '../../src/ports/mail/mail-queue.ts';
import { manualClock } from '../support/manual-clock.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { closedPort, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { testConfig } from '../support/test-app.ts';
import { openTestDatabase, type TestDatabase, usesPostgres } from '../support/test-database.ts';
import { visitor } from '../support/visitor.ts';
import { aMail } from './mail.mother.ts';

const RETRY: MailRetryPolicy = {
  firstRetrySeconds: 5,
  maxRetrySeconds: 60,
  maxAttempts: 10,
  leaseSeconds: 120,
};

describe('durable mail', () => {
  let testDb: TestDatabase;
  let sink: SmtpSink;
  let variantId: number;
  const clock = manualClock();
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    testDb = await openTestDatabase();
    sink = await startSmtpSink();
    const product = await aProduct(testDb.database.db, {
      variants: [{ stock: null, priceMinor: 2_500 }],
    });
    variantId = product.variants[0]!.id;
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await sink.close();
    await testDb.cleanup();
  });

  /** A server process on the test database whose mail goes to `smtpUrl`; its worker runs only on drain. */
  async function shop(smtpUrl: string): Promise<{ app: FastifyInstance; mail: ShopMail }> {
    const config = { ...testConfig(), smtpUrl };
    const mail = createMailer({
      smtpUrl,
      from: config.mailFrom,
      db: testDb.database.db,
      clock,
      retry: RETRY,
    });
    const deps = composeApp(config, testDb.database, undefined, mail);
    const app = await buildApp({ ...deps, allowCheckoutWithoutPayment: true });
    cleanups.push(async () => {
      await app.close();
      await deps.mail.close();
    });
    return { app, mail: deps.mail };
  }

  /** The worker's passes, with the clock moved past each backoff, until nothing is queued. */
  async function deliverAll(mail: ShopMail): Promise<void> {
    for (let round = 0; round < 20; round++) {
      await mail.worker?.drain();
      const queued = await testDb.database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'queued'));
      if (queued.length === 0) return;
      clock.advance(RETRY.maxRetrySeconds);
    }
    throw new Error('mail still queued after 20 rounds');
  }

  const receivedFor = (to: string) =>
    sink.received.filter((mail) =>
      mail.to && !Array.isArray(mail.to) ? mail.to.text === to : false,
    );

  async function completeGuestOrder(app: FastifyInstance, email: string): Promise<string> {
    const v = visitor(app);
    const cart = await v.post('/actions/commerce/cart/update-cart', {
      purchasableId: variantId,
      qty: 1,
      email,
    });
    expect(cart.statusCode).toBe(200);
    const done = await v.post('/actions/commerce/cart/complete', {
      registerUserOnOrderComplete: 'yes',
    });
    expect(done.statusCode).toBe(200);
    return done.json().cart.reference as string;
  }

  it('delivers every mail exactly once when SMTP refuses the first attempts, then recovers', async () => {
    const { app, mail } = await shop(sink.url);
    sink.failNext(5);
    const registered = await visitor(app).post('/actions/users/save-user', {
      email: 'outage-signup@example.test',
      password: 'long-enough-password',
    });
    expect(registered.statusCode).toBe(200);
    const reference = await completeGuestOrder(app, 'outage-buyer@example.test');

    await deliverAll(mail);

    expect(receivedFor('outage-signup@example.test').map((m) => m.subject)).toEqual([
      'Activate your Test Shop account',
    ]);
    expect(
      receivedFor('outage-buyer@example.test')
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Activate your Test Shop account', `Your Test Shop order ${reference}`]);
    const rows = await testDb.database.db.select().from(mailOutbox);
    const attempts = rows.filter((row) => row.to.startsWith('outage-')).map((r) => r.attempts);
    // Five refusals spread over the three mails: each was tried again, none given up.
    expect(attempts.reduce((sum, n) => sum + n, 0)).toBe(3 + 5);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    // The dev mailbox shows what was delivered.
    const shown = await mail.outbox.list({ to: 'outage-buyer@example.test' });
    expect(shown.map((m) => m.transport)).toEqual(['smtp', 'smtp']);
  });

  it('sends the confirmation once when the process died between the commit and the send', async () => {
    // The first process completes the order and dies before any delivery (its SMTP never answers).
    const crashed = await shop(`smtp://127.0.0.1:${await closedPort()}`);
    const reference = await completeGuestOrder(crashed.app, 'crash-buyer@example.test');
    await crashed.app.close();
    expect(receivedFor('crash-buyer@example.test')).toEqual([]);

    // A new process on the same database delivers what the dead one committed, once.
    const restarted = await shop(sink.url);
    await deliverAll(restarted.mail);
    await deliverAll(restarted.mail);

    const subjects = receivedFor('crash-buyer@example.test').map((m) => m.subject);
    expect(subjects.sort()).toEqual([
      'Activate your Test Shop account',
      `Your Test Shop order ${reference}`,
    ]);
  });

  it('takes back a mail from a worker that died holding it, once its lease has run out', async () => {
    const { mail } = await shop(sink.url);
    await mail.mailer.send(aMail({ to: 'held@example.test', key: 'held:1' }));
    const queue = drizzleMailQueue(testDb.database.db);
    const [held] = await queue.claimDue(clock.now(), leaseEnd(RETRY, clock.now()), 10);
    expect(held?.key).toBe('held:1');

    expect(await mail.worker?.drain()).toBe(0);
    clock.advance(RETRY.leaseSeconds + 1);
    expect(await mail.worker?.drain()).toBe(1);
    // The dead worker's late word changes nothing: the mail is not sent again.
    await queue.markFailed(held!, 'late', clock.now());
    expect(await mail.worker?.drain()).toBe(0);
    expect(receivedFor('held@example.test')).toHaveLength(1);
  });

  it('writes a mail in the transaction of its event: nothing is queued when it rolls back', async () => {
    const { mail } = await shop(sink.url);
    const checkout = drizzleCheckoutRepository(testDb.database.db);
    const failed = checkout.checkoutLocked('rolled-back-cart', async () => {
      await mail.mailer.send(aMail({ to: 'rolled-back@example.test', key: 'rolled-back:1' }));
      throw new Error('the completion failed after the mail was queued');
    });
    await expect(failed).rejects.toThrow('the completion failed');
    const rows = await testDb.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, 'rolled-back:1'));
    expect(rows).toEqual([]);
  });

  it('stops after the delivery in flight, and starts no new pass', async () => {
    let release: () => void = () => undefined;
    let inFlight = false;
    const delivered: string[] = [];
    const mail = createMailer({
      smtpUrl: undefined,
      from: 'shop@shop.test',
      db: testDb.database.db,
      clock,
      retry: RETRY,
      sender: {
        async deliver(claimed) {
          await new Promise<void>((resolve) => {
            release = resolve;
            inFlight = true;
          });
          delivered.push(claimed.key);
        },
        close: () => undefined,
      },
    });
    mail.worker?.start(() => undefined);
    await mail.mailer.send(aMail({ key: 'in-flight:1' }));
    await expect.poll(() => inFlight).toBe(true);
    const stopped = mail.close();
    release();
    await stopped;
    await mail.mailer.send(aMail({ key: 'after-stop:1' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(delivered).toEqual(['in-flight:1']);
    const [row] = await testDb.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, 'in-flight:1'));
    expect(row?.status).toBe('sent');
    // Left for the next process to deliver; not for the other tests' workers.
    await testDb.database.db.delete(mailOutbox).where(eq(mailOutbox.key, 'after-stop:1'));
  });

  it('sends each mail once when two workers on one database drain it at the same time', async () => {
    // A second connection pool on PostgreSQL: what a second server process has.
    const other: Database = usesPostgres()
      ? await openDatabase({ kind: 'postgres', url: testDb.url!, poolSize: 4 })
      : testDb.database;
    if (other !== testDb.database) cleanups.push(() => other.close());
    const deliveries: string[] = [];
    const slowSender = {
      async deliver(mail: ClaimedMail) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        deliveries.push(mail.key);
      },
      close: () => undefined,
    };
    const workerOf = (database: Database) =>
      createMailer({
        smtpUrl: undefined,
        from: 'shop@shop.test',
        db: database.db,
        clock,
        retry: RETRY,
        sender: slowSender,
      });
    const first = workerOf(testDb.database);
    const second = workerOf(other);
    const keys = Array.from({ length: 40 }, (_, i) => `burst:${i}`);
    for (const key of keys) await first.mailer.send(aMail({ to: 'burst@example.test', key }));

    await Promise.all([
      first.worker?.drain(),
      second.worker?.drain(),
      first.worker?.drain(),
      second.worker?.drain(),
    ]);

    expect([...deliveries].sort()).toEqual([...keys].sort());
  });
});
