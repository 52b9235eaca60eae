// Vendure's InitialData (countries and zones, the tax category, shipping methods, collections) from our
// demo shop's files and store rules. What InitialData cannot say is done by the store pass.
import {
  DEMO_SHIPPING_METHODS,
  DEMO_TAX_RATES,
} from '../../../server/src/adapters/db/seed/store-rules.seed.ts';
import type { DemoShop } from './demo-shop.ts';
import { CATEGORY_FACET, TAX_CATEGORY } from './products-csv.ts';

export const DEFAULT_ZONE = 'Rest of the world';
const EU_RATE = DEMO_TAX_RATES.find((rate) => rate.zone.name === 'European Union');
if (!EU_RATE) throw new Error('store-rules.seed.ts no longer has its European Union tax rate');
export const EU_ZONE = EU_RATE.zone.name;
export const EU_TAX_PERCENT = EU_RATE.rateBasisPoints / 100;
export const EU_COUNTRIES: readonly string[] = EU_RATE.zone.regions.map((r) => r.countryCode);

/** A shipping method's flat price: the rule without an order minimum (the other is "free over"). */
export const shippingPrice = (method: (typeof DEMO_SHIPPING_METHODS)[number]): number => {
  const flat = method.rules.find((rule) => rule.minTotalMinor === null);
  if (!flat) throw new Error(`shipping method ${method.handle} has no flat rule`);
  return flat.baseRateMinor;
};

const regionName = new Intl.DisplayNames(['en'], { type: 'region' });

const countries = (shop: DemoShop) => {
  const ours = shop.countries.map(({ code, name }) => ({ code, name }));
  const euOnly = EU_COUNTRIES.filter((code) => !ours.some((country) => country.code === code)).map(
    (code) => ({ code, name: regionName.of(code) ?? code }),
  );
  return [...ours, ...euOnly].map((country) => ({
    ...country,
    zone: EU_COUNTRIES.includes(country.code) ? EU_ZONE : DEFAULT_ZONE,
  }));
};

const collections = (shop: DemoShop) =>
  shop.categories.map((category) => ({
    name: category.title,
    slug: category.slug,
    description: category.descriptionHtml.trim(),
    filters: [
      {
        code: 'facet-value-filter',
        args: { facetValueNames: [`${CATEGORY_FACET}:${category.title}`], containsAny: false },
      },
    ],
    assetPaths: category.image ? [category.image.path] : [],
  }));

export const initialData = (shop: DemoShop) => ({
  defaultLanguage: 'en',
  defaultZone: DEFAULT_ZONE,
  countries: countries(shop),
  // One category at 0 % in every zone; the store pass raises the EU zone's rate.
  taxRates: [{ name: TAX_CATEGORY, percentage: 0 }],
  shippingMethods: DEMO_SHIPPING_METHODS.map((method) => ({
    name: method.name,
    price: shippingPrice(method),
  })),
  paymentMethods: [],
  collections: collections(shop),
});
