// A content folder with any problem, or a write that fails, leaves the database exactly as it was.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fsContentFileSource } from '../../src/adapters/content/fs.content-file-source.ts';
import { importContentFolder } from '../../src/adapters/content/import-folder.ts';
import { sanitizeHtmlSanitizer } from '../../src/adapters/content/sanitize-html.html-sanitizer.ts';
import { sharpContentMedia } from '../../src/adapters/content/sharp.content-media.ts';
import { drizzleContentStore } from '../../src/adapters/db/content-store/drizzle.content-store.ts';
import { categories } from '../../src/adapters/db/schema.ts';
import { importContent } from '../../src/application/content/import-content.ts';
import { describeProblem } from '../../src/domain/content/content.errors.ts';
import {
  contentCounts,
  copyOfFixture,
  editContentFile,
  removeTempFolders,
  tempFolder,
  writeContentFile,
} from '../support/content-folder.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('a folder that cannot be imported changes nothing', () => {
  let t: TestDatabase;
  let uploadsDir: string;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await openTestDatabase();
    uploadsDir = await tempFolder('content-uploads');
    const first = await importContentFolder({
      db: db(),
      dir: await copyOfFixture('small'),
      uploadsDir,
    });
    if (!first.ok) throw new Error(first.error.map(describeProblem).join('\n'));
  });
  afterAll(async () => {
    await t.cleanup();
    await removeTempFolders();
  });

  /** The fixture with a changed title, so a partial write would show. */
  async function changedFixture(): Promise<string> {
    const dir = await copyOfFixture('small');
    await editContentFile(
      dir,
      'categories/anvils.yaml',
      'title: Anvils & Forging',
      'title: Changed',
    );
    return dir;
  }

  async function expectUnchanged(attempt: () => Promise<{ ok: boolean }>) {
    const before = await contentCounts(db());
    const [categoryBefore] = await db()
      .select()
      .from(categories)
      .where(eq(categories.slug, 'anvils'));
    expect((await attempt()).ok).toBe(false);
    expect(await contentCounts(db())).toEqual(before);
    const [categoryAfter] = await db()
      .select()
      .from(categories)
      .where(eq(categories.slug, 'anvils'));
    expect(categoryAfter).toEqual(categoryBefore);
    expect(categoryAfter?.title).toBe('Anvils & Forging');
  }

  it('one bad file among good ones: the error names the file and the field', async () => {
    const dir = await changedFixture();
    await writeContentFile(
      dir,
      'products/drill.yaml',
      [
        'title: Drill',
        'slug: fixture/drill',
        'variants:',
        '  - { sku: FIX-DRILL, title: Drill, price: "12", stock: 1 }',
      ].join('\n'),
    );
    let problems: string[] = [];
    await expectUnchanged(async () => {
      const result = await importContentFolder({ db: db(), dir, uploadsDir });
      if (!result.ok) problems = result.error.map(describeProblem);
      return result;
    });
    expect(problems).toEqual([
      'products/drill.yaml: variants.0.price: Expected number, received string',
    ]);
  });

  it('a dangling reference: names the file, the field and the missing slug', async () => {
    const dir = await changedFixture();
    await writeContentFile(
      dir,
      'products/orphan.yaml',
      [
        'title: Orphan',
        'slug: fixture/orphan',
        'category: no-such-category',
        'variants:',
        '  - { sku: FIX-ORPHAN, title: One, price: 1, stock: null }',
      ].join('\n'),
    );
    await editContentFile(
      dir,
      'menus/fixture-menu.yaml',
      'product: fixture/anvil-forged-50kg',
      'product: fixture/missing',
    );
    let problems: string[] = [];
    await expectUnchanged(async () => {
      const result = await importContentFolder({ db: db(), dir, uploadsDir });
      if (!result.ok) problems = result.error.map(describeProblem);
      return result;
    });
    expect(problems).toEqual([
      'products/orphan.yaml: category: No category with the slug "no-such-category" in this folder or the database',
      'menus/fixture-menu.yaml: nodes.0.children.0.children.0.product: No product with the slug "fixture/missing" in this folder or the database',
    ]);
  });

  it('a missing image and a duplicate SKU are reported together', async () => {
    const dir = await changedFixture();
    await editContentFile(
      dir,
      'products/hammers/cross-peen-hammer.json',
      '"FIX-CPH-1000"',
      '"FIX-ANV-50"',
    );
    await editContentFile(
      dir,
      'blog/posts/first-weld.yml',
      "generate: { template: banner, shape: welder, color: '#7c2d12' }",
      '',
    );
    let problems: string[] = [];
    await expectUnchanged(async () => {
      const result = await importContentFolder({ db: db(), dir, uploadsDir });
      if (!result.ok) problems = result.error.map(describeProblem);
      return result;
    });
    expect(problems).toEqual([
      'products/hammers/cross-peen-hammer.json: variants.0.sku: SKU "FIX-ANV-50" is already used in products/anvil-forged-50kg.yaml',
      'blog/posts/first-weld.yml: image: media/fixture/blog/first-weld.png does not exist (add the file, or describe it with generate)',
    ]);
  });

  it('a write that fails at the last moment rolls everything back', async () => {
    const dir = await changedFixture();
    const media = sharpContentMedia({ contentDir: dir, uploadsDir });
    await expectUnchanged(async () => {
      const attempt = importContent({
        source: fsContentFileSource(dir),
        store: drizzleContentStore(db()),
        media: { prepare: media.prepare, publish: () => Promise.reject(new Error('disk full')) },
        sanitizer: sanitizeHtmlSanitizer(),
      });
      await expect(attempt).rejects.toThrow('disk full');
      return { ok: false };
    });
  });
});
