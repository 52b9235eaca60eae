/**
 * The version of what anonymous storefront pages show (catalogue, prices, stock, content, menus): it
 * changes whenever any of it does, whoever changed it, so cached pages of another version are stale.
 */
export interface PagesVersionSource {
  current(): Promise<string>;
}
