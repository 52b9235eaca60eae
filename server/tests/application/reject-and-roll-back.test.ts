// The shared "reject and roll back" of update-cart, cart/complete, payments/pay and complete-payment,
// on a real cart repository (PGlite, or PostgreSQL with TEST_DATABASE_URL): a rejection undoes the
// writes made before it in the same transaction and comes back as a value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleCartRepository } from '../../src/adapters/db/cart/drizzle.cart-repository.ts';
import { rollBackOnReject } from '../../src/application/shared/reject-and-roll-back.ts';
import { newCart } from '../../src/domain/cart/cart.rules.ts';
import { ok, type Result } from '../../src/domain/shared/result.ts';
import type { CartRepository } from '../../src/ports/cart/cart-repository.ts';
import { openTestDatabase, type TestDatabase, usesPostgres } from '../support/test-database.ts';

type Refusal = { readonly kind: 'refused' };

const numberOf = (n: number) => n.toString(16).padStart(32, 'a');

describe(`reject and roll back on ${usesPostgres() ? 'PostgreSQL' : 'PGlite'}`, () => {
  let test: TestDatabase;
  let carts: CartRepository;

  beforeAll(async () => {
    test = await openTestDatabase({ demoData: false });
    carts = drizzleCartRepository(test.database.db);
  });
  afterAll(() => test.cleanup());

  /** Saves a new cart under its lock, then refuses when asked to. */
  const saveThen = (number: string, refuse: boolean): Promise<Result<string, Refusal>> =>
    rollBackOnReject((reject) =>
      carts.updateLocked(number, async (locked) => {
        const saved = await locked.save(newCart(number, 'USD'));
        if (refuse) throw reject({ kind: 'refused' });
        return ok(saved.number);
      }),
    );

  it('keeps the writes of work that is not rejected', async () => {
    expect(await saveThen(numberOf(1), false)).toEqual(ok(numberOf(1)));
    expect(await carts.findByNumber(numberOf(1))).not.toBeNull();
  });

  it('returns the rejection as an error and persists nothing written before it', async () => {
    expect(await saveThen(numberOf(2), true)).toEqual({ ok: false, error: { kind: 'refused' } });
    expect(await carts.findByNumber(numberOf(2))).toBeNull();
  });

  it('rethrows anything else, rolled back too', async () => {
    const failing = rollBackOnReject<string, Refusal>(() =>
      carts.updateLocked(numberOf(3), async (locked) => {
        await locked.save(newCart(numberOf(3), 'USD'));
        throw new Error('a bug');
      }),
    );
    await expect(failing).rejects.toThrow('a bug');
    expect(await carts.findByNumber(numberOf(3))).toBeNull();
  });

  it('leaves a nested call’s rejection to that call', async () => {
    const outer = await rollBackOnReject<string, Refusal>(async () => {
      const inner = await saveThen(numberOf(4), true);
      return inner.ok ? ok('inner kept') : ok('inner refused');
    });
    expect(outer).toEqual(ok('inner refused'));
  });
});
