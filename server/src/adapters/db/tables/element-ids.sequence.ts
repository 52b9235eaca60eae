import { pgSequence } from 'drizzle-orm/pg-core';

// Craft gives every element (product, variant, order, user, address...) an id from one series, so a
// purchasable id never collides with a product id. One sequence shared by all element tables does the same.
export const elementIds = pgSequence('element_ids', { startWith: 1 });
