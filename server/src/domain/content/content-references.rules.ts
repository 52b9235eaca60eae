// Checks across files that no single file's schema can make: natural keys are unique within the folder,
// and every slug a file mentions names something in the folder or already in the database.
import type { ContentBundle, MenuNodeContent, PageBlock } from './content.ts';
import type { ContentProblem } from './content.errors.ts';

/** Slugs already in the database, so a folder may refer to content imported earlier. */
export interface ExistingContentKeys {
  readonly categorySlugs: ReadonlySet<string>;
  readonly productSlugs: ReadonlySet<string>;
  readonly blogCategorySlugs: ReadonlySet<string>;
}

interface Keyed {
  readonly file: string;
  readonly path: string;
  readonly key: string;
}

function duplicatesAmong(items: readonly Keyed[], what: string): ContentProblem[] {
  const firstFile = new Map<string, string>();
  const problems: ContentProblem[] = [];
  for (const item of items) {
    const first = firstFile.get(item.key);
    if (first === undefined) firstFile.set(item.key, item.file);
    else
      problems.push({
        kind: 'duplicate',
        file: item.file,
        path: item.path,
        message: `${what} "${item.key}" is already used in ${first}`,
      });
  }
  return problems;
}

export function duplicateKeys(bundle: ContentBundle): ContentProblem[] {
  const keyed = <T extends { readonly source: string }>(
    list: readonly T[],
    key: (t: T) => string,
  ) => list.map((item) => ({ file: item.source, path: '', key: key(item) }));
  return [
    ...duplicatesAmong(
      keyed(bundle.categories, (c) => c.slug),
      'Category slug',
    ),
    ...duplicatesAmong(
      keyed(bundle.products, (p) => p.slug),
      'Product slug',
    ),
    ...duplicatesAmong(
      bundle.products.flatMap((product) =>
        product.variants.map((variant, index) => ({
          file: product.source,
          path: `variants.${index}.sku`,
          key: variant.sku,
        })),
      ),
      'SKU',
    ),
    ...duplicatesAmong(
      keyed(bundle.pages, (p) => p.uri),
      'Page uri',
    ),
    ...duplicatesAmong(
      keyed(bundle.blogCategories, (c) => c.slug),
      'Blog category slug',
    ),
    ...duplicatesAmong(
      keyed(bundle.blogPosts, (p) => p.slug),
      'Blog post slug',
    ),
    ...duplicatesAmong(
      keyed(bundle.caseStudies, (c) => c.slug),
      'Case study slug',
    ),
    ...duplicatesAmong(
      keyed(bundle.menus, (m) => m.handle),
      'Menu handle',
    ),
    ...duplicatesAmong(
      keyed(bundle.singles, (s) => s.handle),
      'Single handle',
    ),
    ...duplicatesAmong(
      keyed(bundle.countries, (c) => c.code),
      'Country code',
    ),
    ...duplicatesAmong(
      keyed(bundle.gateways, (g) => g.handle),
      'Gateway handle',
    ),
  ];
}

function* menuProductSlugs(
  nodes: readonly MenuNodeContent[],
  path: string,
): Generator<{ path: string; slug: string }> {
  for (const [index, node] of nodes.entries()) {
    const here = `${path}.${index}`;
    if (node.link.kind === 'product')
      yield { path: `${here}.product`, slug: node.link.productSlug };
    yield* menuProductSlugs(node.children, `${here}.children`);
  }
}

function* blockReferences(
  blocks: readonly PageBlock[],
): Generator<{ path: string; kind: 'product' | 'category'; slug: string }> {
  for (const [index, block] of blocks.entries()) {
    if (block.type !== 'productGrid') continue;
    for (const [position, slug] of (block.productSlugs ?? []).entries())
      yield { path: `blocks.${index}.productSlugs.${position}`, kind: 'product', slug };
    if (block.categorySlug !== undefined)
      yield { path: `blocks.${index}.categorySlug`, kind: 'category', slug: block.categorySlug };
  }
}

export function danglingReferences(
  bundle: ContentBundle,
  existing: ExistingContentKeys,
): ContentProblem[] {
  const known = {
    category: new Set([...existing.categorySlugs, ...bundle.categories.map((c) => c.slug)]),
    product: new Set([...existing.productSlugs, ...bundle.products.map((p) => p.slug)]),
    blogCategory: new Set([
      ...existing.blogCategorySlugs,
      ...bundle.blogCategories.map((c) => c.slug),
    ]),
  };
  const problems: ContentProblem[] = [];
  const dangling = (file: string, path: string, what: string, slug: string) =>
    problems.push({
      kind: 'dangling-reference',
      file,
      path,
      message: `No ${what} with the slug "${slug}" in this folder or the database`,
    });

  for (const product of bundle.products) {
    if (product.categorySlug !== null && !known.category.has(product.categorySlug))
      dangling(product.source, 'category', 'category', product.categorySlug);
  }
  for (const post of bundle.blogPosts) {
    if (!known.blogCategory.has(post.categorySlug))
      dangling(post.source, 'category', 'blog category', post.categorySlug);
  }
  for (const menu of bundle.menus) {
    for (const { path, slug } of menuProductSlugs(menu.nodes, 'nodes'))
      if (!known.product.has(slug)) dangling(menu.source, path, 'product', slug);
  }
  for (const page of bundle.pages) {
    for (const { path, kind, slug } of blockReferences(page.blocks))
      if (!known[kind].has(slug)) dangling(page.source, path, kind, slug);
  }
  return problems;
}
