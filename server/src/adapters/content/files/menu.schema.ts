// A navigation menu (main-navigation-menu, footer-menu, bottom-footer-menu) as a tree of nodes with the
// fields of the storefront's Navigation node. Each node links to a site path or URL (`uri`), to a
// product (`product`: the node then carries the product and its default variant), or is a `passive`
// heading.
import * as z from 'zod';
import type {
  ImageRef,
  MenuContent,
  MenuLink,
  MenuNodeContent,
} from '../../../domain/content/content.ts';
import { handle, image, slug, text, type Unsourced } from './shared.schema.ts';

/** Craft-style node uri: a site path without a leading slash ('' = home), or an absolute URL. */
const nodeUri = z
  .string()
  .regex(
    /^(?:[a-z0-9][a-z0-9/?=&#._-]*|https?:\/\/\S+|mailto:\S+|tel:\S+)?$/,
    'Use a site path without a leading "/" (products/drills), or an absolute https:// URL',
  );

interface RawNode {
  title: string;
  uri?: string | undefined;
  passive?: boolean | undefined;
  product?: string | undefined;
  newWindow: boolean;
  displayAsButton: boolean;
  displayInRed: boolean;
  displayAsGrid: boolean;
  typeLabel?: string | undefined;
  svgIcon?: ImageRef | undefined;
  featuredImage?: ImageRef | undefined;
  children: RawNode[];
}

const node: z.ZodType<RawNode, unknown> = z.lazy(() =>
  z
    .strictObject({
      title: text,
      uri: nodeUri.optional(),
      passive: z.boolean().optional(),
      product: slug.optional(),
      newWindow: z.boolean().default(false),
      displayAsButton: z.boolean().default(false),
      displayInRed: z.boolean().default(false),
      displayAsGrid: z.boolean().default(false),
      typeLabel: text.optional(),
      svgIcon: image.optional(),
      featuredImage: image.optional(),
      children: z.array(node).default([]),
    })
    .superRefine((raw, context) => {
      const targets = [raw.uri !== undefined, raw.passive === true, raw.product !== undefined];
      if (targets.filter(Boolean).length !== 1)
        context.addIssue({
          code: 'custom',
          message: 'Give exactly one of uri, product or passive: true',
        });
    }),
);

function linkOf(raw: RawNode): MenuLink {
  if (raw.product !== undefined) return { kind: 'product', productSlug: raw.product };
  if (raw.passive) return { kind: 'passive' };
  return { kind: 'uri', uri: raw.uri ?? '' };
}

const DEFAULT_TYPE_LABEL: Record<MenuLink['kind'], string> = {
  uri: 'Custom URL',
  passive: 'Passive',
  product: 'Product',
};

function toNode(raw: RawNode): MenuNodeContent {
  const link = linkOf(raw);
  return {
    title: raw.title,
    link,
    newWindow: raw.newWindow,
    displayAsButton: raw.displayAsButton,
    displayInRed: raw.displayInRed,
    displayAsGrid: raw.displayAsGrid,
    typeLabel: raw.typeLabel ?? DEFAULT_TYPE_LABEL[link.kind],
    svgIcon: raw.svgIcon,
    featuredImage: raw.featuredImage,
    children: raw.children.map(toNode),
  };
}

export const menuFile = z
  .strictObject({ handle, nodes: z.array(node).default([]) })
  .transform((menu): Unsourced<MenuContent> => ({
    handle: menu.handle,
    nodes: menu.nodes.map(toNode),
  }));
