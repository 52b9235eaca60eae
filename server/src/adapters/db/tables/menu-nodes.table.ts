import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.table.ts';

// Navigation menus (main-navigation-menu, footer-menu, bottom-footer-menu) as trees of nodes.
export const menuNodes = pgTable(
  'menu_nodes',
  {
    id: serial('id').primaryKey(),
    menu: text('menu').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuNodes.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    /** null for a passive node (a plain text heading). */
    nodeUri: text('node_uri'),
    newWindow: boolean('new_window').notNull().default(false),
    displayAsButton: boolean('display_as_button').notNull().default(false),
    displayInRed: boolean('display_in_red').notNull().default(false),
    displayAsGrid: boolean('display_as_grid').notNull().default(false),
    /** Craft's node type label: 'Entry', 'Product', 'Category', 'Custom URL', 'Passive'. */
    typeLabel: text('type_label').notNull().default('Custom URL'),
    svgIconId: integer('svg_icon_id').references(() => assets.id, { onDelete: 'set null' }),
    featuredImageId: integer('featured_image_id').references(() => assets.id, {
      onDelete: 'set null',
    }),
    /** The linked element (a product for product children), so the default variant can be found. */
    elementType: text('element_type'),
    elementId: integer('element_id'),
  },
  (table) => [index('menu_nodes_menu_idx').on(table.menu, table.parentId, table.position)],
);
