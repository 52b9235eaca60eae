// The server preloads each page's main picture from the HTML head (server/src/domain/seo/
// lead-image.rules.ts); the storefront renders it later. Unless both name the same files with the same
// `sizes`, the browser downloads the picture twice. This renders the storefront's components that show
// a lead picture and pins their <img> to the server's preload for the same upload.
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mediaUrl } from '../../server/src/domain/content/media.rules.ts';
import {
  type LeadImageLayout,
  leadImagePreload,
} from '../../server/src/domain/seo/lead-image.rules.ts';
import type { ImageAsset } from '../../src/domain/content/content';
import { ProductCard } from '../../src/ui/features/catalog/ProductCard';
import { ProductGallery } from '../../src/ui/features/catalog/ProductGallery';
import { ArticleImage } from '../../src/ui/features/content/ArticleImage';
import { HeroBlock } from '../../src/ui/features/content/blocks/HeroBlock';
import { ImageBlock } from '../../src/ui/features/content/blocks/ImageBlock';

const LEAD_PICTURES: Readonly<Record<LeadImageLayout, (image: ImageAsset) => ReactElement>> = {
  hero: (image) => (
    <HeroBlock
      block={{ type: 'hero', heading: 'Hero', text: '', image, cta: null }}
      isPageTitle
      priority
    />
  ),
  'content-image': (image) => (
    <ImageBlock block={{ type: 'image', image, caption: null }} priority />
  ),
  article: (image) => <ArticleImage image={image} />,
  'product-main': (image) => <ProductGallery images={[image]} title="Product" />,
  // The listing's first card (ProductsPage gives the first cards priority).
  'product-card': (image) => (
    <MemoryRouter>
      <ProductCard
        product={{
          id: 1,
          title: 'Product',
          slug: 'product',
          uri: 'products/product',
          price: 10,
          salePrice: null,
          callForQuote: false,
          images: [image],
          defaultVariantId: null,
          variants: [],
        }}
        priority
      />
    </MemoryRouter>
  ),
};

const unescape = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");

/** The first <img> of the markup: its src, srcset and sizes as the browser reads them. */
function firstImage(markup: string) {
  const tag = markup.match(/<img\b[^>]*>/)?.[0] ?? '';
  const attr = (name: string) => {
    const value = tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
    return value === undefined ? null : unescape(value);
  };
  return {
    src: attr('src'),
    srcSet: attr('srcSet'),
    sizes: attr('sizes'),
    priority: attr('fetchPriority'),
  };
}

const segment = fc
  .stringMatching(/^[A-Za-z0-9 _.%#?&()'-]{1,10}$/)
  .filter((s) => s.trim() !== '' && s !== '.' && s !== '..');
const uploadPath = fc
  .tuple(fc.array(segment, { maxLength: 2 }), segment, fc.constantFrom('png', 'jpg', 'webp', 'svg'))
  .map(([dirs, name, ext]) => [...dirs, `${name}.${ext}`].join('/'));

describe('the server’s lead picture preload matches the storefront’s <img>', () => {
  it.each(Object.keys(LEAD_PICTURES) as LeadImageLayout[])('%s', (layout) => {
    fc.assert(
      fc.property(uploadPath, fc.option(fc.integer({ min: 1, max: 4000 })), (path, width) => {
        // The content API sends an upload as `/img/<encoded path>` (page.serializer.ts).
        const image: ImageAsset = { url: mediaUrl(path), alt: 'A picture', width, height: width };
        const img = firstImage(renderToStaticMarkup(LEAD_PICTURES[layout](image)));
        const preload = leadImagePreload({ image: { kind: 'upload', path }, layout });
        expect(img.priority).toBe('high');
        expect(preload).toEqual({ href: img.src, srcset: img.srcSet, sizes: img.sizes });
      }),
      { numRuns: 60 },
    );
  });
});
