// What every use case that writes in a transaction relies on, on PGlite as on PostgreSQL: two
// transactions started at the same time, each reading a counter under FOR UPDATE and writing it back
// after a pause, give the serial result; a statement from another request waits for the commit; a
// nested transaction and an advisory lock inside one do not deadlock. On PGlite (one connection) this
// holds because drizzle's transaction() runs PGlite's transaction(), which holds the connection
// exclusively until COMMIT; on PostgreSQL each transaction has its own pooled connection and row lock.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/adapters/db/database.ts';
import { QUERY_INSIDE_TRANSACTION } from '../../src/adapters/db/pglite-transaction-guard.ts';
import * as z from 'zod';
import { decodeRows } from '../../src/adapters/db/raw-rows.ts';
import { openTestDatabase, type TestDatabase, usesPostgres } from '../support/test-database.ts';

const Counter = z.object({ value: z.coerce.number() });
const valueOf = (result: unknown) => decodeRows(result, Counter)[0]?.value ?? Number.NaN;

/** An error's message and its causes' (drizzle wraps the driver's error). */
const messagesOf = (error: unknown): string =>
  error instanceof Error ? `${error.message} ${messagesOf(error.cause)}` : '';

const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

describe(`transactions on ${usesPostgres() ? 'PostgreSQL' : 'PGlite'}`, () => {
  let test: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.database.db;
    await db.execute(sql`create table tx_counter (id int primary key, value int not null)`);
  });
  afterAll(() => test.cleanup());

  const reset = () =>
    db.execute(sql`insert into tx_counter values (1, 0) on conflict (id) do update set value = 0`);
  const counter = async () => valueOf(await db.execute(sql`select value from tx_counter`));

  /** Reads under FOR UPDATE, waits (other requests get the event loop), writes value + 1. */
  const increment = (via: Db) =>
    via.transaction(async (tx) => {
      const value = valueOf(
        await tx.execute(sql`select value from tx_counter where id = 1 for update`),
      );
      await pause();
      await tx.execute(sql`update tx_counter set value = ${value + 1} where id = 1`);
    });

  it('two interleaved read-then-write transactions give the serial result', async () => {
    await reset();
    await Promise.all(Array.from({ length: 5 }, () => increment(db)));
    expect(await counter()).toBe(5);
  });

  it('a statement from outside waits for the open transaction to commit', async () => {
    await reset();
    const running = increment(db);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // A plain write from another request: must not land inside the transaction's session.
    const outside = db.execute(sql`update tx_counter set value = value + 10 where id = 1`);
    await Promise.all([running, outside]);
    expect(await counter()).toBe(11);
  });

  it('a rolled-back transaction leaves nothing, and the next one runs', async () => {
    await reset();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update tx_counter set value = 99 where id = 1`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await increment(db);
    expect(await counter()).toBe(1);
  });

  it('a nested transaction and a transaction-scoped advisory lock do not deadlock', async () => {
    await reset();
    const locked = () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tx-test'))`);
        await tx.transaction(async (inner) => {
          await inner.execute(sql`select pg_advisory_xact_lock(hashtext('tx-test'))`);
          await inner.execute(sql`update tx_counter set value = value + 1 where id = 1`);
        });
        await pause();
      });
    await Promise.all([locked(), locked(), increment(db)]);
    expect(await counter()).toBe(3);
  });

  it.skipIf(usesPostgres())(
    'PGlite: a query on the database inside a transaction fails at once instead of hanging the shop',
    async () => {
      await reset();
      const refusal = (work: Promise<unknown>) => work.then(() => 'ran', messagesOf);
      expect(
        await refusal(
          db.transaction(async (tx) => {
            await tx.execute(sql`update tx_counter set value = 5 where id = 1`);
            await db.execute(sql`select value from tx_counter`);
          }),
        ),
      ).toContain(QUERY_INSIDE_TRANSACTION);
      expect(
        await refusal(db.transaction(() => db.transaction(() => Promise.resolve(1)))),
      ).toContain(QUERY_INSIDE_TRANSACTION);
      // Rolled back, and the database answers the next request.
      await increment(db);
      expect(await counter()).toBe(1);
    },
    10_000,
  );

  it('work started inside a transaction may query once it has committed', async () => {
    let committed = () => undefined as void;
    const afterCommit = new Promise<void>((resolve) => {
      committed = resolve;
    });
    let later: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update tx_counter set value = 7 where id = 1`);
      later = afterCommit.then(counter);
    });
    committed();
    expect(await later).toBe(7);
  });
});
