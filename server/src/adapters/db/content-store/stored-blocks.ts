// Page blocks as stored in `pages.blocks`: the validated block, with images reduced to `{ path, alt }`
// (how an image was generated is the importer's business, not the storefront's).
import type { ImageRef, PageBlock } from '../../../domain/content/content.ts';
import type { PageBlock as StoredBlock } from '../tables/pages.table.ts';

export const storedImage = (image: ImageRef) => ({ path: image.path, alt: image.alt });

export function storedBlock(block: PageBlock): StoredBlock {
  switch (block.type) {
    case 'hero':
      return { ...block, image: block.image ? storedImage(block.image) : undefined };
    case 'image': {
      const { generate: _generate, ...rest } = block;
      return rest;
    }
    case 'logos':
      return { ...block, images: block.images.map(storedImage) };
    case 'features':
      return {
        ...block,
        items: block.items.map((item) => ({
          ...item,
          icon: item.icon ? storedImage(item.icon) : undefined,
        })),
      };
    default:
      return { ...block };
  }
}
