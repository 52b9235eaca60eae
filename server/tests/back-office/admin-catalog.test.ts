// The back office's catalogue calls (staff only): the product list with variants, stock and price
// edits of a variant, a product's enabled flag, and the audit log every change writes in its own
// transaction. A visitor gets 401, a customer 403; a malformed id or body 400, an unknown id 404;
// and a refused call changes nothing, in the catalogue or in the log.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, variants } from '../../src/adapters/db/schema.ts';
import { sqlPagesVersion } from '../../src/adapters/db/storefront/sql.pages-version.ts';
import { aStaffMember } from '../support/placed-order.mother.ts';
import { aProduct } from '../support/seo-content.mother.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aSignedInCustomer } from '../support/user.mother.ts';
import { visitor, type Visitor } from '../support/visitor.ts';

describe("the back office's catalogue", () => {
  let t: TestApp;
  let staff: Visitor;
  let staffId: number;

  beforeAll(async () => {
    t = await startTestApp();
    ({ v: staff, id: staffId } = await aStaffMember(t));
  });
  afterAll(() => t.close());

  const variantRow = async (id: number) =>
    (await t.db.db.select().from(variants).where(eq(variants.id, id)))[0]!;
  const auditRows = async () => (await t.db.db.select({ n: count() }).from(auditLog))[0]!.n;

  it('sets stock and price, logs who changed what from what to what, and retires cached pages', async () => {
    const product = await aProduct(t.db.db, { variants: [{ stock: 3, priceMinor: 1_000 }] });
    const id = product.variants[0]!.id;
    const version = await sqlPagesVersion(t.db.db).current();
    const res = await staff.patch(`/api/admin/variants/${id}`, { stock: 12, priceMinor: 1_250 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      variant: {
        id,
        productId: product.id,
        sku: product.variants[0]!.sku,
        title: 'Variant 1',
        stock: 12,
        priceMinor: 1_250,
      },
    });
    expect(await variantRow(id)).toMatchObject({ stock: 12, priceMinor: 1_250 });
    expect(await sqlPagesVersion(t.db.db).current()).not.toBe(version);

    const log = await staff.get('/api/admin/audit-log');
    expect(log.statusCode).toBe(200);
    expect(log.json().entries[0]).toEqual({
      id: expect.any(Number),
      date: expect.any(String),
      actorUserId: staffId,
      actorEmail: expect.stringContaining('@'),
      entityType: 'variant',
      entityId: id,
      // What staff read: the product, the version and its SKU (the id alone means nothing to them).
      entityLabel: `${product.title}: Variant 1 (${product.variants[0]!.sku})`,
      changes: [
        { field: 'stock', from: 3, to: 12 },
        { field: 'priceMinor', from: 1_000, to: 1_250 },
      ],
    });
    expect(log.json()).toMatchObject({ page: 1, perPage: 50, total: expect.any(Number) });
  });

  it('logs only the fields that changed, and nothing when nothing changed', async () => {
    const product = await aProduct(t.db.db, { variants: [{ stock: 0, priceMinor: 500 }] });
    const id = product.variants[0]!.id;
    const before = await auditRows();
    expect((await staff.patch(`/api/admin/variants/${id}`, { stock: 0 })).statusCode).toBe(200);
    expect(await auditRows()).toBe(before);
    await staff.patch(`/api/admin/variants/${id}`, { stock: 4, priceMinor: 500 });
    const [entry] = (await staff.get('/api/admin/audit-log')).json().entries;
    expect(entry.changes).toEqual([{ field: 'stock', from: 0, to: 4 }]);
  });

  it('enables and disables a product, and logs it', async () => {
    const product = await aProduct(t.db.db);
    const off = await staff.patch(`/api/admin/products/${product.id}`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      product: { id: product.id, title: product.title, slug: product.slug, enabled: false },
    });
    const [row] = await t.db.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.enabled).toBe(false);
    const [entry] = (await staff.get('/api/admin/audit-log')).json().entries;
    expect(entry).toMatchObject({
      entityType: 'product',
      entityId: product.id,
      changes: [{ field: 'enabled', from: true, to: false }],
    });
  });

  it('lists products with their variants, enabled or not, found by title or SKU, paged', async () => {
    const sku = `AUDIT-${Date.now()}`;
    const product = await aProduct(t.db.db, {
      title: 'Zebra clamp 100%',
      enabled: false,
      variants: [{ sku, stock: 2, priceMinor: 990 }, { stock: null }],
    });
    for (const q of [sku.toLowerCase(), 'zebra CLAMP', '100%']) {
      const res = await staff.get(`/api/admin/products?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    }
    const [found] = (await staff.get(`/api/admin/products?q=${sku}`)).json().products;
    expect(found).toEqual({
      id: product.id,
      title: 'Zebra clamp 100%',
      slug: product.slug,
      enabled: false,
      variants: [
        expect.objectContaining({ sku, stock: 2, priceMinor: 990 }),
        expect.objectContaining({ stock: null }),
      ],
    });
    const first = (await staff.get('/api/admin/products')).json();
    expect(first).toMatchObject({ page: 1, perPage: 25 });
    expect(first.products).toHaveLength(25);
    expect(first.total).toBeGreaterThan(25);
    const second = (await staff.get('/api/admin/products?page=2')).json();
    expect(second.products[0].id).not.toBe(first.products[0].id);
    expect((await staff.get('/api/admin/products?q=no-such-thing-anywhere')).json()).toMatchObject({
      products: [],
      total: 0,
    });
  });

  it('refuses malformed ids, bodies and queries with a 400 that says why, and changes nothing', async () => {
    const product = await aProduct(t.db.db, { variants: [{ stock: 7, priceMinor: 700 }] });
    const id = product.variants[0]!.id;
    const before = await auditRows();
    const cases: [string, unknown, RegExp][] = [
      [`/api/admin/variants/4294967297`, { stock: 1 }, /variant id/],
      [`/api/admin/variants/-1`, { stock: 1 }, /variant id/],
      [`/api/admin/variants/1e3`, { stock: 1 }, /variant id/],
      [`/api/admin/variants/${id}`, { stock: -1 }, /stock must be a whole number/],
      [`/api/admin/variants/${id}`, { stock: 1.5 }, /stock must be a whole number/],
      [`/api/admin/variants/${id}`, { stock: '3' }, /stock must be a whole number/],
      [`/api/admin/variants/${id}`, { stock: 2 ** 31 }, /stock must be a whole number/],
      [`/api/admin/variants/${id}`, { priceMinor: null }, /priceMinor must be a whole number/],
      [`/api/admin/variants/${id}`, { stock: 1, title: 'x' }, /Unknown field: title/],
      [`/api/admin/variants/${id}`, {}, /Send stock and\/or priceMinor/],
      [`/api/admin/variants/${id}`, [1], /JSON object/],
      [`/api/admin/products/${product.id}`, { enabled: 'false' }, /enabled must be true or false/],
      [`/api/admin/products/${product.id}`, { enabled: true, slug: 'x' }, /Unknown field: slug/],
      [`/api/admin/products/99999999999`, { enabled: true }, /product id/],
    ];
    for (const [url, body, message] of cases) {
      const res = await staff.patch(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    for (const query of ['?page=0', '?page=abc', '?page=1&page=2', `?q=${'x'.repeat(101)}`])
      expect((await staff.get(`/api/admin/products${query}`)).statusCode, query).toBe(400);
    expect((await staff.get('/api/admin/audit-log?page=-2')).statusCode).toBe(400);
    expect(await variantRow(id)).toMatchObject({ stock: 7, priceMinor: 700 });
    expect(await auditRows()).toBe(before);
  });

  it('two staff editing one variant at once are served one after the other; the log chains', async () => {
    const product = await aProduct(t.db.db, { variants: [{ stock: 0 }] });
    const id = product.variants[0]!.id;
    const { v: second } = await aStaffMember(t);
    const answers = await Promise.all([
      staff.patch(`/api/admin/variants/${id}`, { stock: 5 }),
      second.patch(`/api/admin/variants/${id}`, { stock: 7 }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const entries = (await staff.get('/api/admin/audit-log')).json().entries as {
      entityId: number;
      changes: { from: number; to: number }[];
    }[];
    const [last, first] = entries.filter((entry) => entry.entityId === id);
    expect(first!.changes[0]!.from).toBe(0);
    expect(last!.changes[0]!.from).toBe(first!.changes[0]!.to);
  });

  it('answers 404 for an unknown variant or product', async () => {
    const variant = await staff.patch('/api/admin/variants/2147483647', { stock: 1 });
    expect([variant.statusCode, variant.json().message]).toEqual([404, 'Variant not found.']);
    const product = await staff.patch('/api/admin/products/2147483647', { enabled: true });
    expect([product.statusCode, product.json().message]).toEqual([404, 'Product not found.']);
  });

  it('gives a visitor 401 and a customer 403, and needs the CSRF token', async () => {
    const product = await aProduct(t.db.db, { variants: [{ stock: 1 }] });
    const id = product.variants[0]!.id;
    const before = await auditRows();
    const { v: customer } = await aSignedInCustomer(t.app, t.deps);
    const guest = visitor(t.app, '203.0.113.201');
    for (const [who, status] of [
      [guest, 401],
      [customer, 403],
    ] as const) {
      expect((await who.patch(`/api/admin/variants/${id}`, { stock: 50 })).statusCode).toBe(status);
      expect(
        (await who.patch(`/api/admin/products/${product.id}`, { enabled: false })).statusCode,
      ).toBe(status);
      for (const url of ['/api/admin/products', '/api/admin/audit-log']) {
        const res = await who.get(url);
        expect(res.statusCode, url).toBe(status);
        expect(res.body).not.toContain(product.variants[0]!.sku);
      }
    }
    const noToken = await staff.patch(`/api/admin/variants/${id}`, { stock: 50 }, { csrf: false });
    expect(noToken.statusCode).toBe(400);
    expect(await variantRow(id)).toMatchObject({ stock: 1 });
    expect(await auditRows()).toBe(before);
  });
});
