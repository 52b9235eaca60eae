export { appliedSeeds } from './tables/applied-seeds.table.ts';
export { elementIds } from './tables/element-ids.sequence.ts';
export { orders } from './tables/orders.table.ts';
export { products } from './tables/products.table.ts';
export { variants } from './tables/variants.table.ts';
