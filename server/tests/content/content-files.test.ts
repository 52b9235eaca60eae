// Reading and validating a content folder, without a database.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fsContentFileSource } from '../../src/adapters/content/fs.content-file-source.ts';
import { describeProblem } from '../../src/domain/content/content.errors.ts';
import {
  FIXTURES_DIR,
  copyOfFixture,
  removeTempFolders,
  writeContentFile,
} from '../support/content-folder.ts';

async function problemsOf(dir: string): Promise<string[]> {
  const result = await fsContentFileSource(dir).read();
  return result.ok ? [] : result.error.map(describeProblem);
}

describe('reading a content folder', () => {
  afterAll(removeTempFolders);

  it('reads YAML and JSON files in nested folders, with prices in cents', async () => {
    const result = await fsContentFileSource(join(FIXTURES_DIR, 'small')).read();
    if (!result.ok) throw new Error(result.error.map(describeProblem).join('\n'));
    const bundle = result.value;
    expect(bundle.products.map((p) => [p.source, p.slug])).toEqual([
      ['products/anvil-forged-50kg.yaml', 'fixture/anvil-forged-50kg'],
      ['products/hammers/cross-peen-hammer.json', 'fixture/cross-peen-hammer'],
    ]);
    expect(bundle.products[1]?.variants[0]).toEqual({
      sku: 'FIX-CPH-1000',
      title: '1 kg',
      priceMinor: 3995,
      salePriceMinor: null,
      stock: 0,
      options: { weight: '1000' },
      isDefault: true,
      weightGrams: null,
    });
    expect(bundle.blogPosts[0]?.publishedAt.toISOString()).toBe('2025-02-03T00:00:00.000Z');
    expect(bundle.menus[0]?.nodes[0]?.children[0]?.link).toEqual({ kind: 'passive' });
  });

  it('names the file and the field path of every problem, in every file', async () => {
    const dir = await copyOfFixture('small');
    await writeContentFile(
      dir,
      'products/bad.yaml',
      [
        'title: ""',
        'slug: Not A Slug',
        'categry: anvils',
        'variants:',
        '  - { sku: BAD-1, title: One, price: 1.999, salePrice: 5, stock: -1 }',
      ].join('\n'),
    );
    await writeContentFile(
      dir,
      'pages/broken.yaml',
      'uri: products/x\ntitle: X\nblocks: [{ type: carousel }]',
    );
    await writeContentFile(dir, 'singles/footer.json', '{ "handle": "site-footer", ');
    await writeContentFile(dir, 'gateways/bad.yml', 'handle: x\nname: X\ntype: stripe');
    expect(await problemsOf(dir)).toEqual([
      'products/bad.yaml: title: Must not be empty',
      'products/bad.yaml: slug: Use lowercase letters, digits and hyphens (segments separated by "/")',
      'products/bad.yaml: variants.0.price: Use at most 2 decimal places',
      'products/bad.yaml: variants.0.stock: Too small: expected number to be >=0',
      'products/bad.yaml: Unrecognized key: "categry"',
      'pages/broken.yaml: uri: This path belongs to a storefront route',
      "pages/broken.yaml: blocks.0.type: Invalid discriminator value. Expected 'hero' | 'richText' | 'image' | 'cta' | 'productGrid' | 'faq' | 'features' | 'logos' | 'quote' | 'contactDetails'",
      expect.stringMatching(/^singles\/footer\.json: Not valid JSON: /),
      'gateways/bad.yml: type: Invalid option: expected one of "dummy"|"manual"',
    ]);
  });

  it('refuses files outside the known folders and unreadable YAML', async () => {
    const dir = await copyOfFixture('small');
    await mkdir(join(dir, 'product'), { recursive: true });
    await writeContentFile(dir, 'product/typo.yaml', 'title: x');
    await writeContentFile(dir, 'pages/notes.txt', 'hello');
    await writeContentFile(dir, 'pages/tabs.yaml', 'title: [unclosed');
    expect(await problemsOf(dir)).toEqual([
      expect.stringMatching(/^pages\/notes\.txt: Not a content file: use \.json, \.yaml, \.yml$/),
      // Files in no known folder are found while listing, before any file is decoded.
      expect.stringMatching(
        /^product\/typo\.yaml: Not in a content folder: use one of categories, products/,
      ),
      expect.stringMatching(/^pages\/tabs\.yaml: Not valid YAML: .+ at line 1, column \d+$/),
    ]);
  });

  it('checks the limits the storefront relies on: menu links, footer links and logos', async () => {
    const dir = await copyOfFixture('small');
    await writeContentFile(
      dir,
      'menus/bad.yaml',
      'handle: bad\nnodes:\n  - { title: Both, uri: about, passive: true }\n  - { title: Slash, uri: /about }',
    );
    const logo = '{ path: logos/a.svg, alt: A }';
    const link = '{ socialNetwork: instagram, socialLinkProfileUrl: "https://instagram.com/x" }';
    await writeContentFile(
      dir,
      'singles/footer.yaml',
      [
        'handle: site-footer',
        `socialLinks: [${Array(5).fill(link).join(', ')}]`,
        `genericLogoImages: [${Array(7).fill(logo).join(', ')}]`,
        'copyrightText: ©',
      ].join('\n'),
    );
    expect(await problemsOf(dir)).toEqual([
      'menus/bad.yaml: nodes.0: Give exactly one of uri, product or passive: true',
      'menus/bad.yaml: nodes.1.uri: Use a site path without a leading "/" (products/drills), or an absolute https:// URL',
      'singles/footer.yaml: socialLinks: The footer shows at most 4 social links',
      'singles/footer.yaml: genericLogoImages: The footer shows at most 6 logos',
    ]);
  });

  it('says so when the folder does not exist', async () => {
    expect(await problemsOf('/nonexistent/content')).toEqual([
      '/nonexistent/content: No such folder',
    ]);
  });
});
