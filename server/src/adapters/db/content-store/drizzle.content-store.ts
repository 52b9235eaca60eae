// Writes an imported content folder in one transaction: every table upserted by natural key, so a second
// import of the same folder updates rows instead of adding them.
import { blogCategories, categories, products } from '../schema.ts';
import type { ContentStore } from '../../../ports/content/content-store.ts';
import type { Db } from '../database.ts';
import { writeAssets } from './write-assets.ts';
import { writeCategories, writeProducts } from './write-catalog.ts';
import {
  writeBlogCategories,
  writeBlogPosts,
  writeCaseStudies,
  writePages,
} from './write-editorial.ts';
import { writeMenus, writeSingles } from './write-navigation.ts';
import { writeSearchDocuments } from './write-search.ts';
import { writeCountries, writeGateways } from './write-settings.ts';

export function drizzleContentStore(db: Db): ContentStore {
  return {
    async existingKeys() {
      // One after another: inside the seed's transaction `db` is a single connection.
      const categoryRows = await db.select({ slug: categories.slug }).from(categories);
      const productRows = await db.select({ slug: products.slug }).from(products);
      const blogCategoryRows = await db.select({ slug: blogCategories.slug }).from(blogCategories);
      return {
        categorySlugs: new Set(categoryRows.map((row) => row.slug)),
        productSlugs: new Set(productRows.map((row) => row.slug)),
        blogCategorySlugs: new Set(blogCategoryRows.map((row) => row.slug)),
      };
    },

    async write({ content, assets, search }, beforeCommit) {
      // Inside a caller's transaction (the first-start seed) this becomes a savepoint.
      return db.transaction(async (tx) => {
        const assetIds = await writeAssets(tx, assets);
        await writeCategories(tx, content.categories, assetIds);
        const written = await writeProducts(tx, content.products, assetIds);
        const pageIds = await writePages(tx, content.pages);
        await writeBlogCategories(tx, content.blogCategories);
        const postIds = await writeBlogPosts(tx, content.blogPosts, assetIds);
        const caseStudyIds = await writeCaseStudies(tx, content.caseStudies, assetIds);
        const menuNodes = await writeMenus(tx, content.menus, assetIds);
        await writeSingles(tx, content.singles);
        const states = await writeCountries(tx, content.countries);
        await writeGateways(tx, content.gateways);
        const searchDocuments = await writeSearchDocuments(tx, search, {
          product: written.ids,
          page: pageIds,
          post: postIds,
          'case-study': caseStudyIds,
        });
        await beforeCommit();
        return {
          categories: content.categories.length,
          products: content.products.length,
          variants: written.variants,
          pages: content.pages.length,
          blogCategories: content.blogCategories.length,
          blogPosts: content.blogPosts.length,
          caseStudies: content.caseStudies.length,
          menus: content.menus.length,
          menuNodes,
          singles: content.singles.length,
          countries: content.countries.length,
          states,
          gateways: content.gateways.length,
          assets: assets.length,
          searchDocuments,
        };
      });
    },
  };
}
