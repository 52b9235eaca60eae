// Page blocks are stored as loose JSON (`{ type, ...fields }`); for a description and a preview image
// only their visible text and their lead picture matter.
import type { PageBlock } from '../tables/pages.table.ts';

/** Fields that hold text a reader sees, in reading order within a block. */
const TEXT_FIELDS = ['heading', 'title', 'text', 'html', 'question', 'answerHtml', 'caption'];
const MAX_TEXT = 2_000;

function textOf(value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) textOf(item, out);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const field of TEXT_FIELDS) {
    const text = record[field];
    if (typeof text === 'string' && text.trim() !== '') out.push(text);
  }
  if (Array.isArray(record.items)) textOf(record.items, out);
}

/** The blocks' text (may contain HTML), enough of it for an excerpt. */
export function pageBlocksText(blocks: readonly PageBlock[]): string {
  const out: string[] = [];
  textOf(blocks, out);
  return out.join(' ').slice(0, MAX_TEXT);
}

const pathOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value !== null && typeof value === 'object') {
    const path = (value as Record<string, unknown>).path;
    return typeof path === 'string' ? path : null;
  }
  return null;
};

/**
 * The page's lead picture, as the storefront lays it out: a hero's image or an image block, whichever
 * comes first (the storefront's `leadImageIndex` picks the same block).
 */
export function pageBlocksLeadImage(
  blocks: readonly PageBlock[],
): { readonly path: string; readonly layout: 'hero' | 'content-image' } | null {
  for (const block of blocks) {
    if (block.type === 'hero') {
      const path = pathOf(block.image);
      if (path) return { path, layout: 'hero' };
    } else if (block.type === 'image') {
      const path = pathOf(block.path);
      if (path) return { path, layout: 'content-image' };
    }
  }
  return null;
}
