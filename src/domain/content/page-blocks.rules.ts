import type { ContentBlock, ImageAsset } from './content';
import type { BlockLink, GridProduct, PageBlock } from './page-blocks';

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-blank string, trimmed; null for anything else. */
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

const textsOf = (value: unknown): string[] =>
  listOf(value).flatMap((item) => {
    const text = textOf(item);
    return text === null ? [] : [text];
  });

/** Read each entry, dropping the ones that cannot be read. */
const readAll = <T>(value: unknown, read: (item: unknown) => T | null): T[] =>
  listOf(value).flatMap((item) => {
    const read_ = read(item);
    return read_ === null ? [] : [read_];
  });

/**
 * Where a block may link to: a site path ('/…', not '//…'), or an absolute http(s), mailto: or
 * tel: URL. Anything else (javascript:, data:, relative paths) is not a link.
 */
export const isSafeHref = (url: string): boolean =>
  (url.startsWith('/') && !url.startsWith('//')) || /^(?:https?:\/\/|mailto:|tel:)\S/i.test(url);

/** Whether a link leaves the shop (opened as a normal link, not through the router). */
export const isExternalHref = (url: string): boolean => !url.startsWith('/');

export const readImage = (value: unknown): ImageAsset | null => {
  if (!isFields(value)) return null;
  const url = textOf(value.url);
  if (url === null) return null;
  return {
    url,
    alt: typeof value.alt === 'string' ? value.alt.trim() : '',
    width: numberOf(value.width),
    height: numberOf(value.height),
  };
};

const readLink = (label: unknown, url: unknown): BlockLink | null => {
  const text = textOf(label);
  const href = textOf(url);
  return text !== null && href !== null && isSafeHref(href) ? { label: text, url: href } : null;
};

export const readGridProduct = (value: unknown): GridProduct | null => {
  if (!isFields(value)) return null;
  const id = numberOf(value.id);
  const title = textOf(value.title);
  const uri = textOf(value.uri);
  const price = numberOf(value.price);
  if (id === null || title === null || uri === null || price === null) return null;
  return {
    id,
    title,
    uri,
    price,
    salePrice: numberOf(value.salePrice),
    callForQuote: value.callForQuote === true,
    inStock: value.inStock !== false,
    image: readImage(value.image),
  };
};

const readFaqItem = (value: unknown) => {
  if (!isFields(value)) return null;
  const question = textOf(value.question);
  const answerHtml = textOf(value.answerHtml);
  return question === null || answerHtml === null ? null : { question, answerHtml };
};

const readFeature = (value: unknown) => {
  if (!isFields(value)) return null;
  const title = textOf(value.title);
  if (title === null) return null;
  return { title, text: textOf(value.text) ?? '', icon: readImage(value.icon) };
};

const readHero = (block: ContentBlock): PageBlock | null => {
  const title = textOf(block.heading);
  if (title === null) return null;
  const cta = isFields(block.cta) ? readLink(block.cta.label, block.cta.url) : null;
  return {
    type: 'hero',
    heading: title,
    text: textOf(block.text) ?? '',
    image: readImage(block.image),
    cta,
  };
};

/** Shown when it has at least an e-mail, a phone number or an address. */
const readContactDetails = (block: ContentBlock, heading: string): PageBlock | null => {
  const email = textOf(block.email);
  const phone = textOf(block.phone);
  const addressLines = textsOf(block.addressLines);
  if (email === null && phone === null && addressLines.length === 0) return null;
  return {
    type: 'contactDetails',
    heading,
    email: email ?? '',
    phone: phone ?? '',
    addressLines,
    openingHours: textsOf(block.openingHours),
  };
};

/** One block as the storefront shows it; null for unknown types and blocks missing what they need. */
export const readBlock = (block: ContentBlock): PageBlock | null => {
  const heading = textOf(block.heading) ?? '';
  switch (block.type) {
    case 'hero':
      return readHero(block);
    case 'richText': {
      const html = textOf(block.html);
      return html === null ? null : { type: 'richText', html };
    }
    case 'image': {
      const image = readImage(block);
      return image === null ? null : { type: 'image', image, caption: textOf(block.caption) };
    }
    case 'cta': {
      const link = readLink(block.label, block.url);
      return link === null ? null : { type: 'cta', heading, text: textOf(block.text) ?? '', link };
    }
    case 'productGrid': {
      const products = readAll(block.products, readGridProduct);
      return products.length === 0 ? null : { type: 'productGrid', heading, products };
    }
    case 'faq': {
      const items = readAll(block.items, readFaqItem);
      return items.length === 0 ? null : { type: 'faq', heading, items };
    }
    case 'features': {
      const items = readAll(block.items, readFeature);
      return items.length === 0 ? null : { type: 'features', heading, items };
    }
    case 'logos': {
      const images = readAll(block.images, readImage);
      return images.length === 0 ? null : { type: 'logos', heading, images };
    }
    case 'quote': {
      const text = textOf(block.text);
      return text === null ? null : { type: 'quote', text, author: textOf(block.author) ?? '' };
    }
    case 'contactDetails':
      return readContactDetails(block, heading);
    default:
      return null;
  }
};

/** The blocks a page shows, in order; what cannot be shown is left out rather than breaking the page. */
export const readBlocks = (blocks: readonly ContentBlock[]): PageBlock[] =>
  readAll(blocks, (block) => (isFields(block) ? readBlock(block) : null));

/** The page's first image, which is its largest paint: loaded eagerly. */
export const leadImageIndex = (blocks: readonly PageBlock[]): number | null => {
  const index = blocks.findIndex(
    (block) => (block.type === 'hero' && block.image !== null) || block.type === 'image',
  );
  return index === -1 ? null : index;
};

/** `tel:` link of a phone number as people write it: digits and a leading + only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
