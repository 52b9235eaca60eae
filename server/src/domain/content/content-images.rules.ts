// Every image a folder refers to, with where it is referred to, so one image used by several files is
// prepared once and a problem with it names the first place that uses it.
import type {
  ContentBundle,
  GeneratedImageSpec,
  ImageRef,
  MenuNodeContent,
  PageBlock,
} from './content.ts';
import type { ContentProblem } from './content.errors.ts';

export interface LocatedImage {
  readonly file: string;
  readonly path: string;
  readonly image: ImageRef;
}

function* blockImages(blocks: readonly PageBlock[]): Generator<[string, ImageRef]> {
  for (const [index, block] of blocks.entries()) {
    const at = `blocks.${index}`;
    if (block.type === 'hero' && block.image) yield [`${at}.image`, block.image];
    if (block.type === 'image') yield [at, block];
    if (block.type === 'logos')
      for (const [i, image] of block.images.entries()) yield [`${at}.images.${i}`, image];
    if (block.type === 'features')
      for (const [i, item] of block.items.entries())
        if (item.icon) yield [`${at}.items.${i}.icon`, item.icon];
  }
}

function* menuImages(nodes: readonly MenuNodeContent[], at: string): Generator<[string, ImageRef]> {
  for (const [index, node] of nodes.entries()) {
    const here = `${at}.${index}`;
    if (node.svgIcon) yield [`${here}.svgIcon`, node.svgIcon];
    if (node.featuredImage) yield [`${here}.featuredImage`, node.featuredImage];
    yield* menuImages(node.children, `${here}.children`);
  }
}

export function imagesOf(bundle: ContentBundle): LocatedImage[] {
  const found: LocatedImage[] = [];
  const add = (file: string, entries: Iterable<[string, ImageRef]>) => {
    for (const [path, image] of entries) found.push({ file, path, image });
  };
  for (const c of bundle.categories) if (c.image) add(c.source, [['image', c.image]]);
  for (const p of bundle.products)
    add(
      p.source,
      p.images.map((image, i): [string, ImageRef] => [`images.${i}`, image]),
    );
  for (const page of bundle.pages) add(page.source, blockImages(page.blocks));
  for (const post of bundle.blogPosts) if (post.image) add(post.source, [['image', post.image]]);
  for (const study of bundle.caseStudies)
    if (study.image) add(study.source, [['image', study.image]]);
  for (const menu of bundle.menus) add(menu.source, menuImages(menu.nodes, 'nodes'));
  for (const single of bundle.singles)
    if (single.handle === 'site-footer')
      add(
        single.source,
        single.genericLogoImages.map((image, i): [string, ImageRef] => [
          `genericLogoImages.${i}`,
          image,
        ]),
      );
  return found;
}

const sameSpec = (a: GeneratedImageSpec, b: GeneratedImageSpec): boolean =>
  a.template === b.template && a.color === b.color && a.shape === b.shape && a.label === b.label;

/**
 * One entry per image path. An entry without `generate` may refer to an image another entry draws (a
 * menu's featured image reusing a category banner); the drawing entry then represents the path. The
 * same path drawn two different ways would leave the result to file order, so that is a problem.
 */
export function distinctImages(located: readonly LocatedImage[]): {
  readonly images: readonly LocatedImage[];
  readonly problems: readonly ContentProblem[];
} {
  const byPath = new Map<string, LocatedImage>();
  const problems: ContentProblem[] = [];
  for (const entry of located) {
    const first = byPath.get(entry.image.path);
    const drawn = entry.image.generate;
    if (!first || (drawn && !first.image.generate)) byPath.set(entry.image.path, entry);
    else if (drawn && first.image.generate && !sameSpec(first.image.generate, drawn))
      problems.push({
        kind: 'media',
        file: entry.file,
        path: `${entry.path}.generate`,
        message: `"${entry.image.path}" is generated differently in ${first.file} (${first.path}); give one of them another path`,
      });
  }
  return { images: [...byPath.values()], problems };
}
